/**
 * `npm test` runs this after the production build: prints each page's first-load script (gzip) against its ceiling
 * (scripts/script-ceilings.ts) and exits 1 when a page passes its ceiling, has none, or a ceiling is above the floor
 * page's figure + MAX_ABOVE_FLOOR_KB. NEXT_DIST: the build folder (default .next). `--propose` prints every route's
 * figure + 5 KB (never above the floor + MAX_ABOVE_FLOOR_KB), in tenths of a KB, in the ceilings file's form, to set the ceilings after a deliberate change.
 */
import { FLOOR_ROUTE, checkBudget, formatReport, gzipSizer, readRouteScripts } from "./script-budget";
import { MARGIN_KB } from "./script-ceilings";

const distDir = process.env.NEXT_DIST ?? ".next";
const report = checkBudget(readRouteScripts(distDir), gzipSizer(distDir));
if (process.argv.includes("--propose")) {
  const tenths = (kb: number, round: (n: number) => number) => round(kb * 10) / 10;
  const cap = tenths(report.limit / 1024, Math.floor);
  for (const r of [...report.routes].sort((a, b) => a.route.localeCompare(b.route)))
    if (r.route !== FLOOR_ROUTE)
      console.log(`  "${r.route}": ${Math.min(tenths(r.bytes / 1024 + MARGIN_KB, Math.ceil), cap)},`);
} else {
  console.log(formatReport(report));
  if (process.argv.includes("--json")) console.log(JSON.stringify(report));
  process.exitCode = report.over.length || report.ceilingsTooHigh.length ? 1 : 0;
}
