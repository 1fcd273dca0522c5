// Reads jest and Playwright JSON reports and prints the closing line CI reads: "N passed, N failed".
// Above it, each failed test (and each Playwright test that passed only on a retry) with the first line of its
// error, so a red run names its cause even when only the end of the log is kept.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const flaky = [];
const firstLine = (text) =>
  String(text ?? "")
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .find((l) => l.trim()) ?? "";

/** Playwright's tests with their file, walking nested describe blocks. */
function* playwrightTests(suite, file) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? []) yield { title: `${file} › ${spec.title}`, test };
  for (const child of suite.suites ?? []) yield* playwrightTests(child, file);
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
        failures.push(`${pass}: ${name}: ${firstLine(suite.message)}`);
      }
      for (const t of suite.assertionResults) {
        if (t.status === "failed")
          failures.push(`${pass}: ${name} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
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
        if (test.status === "unexpected") failures.push(`${pass}: ${title}: ${firstLine(error)}`);
        else if (test.status === "flaky") flaky.push(`${pass}: ${title}: ${firstLine(error)}`);
      }
    }
  }
}
if (flaky.length) console.log(`passed on a retry:\n${flaky.map((f) => `  ${f}`).join("\n")}`);
if (failures.length) console.log(`failed:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
