/**
 * The Dockerfile, read as text (no image can be pulled or built here): a Node LTS release still in support, the public
 * address as build arguments checked before the build, and no secret of the deploy copied into the image.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../../support/deploy-files";

const dockerfile = readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
const instructions = dockerfile.split("\n").filter((line) => line && !line.startsWith("#"));

describe("Dockerfile", () => {
  it("builds and runs on Node 22 or 24 (LTS in support), every stage on the same image", () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:(22|24)-bookworm-slim$/m);
    const stages = instructions.filter((line) => line.startsWith("FROM "));
    expect(stages).toEqual([
      "FROM ${NODE_IMAGE} AS deps",
      "FROM ${NODE_IMAGE} AS build",
      "FROM build AS migrate",
      "FROM ${NODE_IMAGE} AS run",
    ]);
  });

  it("takes SITE_URL and NEXT_PUBLIC_SITE_URL (default SITE_URL) as build arguments, before the build", () => {
    const build = dockerfile.slice(dockerfile.indexOf("AS build"), dockerfile.indexOf("AS migrate"));
    expect(build).toMatch(/^ARG SITE_URL=$/m);
    expect(build).toMatch(/^ARG NEXT_PUBLIC_SITE_URL=$/m);
    expect(build).toContain("NEXT_PUBLIC_SITE_URL=${NEXT_PUBLIC_SITE_URL:-${SITE_URL}}");
    expect(build.indexOf("NEXT_PUBLIC_SITE_URL=${")).toBeLessThan(build.indexOf("RUN npm run build"));
    // npm run build checks a live build's addresses first (scripts/check-build-settings.ts).
    const scripts = (
      JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.build).toMatch(/^tsx scripts\/check-build-settings\.ts && /);
  });

  it("carries the service worker: npm run build compiles it into public/serwist, and the run stage copies public", () => {
    const scripts = (
      JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.build).toMatch(/&& next build && tsx scripts\/build-worker\.ts$/);
    const run = dockerfile.slice(dockerfile.indexOf("AS run"));
    expect(run).toMatch(/^COPY --from=build --chown=shop:shop \/app\/public \.\/public$/m);
  });

  it("copies no .env or certificate into the image", () => {
    const ignored = readFileSync(path.join(ROOT, ".dockerignore"), "utf8").split("\n");
    expect(ignored).toEqual(expect.arrayContaining([".env", ".env.*", "deploy/certs"]));
  });
});
