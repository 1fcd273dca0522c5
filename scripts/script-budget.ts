/**
 * The script ceilings: each page's first-load JavaScript, compressed, against a ceiling of its own
 * (scripts/script-ceilings.ts), a guard against regressions. Read from a production build's manifests, as Next itself
 * does for its route bundle stats: per page, the union of the `entryJSFiles` of its client reference manifest (page,
 * layouts, their error and not-found boundaries) and the build's `rootMainFiles`. A page over its ceiling is reported
 * with the chunks it loads beyond the floor page's, largest first, and the client modules (the `"use client"` files
 * and packages) each chunk serves, so the report names what grew.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import { FIRST_LOAD_CEILINGS_KB, MAX_ABOVE_FLOOR_KB } from "./script-ceilings";

export const FLOOR_ROUTE = "/bench-floor";

export interface RouteScript {
  route: string;
  files: string[];
  /** The client modules of the route's manifest served by each of its files ('[project]/' dropped). */
  modulesByFile?: Record<string, string[]>;
}

export interface Growth {
  file: string;
  bytes: number;
  modules: string[];
}

export interface RouteFigure {
  route: string;
  bytes: number;
  /** Its ceiling, or null when the route has none. */
  ceiling: number | null;
  over: boolean;
  /** For a route over its ceiling or without one: its files beyond the floor page's, largest first. */
  growth: Growth[];
}

export interface BudgetReport {
  floor: number;
  /** The highest a ceiling may be: the floor page's figure + MAX_ABOVE_FLOOR_KB. */
  limit: number;
  routes: RouteFigure[];
  over: RouteFigure[];
  /** Routes whose ceiling is above the limit. */
  ceilingsTooHigh: string[];
}

/** `/(site)/[lang]/product/[id]/page` → `/[lang]/product/[id]`: route groups and the `/page` suffix dropped. */
export function routeOf(appPath: string): string {
  const parts = appPath.split("/").filter((p) => p && !(p.startsWith("(") && p.endsWith(")")) && !p.startsWith("@"));
  if (parts.at(-1) === "page") parts.pop();
  return `/${parts.join("/")}`;
}

interface ManifestEntry {
  entryJSFiles?: Record<string, string[]>;
  clientModules?: Record<string, { chunks?: string[] }>;
}
type RscManifest = Record<string, ManifestEntry | undefined>;

/** A page's client reference manifest is a script that assigns `globalThis.__RSC_MANIFEST[page] = {...}`. */
function readClientManifest(file: string): RscManifest {
  const sandbox: { __RSC_MANIFEST?: RscManifest; self?: unknown } = {};
  sandbox.self = sandbox;
  // The file is the build's own output (not outside input), run in a context of its own.
  runInNewContext(readFileSync(file, "utf8"), sandbox, { filename: file, timeout: 1000 });
  return sandbox.__RSC_MANIFEST ?? {};
}

/** `/_next/static/chunks/a.js` (clientModules) and `static/chunks/a.js` (entryJSFiles) name the same file. */
const fileOf = (chunk: string) => chunk.replace(/^\/_next\//, "");

function modulesByFile(entry: ManifestEntry, into: Record<string, string[]>): void {
  for (const [id, mod] of Object.entries(entry.clientModules ?? {})) {
    const name = id.replace(/^\[project\]\//, "").replace(/ <.*$/, "");
    for (const chunk of mod.chunks ?? []) {
      const list = (into[fileOf(chunk)] ??= []);
      if (!list.includes(name)) list.push(name);
    }
  }
}

/** Every page of the build (route handlers excluded) with the script files its first load fetches. */
export function readRouteScripts(distDir: string): RouteScript[] {
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8")) as {
    rootMainFiles?: string[];
  };
  const appPaths = JSON.parse(readFileSync(path.join(distDir, "server", "app-paths-manifest.json"), "utf8")) as Record<
    string,
    string
  >;
  const shared = (buildManifest.rootMainFiles ?? []).filter((f) => f.endsWith(".js"));
  const byRoute = new Map<string, { files: Set<string>; modules: Record<string, string[]> }>();
  for (const page of Object.keys(appPaths).filter((p) => p.endsWith("/page"))) {
    const file = path.join(distDir, "server", "app", `${page}_client-reference-manifest.js`);
    if (!existsSync(file)) throw new Error(`no client reference manifest for ${page} (${file})`);
    const entry = readClientManifest(file)[page];
    if (!entry?.entryJSFiles) throw new Error(`the client reference manifest of ${page} names no entry files`);
    const route = byRoute.get(routeOf(page)) ?? { files: new Set<string>(shared), modules: {} };
    for (const [segment, segmentFiles] of Object.entries(entry.entryJSFiles)) {
      // app/global-not-found is a root layout of its own, loaded for an unknown address only (a browser loading
      // any page does not fetch it: checked against Chromium, docs/performance.md).
      if (segment.endsWith("/global-not-found")) continue;
      for (const f of segmentFiles) if (f.endsWith(".js")) route.files.add(f);
    }
    modulesByFile(entry, route.modules);
    byRoute.set(routeOf(page), route);
  }
  return [...byRoute].map(([route, { files, modules }]) => ({
    route,
    files: [...files].sort(),
    modulesByFile: modules,
  }));
}

/** A file's size as `next start` sends it (gzip, zlib's default level), cached per file. */
export function gzipSizer(distDir: string): (file: string) => number {
  const cache = new Map<string, number>();
  return (file) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(distDir, file))).length;
      cache.set(file, size);
    }
    return size;
  };
}

const KB = 1024;

/** Each route's compressed first-load script against its ceiling; every ceiling against the floor + the maximum. */
export function checkBudget(
  routes: RouteScript[],
  sizeOf: (file: string) => number,
  ceilingsKb: Record<string, number> = FIRST_LOAD_CEILINGS_KB,
  maxAboveFloorKb = MAX_ABOVE_FLOOR_KB,
): BudgetReport {
  const total = (r: RouteScript) => r.files.reduce((sum, f) => sum + sizeOf(f), 0);
  const floorRoute = routes.find((r) => r.route === FLOOR_ROUTE);
  if (!floorRoute) throw new Error(`the build has no ${FLOOR_ROUTE} page: the floor cannot be measured`);
  const floorFiles = new Set(floorRoute.files);
  const floor = total(floorRoute);
  const limit = floor + maxAboveFloorKb * KB;
  const growth = (r: RouteScript): Growth[] =>
    r.files
      .filter((f) => !floorFiles.has(f))
      .map((file) => ({ file, bytes: sizeOf(file), modules: r.modulesByFile?.[file] ?? [] }))
      .sort((a, b) => b.bytes - a.bytes);
  const figures = routes
    .map((r) => {
      const bytes = total(r);
      const ceilingKb = r.route === FLOOR_ROUTE ? undefined : ceilingsKb[r.route];
      const ceiling = ceilingKb === undefined ? (r.route === FLOOR_ROUTE ? limit : null) : ceilingKb * KB;
      const over = ceiling === null || bytes > ceiling;
      return { route: r.route, bytes, ceiling, over, growth: over ? growth(r) : [] };
    })
    .sort((a, b) => b.bytes - a.bytes);
  const ceilingsTooHigh = Object.entries(ceilingsKb)
    .filter(([, kb]) => kb * KB > limit)
    .map(([route]) => route);
  return { floor, limit, routes: figures, over: figures.filter((f) => f.over), ceilingsTooHigh };
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** The table the check prints: each route, its script, its ceiling; for a route over it, what it loads beyond the floor. */
export function formatReport(report: BudgetReport): string {
  const lines = [
    `First-load script, gzip: floor (${FLOOR_ROUTE}) ${kb(report.floor)} KB; no ceiling above ${kb(report.limit)} KB (floor + ${kb(report.limit - report.floor)})`,
  ];
  for (const r of report.routes) {
    const ceiling =
      r.route === FLOOR_ROUTE ? "the floor" : r.ceiling === null ? "no ceiling" : `ceiling ${kb(r.ceiling)} KB`;
    const above = r.bytes - report.floor;
    lines.push(
      `${r.over ? "OVER" : "ok  "}  ${kb(r.bytes).padStart(6)} KB  (${above < 0 ? "" : "+"}${kb(above)} above floor; ${ceiling})  ${r.route}`,
    );
    for (const g of r.growth.slice(0, 5)) {
      lines.push(
        `        ${kb(g.bytes).padStart(6)} KB  ${g.file}: ${g.modules.slice(0, 6).join(", ") || "(no client module named)"}`,
      );
    }
  }
  for (const route of report.ceilingsTooHigh) lines.push(`CEILING TOO HIGH  ${route}: above ${kb(report.limit)} KB`);
  const bad = report.over.length + report.ceilingsTooHigh.length;
  lines.push(
    bad
      ? `${report.over.length} route(s) over their ceiling, ${report.ceilingsTooHigh.length} ceiling(s) too high`
      : "every route within its ceiling",
  );
  return lines.join("\n");
}
