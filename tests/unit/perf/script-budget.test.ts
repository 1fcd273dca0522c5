import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkBudget, formatReport, gzipSizer, readRouteScripts, routeOf } from "@/scripts/script-budget";
import { MAX_ABOVE_FLOOR_KB } from "@/scripts/script-ceilings";

/** Random bytes: gzip cannot shrink them, so a chunk weighs about its length once compressed. */
const incompressible = (bytes: number) => randomBytes(bytes);

/** A synthetic production build: the floor page, a page of 10 KB above it and, when asked, a page with a big chunk. */
function fakeBuild(bigBytes: number | null): string {
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
  const big = bigBytes === null ? null : chunk("big.js", bigBytes);
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
      clientModules: {
        ...(big
          ? { "[project]/components/lookbook/gallery.tsx <module evaluation>": { chunks: [`/_next/${big}`] } }
          : {}),
        "[project]/node_modules/next/dist/client/link.js": { chunks: [`/_next/${main}`] },
      },
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

const KB = 1024;

/** The ceilings used below: the shop page 2 KB above its figure, the lookbook 20 KB above the floor. */
function ceilings(dist: string): Record<string, number> {
  const floor = checkBudget(readRouteScripts(dist), gzipSizer(dist), {}).floor;
  return { "/[lang]": Math.ceil((floor + 10 * KB) / KB) + 2, "/[lang]/lookbook": Math.floor((floor + 20 * KB) / KB) };
}

describe("script ceilings", () => {
  const dirs: string[] = [];
  const build = (bigBytes: number | null) => {
    const dist = fakeBuild(bigBytes);
    dirs.push(dist);
    return dist;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it("names pages by their route, route groups dropped", () => {
    expect(routeOf("/(site)/[lang]/lookbook/page")).toBe("/[lang]/lookbook");
    expect(routeOf("/(site)/[lang]/product/[id]/page")).toBe("/[lang]/product/[id]");
    expect(routeOf("/(bare)/bench-floor/page")).toBe("/bench-floor");
    expect(routeOf("/(site)/[lang]/page")).toBe("/[lang]");
  });

  it("passes a build whose pages stay under their ceilings", () => {
    const dist = build(12 * KB);
    const routes = readRouteScripts(dist);
    expect(routes.map((r) => r.route).sort()).toEqual(["/[lang]", "/[lang]/lookbook", "/bench-floor"]);
    // The global not-found layout's chunk is named in every page's manifest but loaded for unknown addresses only.
    expect(routes.flatMap((r) => r.files).some((f) => f.includes("global-not-found"))).toBe(false);
    const report = checkBudget(routes, gzipSizer(dist), ceilings(dist));
    expect(report.over).toEqual([]);
    expect(report.limit).toBe(report.floor + MAX_ABOVE_FLOOR_KB * KB);
    expect(formatReport(report)).toContain("every route within its ceiling");
  });

  it("fails a page over its ceiling and names the chunk and the module that grew", () => {
    const dist = build(25 * KB);
    const report = checkBudget(readRouteScripts(dist), gzipSizer(dist), ceilings(dist));
    expect(report.over.map((r) => r.route)).toEqual(["/[lang]/lookbook"]);
    const [grew] = report.over[0]!.growth;
    expect(grew?.file).toBe("static/chunks/big.js");
    expect(grew?.modules).toEqual(["components/lookbook/gallery.tsx"]);
    expect(formatReport(report)).toMatch(/OVER .*\/\[lang\]\/lookbook\n.*big\.js: components\/lookbook\/gallery\.tsx/);
  });

  it("fails a page without a ceiling, and the command exits 1 naming it", () => {
    const dist = build(1 * KB);
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
    expect(out).toMatch(/OVER .*no ceiling.* \/\[lang\]\/lookbook/);
  });

  it("refuses a ceiling above the floor page's figure + MAX_ABOVE_FLOOR_KB", () => {
    const dist = build(null);
    const floor = checkBudget(readRouteScripts(dist), gzipSizer(dist), {}).floor;
    const report = checkBudget(readRouteScripts(dist), gzipSizer(dist), {
      "/[lang]": Math.ceil(floor / KB) + MAX_ABOVE_FLOOR_KB + 1,
    });
    expect(report.ceilingsTooHigh).toEqual(["/[lang]"]);
    expect(formatReport(report)).toContain("1 ceiling(s) too high");
  });

  it("refuses a build without the floor page rather than guessing", () => {
    expect(() => checkBudget([{ route: "/x", files: [] }], () => 0, {})).toThrow(/bench-floor/);
  });
});
