import { execFileSync } from "node:child_process";

/** Seeds the template database once for the whole integration run. */
export default function globalSetup() {
  execFileSync("npx", ["tsx", "scripts/test-template.ts"], { stdio: "inherit", env: process.env });
}
