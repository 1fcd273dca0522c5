import { execFileSync } from "node:child_process";

/** Removes this run's template (tests/support/global-setup.mjs). */
export default function globalTeardown() {
  if (process.env.TEST_TEMPLATE_SHARED === "1") return; // scripts/test-all.sh drops it after its last run
  execFileSync("npx", ["tsx", "scripts/test-template.ts", "--drop"], { stdio: "inherit", env: process.env });
}
