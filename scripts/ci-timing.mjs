// CI's timing table: each step of .ci/run with its time (reports/ci-steps.tsv, written by .ci/run), the 20 slowest
// tests of every report, and a warning line when the run passed its guard.
// Usage: node scripts/ci-timing.mjs <started-at epoch seconds> <report.json>...
import { existsSync, readFileSync } from "node:fs";

const WARN_AFTER_SECONDS = 20 * 60;
const SLOWEST = 20;

const startedAt = Number(process.argv[2]);
const reports = process.argv.slice(3);
const minutes = (s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, "0")}`;

/**
 * Steps as .ci/run wrote them: name, start and end (epoch seconds), exit code, and the CPU seconds its processes
 * used (scripts/ci-steps.sh; absent in older files). Parallel steps overlap.
 */
function readSteps() {
  if (!existsSync("reports/ci-steps.tsv")) return [];
  return readFileSync("reports/ci-steps.tsv", "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [name, start, end, rc, cpu] = line.split("\t");
      return {
        name,
        start: Number(start),
        end: Number(end),
        rc: Number(rc),
        cpu: cpu === undefined ? null : Number(cpu),
      };
    });
}

/** Every test's duration in seconds, from jest's and Playwright's JSON reports. */
function readTests(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, "utf8"));
  const pass = file.replace(/^reports\//, "").replace(/\.json$/, "");
  const tests = [];
  if (Array.isArray(report.testResults)) {
    for (const suite of report.testResults) {
      for (const t of suite.assertionResults ?? []) {
        tests.push({
          pass,
          name: `${suite.name.replace(`${process.cwd()}/`, "")} › ${t.fullName}`,
          seconds: (t.duration ?? 0) / 1000,
        });
      }
    }
  } else if (report.suites) {
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          const seconds = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0) / 1000;
          tests.push({ pass, name: `${file} › ${spec.title}`, seconds });
        }
      }
      for (const child of suite.suites ?? []) walk(child, file);
    };
    for (const suite of report.suites) walk(suite, suite.file ?? suite.title);
  }
  return tests;
}

const steps = readSteps();
const total = steps.length ? Math.max(...steps.map((s) => s.end)) - startedAt : 0;
console.log("\n== timing ==");
console.log("| step | started | took | CPU | exit |");
console.log("| --- | --- | --- | --- | --- |");
const cpu = (s) => (s.cpu === null ? "" : minutes(s.cpu));
for (const s of steps)
  console.log(`| ${s.name} | +${minutes(s.start - startedAt)} | ${minutes(s.end - s.start)} | ${cpu(s)} | ${s.rc} |`);
const cpuTotal = steps.reduce((sum, s) => sum + (s.cpu ?? 0), 0);
console.log(`| **total** | | **${minutes(total)}** | ${minutes(cpuTotal)} (2 cores: ${minutes(2 * total)}) | |`);

const tests = reports
  .flatMap(readTests)
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, SLOWEST);
console.log(`\n== the ${SLOWEST} slowest tests ==`);
console.log("| test | pass | seconds |");
console.log("| --- | --- | --- |");
for (const t of tests) console.log(`| ${t.name.replace(/\|/g, "\\|")} | ${t.pass} | ${t.seconds.toFixed(1)} |`);

if (total > WARN_AFTER_SECONDS && steps.length) {
  const slowest = steps.reduce((a, b) => (b.end - b.start > a.end - a.start ? b : a));
  console.log(
    `\nWARNING: CI took ${minutes(total)}, over its ${WARN_AFTER_SECONDS / 60}-minute guard; the slowest step is "${slowest.name}" (${minutes(slowest.end - slowest.start)})`,
  );
}
