/**
 * What a page's first-load script is made of, by source file: `npx tsx scripts/bench/script-sources.ts <route>
 * [--except <route>] [--top N]`, on a build made with `BROWSER_SOURCE_MAPS=1 npm run build` (browser source maps;
 * never for a live build). Each source's bytes in the route's entry chunks (the floor page's excluded, and those of
 * `--except`, e.g. `/[lang]/tnc` for the layout's share), each chunk's gzip size shared out in proportion: an
 * estimate per source that adds up to the route's figure in scripts/check-script-budget.ts.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { TraceMap, eachMapping, type SourceMapInput } from "@jridgewell/trace-mapping";
import { FLOOR_ROUTE, readRouteScripts } from "../script-budget";

const DIST = process.env.NEXT_DIST_DIR || ".next";
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const except = option("--except");
const top = Number(option("--top") ?? 40);
const route = args[0];
if (!route) throw new Error("usage: script-sources.ts <route> [--except <route>] [--top N]");

const routes = new Map(readRouteScripts(DIST).map((r) => [r.route, new Set(r.files)]));
const filesOf = (name: string) => {
  const files = routes.get(name);
  if (!files) throw new Error(`no route ${name} in ${DIST}'s manifests`);
  return files;
};
const skip = new Set([...filesOf(FLOOR_ROUTE), ...(except ? filesOf(except) : [])]);
const perSource = new Map<string, number>();
let total = 0;

for (const file of filesOf(route)) {
  if (skip.has(file)) continue;
  const full = path.join(DIST, file);
  const code = readFileSync(full, "utf8");
  const gzip = gzipSync(code).length;
  total += gzip;
  const url = /sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const mapFile = url ? path.join(path.dirname(full), url) : `${full}.map`;
  if (!existsSync(mapFile)) {
    perSource.set(`${file} (no source map: build with BROWSER_SOURCE_MAPS=1)`, gzip);
    continue;
  }
  const raw = JSON.parse(readFileSync(mapFile, "utf8")) as {
    sections?: { offset: { line: number; column: number }; map: SourceMapInput }[];
  };
  const sections = raw.sections ?? [{ offset: { line: 0, column: 0 }, map: raw as SourceMapInput }];
  const lineStarts: number[] = [];
  let at = 0;
  for (const line of code.split("\n")) {
    lineStarts.push(at);
    at += line.length + 1;
  }
  const segments: [number, string][] = [];
  for (const { offset, map } of sections) {
    eachMapping(new TraceMap(map), (m) => {
      const line = m.generatedLine - 1 + offset.line;
      const column = m.generatedColumn + (m.generatedLine === 1 ? offset.column : 0);
      segments.push([lineStarts[line]! + column, m.source ?? "(generated)"]);
    });
  }
  segments.sort((a, b) => a[0] - b[0]);
  segments.forEach(([start, source], i) => {
    const length = (segments[i + 1]?.[0] ?? code.length) - start;
    perSource.set(source, (perSource.get(source) ?? 0) + (length * gzip) / code.length);
  });
}

const name = (source: string) =>
  source.replace(/^turbopack:\/\/\/\[project\]\//, "").replace(/^.*node_modules\//, "node_modules/");
console.log(`${route}: ${(total / 1024).toFixed(1)} KB gzip beyond ${except ?? "the floor page"}`);
for (const [source, bytes] of [...perSource].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${(bytes / 1024).toFixed(2).padStart(7)}  ${name(source)}`);
}
