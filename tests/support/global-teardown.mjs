import { execFileSync } from "node:child_process";

/** Removes this run's template (tests/support/global-setup.mjs). */
export default function globalTeardown() {
  execFileSync("npx", ["tsx", "scripts/test-template.ts", "--drop"], { stdio: "inherit", env: process.env });
}
