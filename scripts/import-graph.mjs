// The app's import graph, shared by the lint checks (check-cycles.mjs, check-server-layers.mjs): every .ts/.tsx module
// under the source folders with the modules it imports, type-only imports and dynamic import() included. Resolves the
// `@/` alias and relative paths; packages are outside the graph.
import fs from "node:fs";
import path from "node:path";

export const ROOT = process.cwd();
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
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** Map of absolute module path to the absolute paths it imports. `dynamic` adds import("…") expressions. */
export function importGraph({ dynamic = false } = {}) {
  const files = [...SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))), path.join(ROOT, "proxy.ts")];
  return new Map(
    files.map((file) => {
      const source = fs.readFileSync(file, "utf8");
      const specifiers = [...source.matchAll(IMPORT), ...(dynamic ? source.matchAll(DYNAMIC_IMPORT) : [])].map(
        (m) => m[1],
      );
      const deps = specifiers.map((s) => resolve(file, s)).filter(Boolean);
      return [file, [...new Set(deps)]];
    }),
  );
}
