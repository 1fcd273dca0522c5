import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  ALLOWANCE_BYTES,
  checkBudget,
  formatReport,
  gzipSizer,
  readRouteScripts,
  routeOf,
} from "@/scripts/script-budget";

/** Random bytes: gzip cannot shrink them, so a chunk weighs about its length once compressed. */
const incompressible = (bytes: number) => randomBytes(bytes);

/** A synthetic production build: the floor page, a page within budget and, when asked, one 1 KB over it. */
function fakeBuild(overBy: number | null): string {
  const dist = mkdtempSync(path.join(tmpdir(), "script-budget-"));
  mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
  const chunk = (name: string, bytes: number) => {
    writeFileSync(path.join(dist, "static", "chunks", name), incompressible(bytes));
    return `static/chunks/${name}`;
  };
  const main = chunk("main.js", 30_000);
  const floorPage = chunk("floor.js", 500);
  const shopLayout = chunk("layout.js", 8_000);
  const small = chunk("small.js", 2_000);
  const globalNotFound = chunk("global-not-found.js", 40_000);
  const big = overBy === null ? null : chunk("big.js", ALLOWANCE_BYTES + overBy);
  const pages: Record<string, string[]> = {
    "/(bare)/bench-floor/page": [floorPage],
    "/(site)/[lang]/page": [shopLayout, small],
    ...(big ? { "/(site)/[lang]/lookbook/page": [floorPage, big] } : {}),
  };
  writeFileSync(
    path.join(dist, "build-manifest.json"),
    JSON.stringify({ rootMainFiles: [main], polyfillFiles: ["static/chunks/polyfill.js"] }),
  );
  mkdirSync(path.join(dist, "server", "app"), { recursive: true });
  writeFileSync(
    path.join(dist, "server", "app-paths-manifest.json"),
    JSON.stringify({
      ...Object.fromEntries(Object.keys(pages).map((p) => [p, `app${p}.js`])),
      "/api/x/route": "app/api/x/route.js",
    }),
  );
  for (const [page, files] of Object.entries(pages)) {
    const file = path.join(dist, "server", "app", `${page}_client-reference-manifest.js`);
    mkdirSync(path.dirname(file), { recursive: true });
    const manifest = {
      entryJSFiles: {
        "[project]/app/global-not-found": [globalNotFound],
        "[project]/app/layout": [files[0]],
        [`[project]/app${page}`]: files.slice(1),
      },
    };
    writeFileSync(
      file,
      `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST[${JSON.stringify(page)}]=${JSON.stringify(manifest)};`,
    );
  }
  return dist;
}

describe("script budget", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it("names pages by their route, route groups dropped", () => {
    expect(routeOf("/(site)/[lang]/lookbook/page")).toBe("/[lang]/lookbook");
    expect(routeOf("/(site)/[lang]/product/[id]/page")).toBe("/[lang]/product/[id]");
    expect(routeOf("/(bare)/bench-floor/page")).toBe("/bench-floor");
    expect(routeOf("/(site)/[lang]/page")).toBe("/[lang]");
  });

  it("passes a build whose pages stay within 20 KB of the floor page", () => {
    const dist = fakeBuild(null);
    dirs.push(dist);
    const routes = readRouteScripts(dist);
    expect(routes.map((r) => r.route).sort()).toEqual(["/[lang]", "/bench-floor"]);
    // The global not-found layout's chunk is named in every page's manifest but loaded for unknown addresses only.
    expect(routes.flatMap((r) => r.files).some((f) => f.includes("global-not-found"))).toBe(false);
    const report = checkBudget(routes, gzipSizer(dist), ALLOWANCE_BYTES);
    expect(report.over).toEqual([]);
    expect(report.budget).toBe(report.floor + ALLOWANCE_BYTES);
    expect(formatReport(report)).toContain("every route within the script budget");
  });

  it("fails on a page 1 KB over its budget, and the command exits 1 naming it", () => {
    const dist = fakeBuild(1024);
    dirs.push(dist);
    const report = checkBudget(readRouteScripts(dist), gzipSizer(dist), ALLOWANCE_BYTES);
    expect(report.over.map((r) => r.route)).toEqual(["/[lang]/lookbook"]);
    let status = 0;
    let out = "";
    try {
      execFileSync("npx", ["tsx", "scripts/check-script-budget.ts"], {
        env: { ...process.env, NEXT_DIST: dist },
        encoding: "utf8",
      });
    } catch (error) {
      const failed = error as { status: number; stdout: string };
      status = failed.status;
      out = failed.stdout;
    }
    expect(status).toBe(1);
    expect(out).toMatch(/OVER .* \/\[lang\]\/lookbook/);
    expect(out).toContain("1 route(s) over the script budget");
  });

  it("passes the same page 1 KB under its budget", () => {
    const dist = fakeBuild(-1024);
    dirs.push(dist);
    expect(checkBudget(readRouteScripts(dist), gzipSizer(dist), ALLOWANCE_BYTES).over).toEqual([]);
  });

  it("refuses a build without the floor page rather than guessing a budget", () => {
    expect(() => checkBudget([{ route: "/x", files: [] }], () => 0)).toThrow(/bench-floor/);
  });
});
