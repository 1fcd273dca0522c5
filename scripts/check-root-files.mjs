#!/usr/bin/env node
// Fails when the repository's root holds a code file that is not one of the tools' entry points: runtime modules
// live in their folders (the cache handlers in cache-handlers/, scripts in scripts/, the app's code in app/, lib/,
// components/ and stores/; docs/architecture.md). Only files git tracks, or would track, are read.
import { execFileSync } from "node:child_process";

/** The root's code files: what Next, the tools and Node look for there by name. */
const ENTRY_POINTS = new Set([
  "next.config.ts",
  "proxy.ts",
  "instrumentation.ts",
  "drizzle.config.ts",
  "playwright.config.ts",
  "jest.config.mjs",
  "eslint.config.mjs",
]);
const CODE = /\.(c|m)?(j|t)sx?$/;

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => file && !file.includes("/") && CODE.test(file));
const strays = files.filter((file) => !ENTRY_POINTS.has(file));
if (strays.length > 0) {
  for (const file of strays) {
    console.error(`${file}: a code file at the repository's root; move it to its folder (docs/architecture.md)`);
  }
  process.exit(1);
}
console.log(`the root holds only the tools' entry points (${files.length} files)`);
