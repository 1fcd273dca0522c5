/**
 * Fails the test during which node-postgres warned of two queries at once on one client (./pg-overlap.ts). The warning
 * is printed once per loaded copy of pg, i.e. once per test file: the first test that causes it fails, with the stack
 * of the query that was queued behind another.
 */
import { PG_OVERLAP_WARNING } from "./pg-overlap";

const seen: string[] = [];

function onWarning(warning: Error): void {
  if (warning.message.includes(PG_OVERLAP_WARNING)) seen.push(warning.stack ?? warning.message);
}

function failOnOverlap(): void {
  const stacks = seen.splice(0);
  if (stacks.length > 0) throw new Error(`two queries at once on one PostgreSQL client:\n${stacks.join("\n\n")}`);
}

process.on("warning", onWarning);
afterEach(failOnOverlap);
afterAll(() => {
  process.off("warning", onWarning);
  failOnOverlap();
});
