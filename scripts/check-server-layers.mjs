#!/usr/bin/env node
// Fails when a lib/server folder imports a folder of its own level or above. The order is the numbered list in
// docs/architecture.md ("lib/server: folders import one way"), read from there so the page and the check never differ;
// a folder (or a file directly in lib/server) missing from the list fails too. Counts type-only and dynamic imports.
import fs from "node:fs";
import path from "node:path";
import { importGraph, ROOT } from "./import-graph.mjs";

const DOC = "docs/architecture.md";
const HEADING = "## lib/server: folders import one way";
const SERVER = path.join(ROOT, "lib/server");

function readOrder() {
  const text = fs.readFileSync(path.join(ROOT, DOC), "utf8");
  const start = text.indexOf(HEADING);
  if (start < 0) throw new Error(`${DOC} has no "${HEADING}" section`);
  const section = text.slice(start + HEADING.length).split(/\n## /)[0];
  const level = new Map();
  for (const line of section.split("\n")) {
    const m = /^(\d+)\.\s+(.*)$/.exec(line);
    if (!m) continue;
    // The folders come before the colon; what follows describes them.
    for (const [, unit] of m[2].split(": ")[0].matchAll(/`([^`]+)`/g)) level.set(unit, Number(m[1]));
  }
  if (level.size === 0) throw new Error(`${DOC}'s "${HEADING}" section lists no levels`);
  return level;
}

/** A module's unit: its folder directly under lib/server, or its own name for a file directly in it. */
function unitOf(file) {
  const parts = path.relative(SERVER, file).split(path.sep);
  return parts[0];
}

const level = readOrder();
const problems = [];
const units = new Set(
  fs.readdirSync(SERVER).filter((n) => fs.statSync(path.join(SERVER, n)).isDirectory() || /\.tsx?$/.test(n)),
);
for (const unit of units)
  if (!level.has(unit)) problems.push(`lib/server/${unit} is not in ${DOC}'s order: give it a level`);
for (const unit of level.keys())
  if (!units.has(unit)) problems.push(`${DOC}'s order lists ${unit}, which lib/server does not hold`);

for (const [file, deps] of importGraph({ dynamic: true })) {
  if (!file.startsWith(SERVER + path.sep)) continue;
  const from = unitOf(file);
  for (const dep of deps) {
    if (!dep.startsWith(SERVER + path.sep)) continue;
    const to = unitOf(dep);
    if (to === from || !level.has(from) || !level.has(to)) continue;
    if (level.get(to) >= level.get(from)) {
      problems.push(
        `${path.relative(ROOT, file)} (level ${level.get(from)}) imports ${path.relative(ROOT, dep)} (level ${level.get(to)}): a lib/server folder imports only lower levels (${DOC})`,
      );
    }
  }
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log(`lib/server imports one way (${units.size} folders and files in ${new Set(level.values()).size} levels)`);
