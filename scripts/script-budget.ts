/**
 * The script budget (issue #35, point 1): each page's first-load JavaScript, compressed, within 20 KB of the
 * framework's floor page (`/bench-floor`, a bare root layout with no client code of ours). Read from a production
 * build's manifests, as Next itself does for its route bundle stats: per page, the union of the `entryJSFiles` of its
 * client reference manifest (page, layouts, their error and not-found boundaries) and the build's `rootMainFiles`. Chunks loaded later on demand
 * (`next/dynamic`, `import()`) are not part of a page's entry files, so they do not count: that is the point.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";

export const FLOOR_ROUTE = "/bench-floor";
/** What a page may load above the floor page, compressed: 20 KB. */
export const ALLOWANCE_BYTES = 20 * 1024;

export interface RouteScript {
  route: string;
  files: string[];
}

export interface RouteFigure {
  route: string;
  bytes: number;
  /** The floor page's + the allowance. */
  budget: number;
  over: boolean;
}

export interface BudgetReport {
  floor: number;
  budget: number;
  routes: RouteFigure[];
  over: RouteFigure[];
}

/** `/(site)/[lang]/product/[id]/page` → `/[lang]/product/[id]`: route groups and the `/page` suffix dropped. */
export function routeOf(appPath: string): string {
  const parts = appPath.split("/").filter((p) => p && !(p.startsWith("(") && p.endsWith(")")) && !p.startsWith("@"));
  if (parts.at(-1) === "page") parts.pop();
  return `/${parts.join("/")}`;
}

type RscManifest = Record<string, { entryJSFiles?: Record<string, string[]> } | undefined>;

/** A page's client reference manifest is a script that assigns `globalThis.__RSC_MANIFEST[page] = {...}`. */
function readClientManifest(file: string): RscManifest {
  const sandbox: { __RSC_MANIFEST?: RscManifest; self?: unknown } = {};
  sandbox.self = sandbox;
  // The file is the build's own output (not outside input), run in a context of its own.
  runInNewContext(readFileSync(file, "utf8"), sandbox, { filename: file, timeout: 1000 });
  return sandbox.__RSC_MANIFEST ?? {};
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
  const byRoute = new Map<string, Set<string>>();
  for (const page of Object.keys(appPaths).filter((p) => p.endsWith("/page"))) {
    const file = path.join(distDir, "server", "app", `${page}_client-reference-manifest.js`);
    if (!existsSync(file)) throw new Error(`no client reference manifest for ${page} (${file})`);
    const entry = readClientManifest(file)[page];
    if (!entry?.entryJSFiles) throw new Error(`the client reference manifest of ${page} names no entry files`);
    const files = byRoute.get(routeOf(page)) ?? new Set<string>(shared);
    for (const [segment, segmentFiles] of Object.entries(entry.entryJSFiles)) {
      // app/global-not-found is a root layout of its own, loaded for an unknown address only (a browser loading
      // any page does not fetch it: checked against Chromium, docs/performance.md).
      if (segment.endsWith("/global-not-found")) continue;
      for (const f of segmentFiles) if (f.endsWith(".js")) files.add(f);
    }
    byRoute.set(routeOf(page), files);
  }
  return [...byRoute].map(([route, files]) => ({ route, files: [...files].sort() }));
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

/** Each route's compressed first-load script against the floor page's plus the allowance. */
export function checkBudget(
  routes: RouteScript[],
  sizeOf: (file: string) => number,
  allowance = ALLOWANCE_BYTES,
): BudgetReport {
  const total = (r: RouteScript) => r.files.reduce((sum, f) => sum + sizeOf(f), 0);
  const floorRoute = routes.find((r) => r.route === FLOOR_ROUTE);
  if (!floorRoute) throw new Error(`the build has no ${FLOOR_ROUTE} page: the floor cannot be measured`);
  const floor = total(floorRoute);
  const budget = floor + allowance;
  const figures = routes
    .map((r) => {
      const bytes = total(r);
      return { route: r.route, bytes, budget, over: bytes > budget };
    })
    .sort((a, b) => b.bytes - a.bytes);
  return { floor, budget, routes: figures, over: figures.filter((f) => f.over) };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The table the check prints: each route, its script, its margin (negative: over). */
export function formatReport(report: BudgetReport): string {
  const lines = [
    `Script budget: floor (${FLOOR_ROUTE}) ${kb(report.floor)} KB + ${kb(report.budget - report.floor)} KB = ${kb(report.budget)} KB, gzip`,
    ...report.routes.map((r) => {
      const mark = r.over ? "OVER" : "ok  ";
      return `${mark}  ${kb(r.bytes).padStart(6)} KB  (+${kb(r.bytes - report.floor)} above floor, ${kb(r.budget - r.bytes)} left)  ${r.route}`;
    }),
  ];
  lines.push(
    report.over.length
      ? `${report.over.length} route(s) over the script budget`
      : "every route within the script budget",
  );
  return lines.join("\n");
}
