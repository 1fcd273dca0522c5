import { execFileSync } from "node:child_process";

/** Seeds this run's template database once for the whole run (tests/support/template.ts names it). */
export default function globalSetup() {
  process.env.TEST_TEMPLATE_ID ??= String(process.pid);
  execFileSync("npx", ["tsx", "scripts/test-template.ts"], { stdio: "inherit", env: process.env });
}
