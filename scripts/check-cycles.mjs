#!/usr/bin/env node
// Fails on any import cycle among the app's modules, type-only imports included (eslint's import/no-cycle skips
// those). Resolves the `@/` alias and relative paths; packages are outside the graph. Prints each cycle found.
import fs from "node:fs";
import path from "node:path";

const ROOT = process.cwd();
const SOURCE_DIRS = ["app", "components", "stores", "lib"];
const SKIP = new Set(["node_modules", ".next", ".data", "migrations"]);
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function sourceFiles(dir, into = []) {
  for (const name of fs.readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const file = path.join(dir, name);
    if (fs.statSync(file).isDirectory()) sourceFiles(file, into);
    else if (/\.tsx?$/.test(name)) into.push(file);
  }
  return into;
}

function resolve(from, specifier) {
  let base;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^;]*?\sfrom\s+)?["']([^"']+)["']/gm;
const files = [...SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))), path.join(ROOT, "proxy.ts")];
const graph = new Map(
  files.map((file) => {
    const source = fs.readFileSync(file, "utf8");
    const deps = [...source.matchAll(IMPORT)].map((m) => resolve(file, m[1])).filter(Boolean);
    return [file, [...new Set(deps)]];
  }),
);

// Tarjan's strongly connected components: every component with more than one module is a cycle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function visit(node) {
  index.set(node, counter);
  low.set(node, counter);
  counter += 1;
  stack.push(node);
  onStack.add(node);
  for (const next of graph.get(node) ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
  }
  if (low.get(node) !== index.get(node)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(path.relative(ROOT, member));
  } while (member !== node);
  if (component.length > 1) cycles.push(component);
}
for (const node of graph.keys()) if (!index.has(node)) visit(node);

if (cycles.length > 0) {
  for (const cycle of cycles) console.error(`import cycle: ${cycle.join(" <-> ")}`);
  process.exit(1);
}
console.log(`no import cycles (${graph.size} modules)`);
