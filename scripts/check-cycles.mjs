#!/usr/bin/env node
// Fails on any import cycle among the app's modules, type-only imports included (eslint's import/no-cycle skips
// those). Resolves the `@/` alias and relative paths; packages are outside the graph. Prints each cycle found.
import path from "node:path";
import { importGraph, ROOT } from "./import-graph.mjs";

const graph = importGraph();

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
