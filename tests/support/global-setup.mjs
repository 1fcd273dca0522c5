import { execFileSync } from "node:child_process";

/** Seeds this jest run's template database once for all its files (tests/support/template.ts names it). */
export default function globalSetup() {
  // scripts/test-all.sh seeds one template per database for all its runs (TEST_TEMPLATE_SHARED=1).
  if (process.env.TEST_TEMPLATE_SHARED === "1") return;
  process.env.TEST_TEMPLATE_ID ??= String(process.pid);
  execFileSync("npx", ["tsx", "scripts/test-template.ts"], { stdio: "inherit", env: process.env });
}
