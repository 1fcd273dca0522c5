// Reads jest and Playwright JSON reports and prints the closing line CI reads: "N passed, N failed" (a failed check
// of reports/ci-steps.tsv, such as the lint or the script budget, counts as one failure).
// Above it, each failed test (and each Playwright test that passed only on a retry) with the first lines of its
// error (an assertion's expected and received values), so a red run names its cause even when only the end of the
// log is kept. For a failed browser flow it also
// prints the page as it was when the test failed (Playwright's error context: the page's accessibility snapshot),
// since CI records no traces: a flaky failure then shows what the shopper would have seen.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const flaky = [];
const pageSnapshots = [];
const SNAPSHOT_LINES = 250;
const ERROR_LINES = 12;
const errorLines = (text) =>
  String(text ?? "")
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .filter((l) => l.trim());
const firstLine = (text) => errorLines(text)[0] ?? "";
/** An error's first lines, indented under the failure's own line: enough for a diff of expected and received. */
const errorHead = (text) => {
  const lines = errorLines(text);
  const more = lines.length > ERROR_LINES ? [`… ${lines.length - ERROR_LINES} more lines`] : [];
  return [...lines.slice(0, ERROR_LINES), ...more].join("\n    ");
};

/** Playwright's tests with their file, walking nested describe blocks. */
function* playwrightTests(suite, file) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? []) yield { title: `${file} › ${spec.title}`, test };
  for (const child of suite.suites ?? []) yield* playwrightTests(child, file);
}

/** The failed attempt's error context (the page's snapshot when it failed), its first lines, or "". */
function errorContext(test) {
  for (const result of test.results ?? []) {
    for (const attachment of result.attachments ?? []) {
      if (attachment.name !== "error-context") continue;
      const text =
        attachment.path && existsSync(attachment.path)
          ? readFileSync(attachment.path, "utf8")
          : Buffer.from(attachment.body ?? "", "base64").toString("utf8");
      if (!text) continue;
      // The page's snapshot only (the error itself is printed above; the test's source is in the repository).
      const all = String(text).split("\n");
      const from = all.findIndex((l) => l.startsWith("```yaml"));
      const to = all.findIndex((l, i) => i > from && l.startsWith("# Test source"));
      const lines = from >= 0 ? all.slice(from, to > from ? to : undefined) : all;
      const cut = lines.length > SNAPSHOT_LINES ? `\n    … ${lines.length - SNAPSHOT_LINES} more lines` : "";
      return (
        lines
          .slice(0, SNAPSHOT_LINES)
          .map((l) => `    ${l}`)
          .join("\n") + cut
      );
    }
  }
  return "";
}

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`[summary] missing report ${file}: counted as one failure`);
    failed += 1;
    continue;
  }
  const pass = file.replace(/^reports\//, "").replace(/\.json$/, "");
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (typeof report.numPassedTests === "number") {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const suite of report.testResults) {
      const name = suite.name.replace(`${process.cwd()}/`, "");
      // A test file that failed to run at all has no failed tests but must still count.
      if (suite.status === "failed" && suite.assertionResults.length === 0) {
        failed += 1;
        failures.push(`${pass}: ${name}: ${errorHead(suite.message)}`);
      }
      for (const t of suite.assertionResults) {
        if (t.status === "failed")
          failures.push(`${pass}: ${name} › ${t.fullName}: ${errorHead(t.failureMessages?.[0])}`);
      }
    }
  } else if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    if (report.errors?.length) {
      failed += report.errors.length;
      for (const e of report.errors) failures.push(`${pass}: ${firstLine(e.message)}`);
    }
    for (const suite of report.suites ?? []) {
      for (const { title, test } of playwrightTests(suite, suite.file ?? suite.title)) {
        const error = test.results?.find((r) => r.error)?.error?.message;
        if (test.status === "unexpected") {
          failures.push(`${pass}: ${title}: ${errorHead(error)}`);
          const snapshot = errorContext(test);
          if (snapshot) pageSnapshots.push(`${pass}: ${title}\n${snapshot}`);
        } else if (test.status === "flaky") flaky.push(`${pass}: ${title}: ${firstLine(error)}`);
      }
    }
  }
}
// The run's checks that write no test report (the lint, the script budget, the build, the templates: each a step of
// reports/ci-steps.tsv with its exit code) count as one failure each when they fail, so the closing line cannot read
// green on a red run. The test runners' steps are counted from their reports above.
const checks = existsSync("reports/ci-steps.tsv") ? readFileSync("reports/ci-steps.tsv", "utf8").split("\n") : [];
for (const row of checks) {
  const [name, , , exit] = row.split("\t");
  if (!name || !exit || exit === "0" || /^(jest|playwright|hardening)\b/.test(name)) continue;
  failed += 1;
  failures.push(`${name}: failed with exit code ${exit} (its output is above)`);
}
if (pageSnapshots.length) console.log(`the pages of the failed browser flows:\n${pageSnapshots.join("\n\n")}`);
if (flaky.length) console.log(`passed on a retry:\n${flaky.map((f) => `  ${f}`).join("\n")}`);
if (failures.length) console.log(`failed:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
