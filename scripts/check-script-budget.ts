/**
 * `npm test` runs this after the production build: prints each page's first-load script (gzip) against its budget,
 * the floor page's plus 20 KB (scripts/script-budget.ts), and exits 1 when any page passes it. NEXT_DIST: the build
 * folder (default .next).
 */
import { checkBudget, formatReport, gzipSizer, readRouteScripts } from "./script-budget";

const distDir = process.env.NEXT_DIST ?? ".next";
const report = checkBudget(readRouteScripts(distDir), gzipSizer(distDir));
console.log(formatReport(report));
if (process.argv.includes("--json")) console.log(JSON.stringify(report));
process.exitCode = report.over.length ? 1 : 0;
