#!/usr/bin/env node
// Fails when a doc (README.md, docs/**/*.md) cites a repository path that does not exist: every `code span` and
// markdown link target that reads as a path (a top-level folder or file of the repository, or ./ and ../) must name
// a file or folder of this repository. Placeholders (<name>, *, …, {a,b}) and URL paths (/api/…) are not paths.
// The settings files an operator copies (.env.example) are read too: there every word that reads as such a path counts.
// Source files' comments are read for the test files they name (under tests or e2e, .test.ts or .spec.ts): a comment that
// sends the reader to a test must name one that exists.
import fs from "node:fs";
import path from "node:path";

const ROOT = process.cwd();
const SKIP = new Set(["node_modules", ".git", ".next", ".next-live", ".data"]);
const TOP = new Set(fs.readdirSync(ROOT).filter((name) => !SKIP.has(name) && !name.startsWith(".")));
// Paths a doc may cite that exist only after an install, a build or a run, or that the operator supplies.
const GENERATED = new Set(["node_modules", "public", "reports", "playwright-report", "test-results", "deploy/certs"]);

function docs() {
  const found = ["README.md"];
  const walk = (dir) => {
    for (const name of fs.readdirSync(path.join(ROOT, dir))) {
      const rel = path.join(dir, name);
      if (fs.statSync(path.join(ROOT, rel)).isDirectory()) walk(rel);
      else if (name.endsWith(".md")) found.push(rel);
    }
  };
  walk("docs");
  return found;
}

/** The path a cited text names, or null when it does not read as a repository path. */
function citedPath(text) {
  let t = text
    .trim()
    .replace(/[#?].*$/, "")
    .replace(/:\d+(-\d+)?$/, "")
    .replace(/[.,;:]+$/, "");
  while (t.endsWith(")") && t.split("(").length < t.split(")").length) t = t.slice(0, -1);
  if (!t || /[<>*{}…$\s|"'`=]/.test(t) || /^[a-z]+:\/\//i.test(t) || t.startsWith("/") || t.startsWith("@"))
    return null;
  if (t.startsWith("./") || t.startsWith("../")) return t;
  const first = t.split("/")[0];
  if (
    !TOP.has(first) &&
    !(
      t.includes("/") &&
      ["app", "lib", "components", "stores", "scripts", "tests", "e2e", "docs", "deploy", "public"].includes(first)
    )
  )
    return null;
  return t;
}

/** Plain-text settings files whose comments cite paths without markdown around them. */
const SETTINGS_FILES = [".env.example"].filter((file) => fs.existsSync(path.join(ROOT, file)));

/** What a file cites: markdown's code spans and link targets, or a settings file's words. */
function citations(doc, text) {
  if (SETTINGS_FILES.includes(doc))
    return [...text.matchAll(/[\w.-]+(?:\/[\w.-]+)+/g)].map((m) => ({ raw: m[0], link: false }));
  const prose = text.replace(/```[\s\S]*?```/g, "");
  return [
    ...[...prose.matchAll(/`([^`\n]+)`/g)].map((m) => ({ raw: m[1], link: false })),
    ...[...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => ({ raw: m[1], link: true })),
  ];
}

const problems = [];
for (const doc of [...docs(), ...SETTINGS_FILES]) {
  const cited = citations(doc, fs.readFileSync(path.join(ROOT, doc), "utf8"));
  for (const { raw, link } of cited) {
    const cite = citedPath(raw);
    if (!cite) continue;
    // Links and ./ ../ paths are relative to the doc; other paths to the repository's root.
    const relative = link || cite.startsWith("./") || cite.startsWith("../");
    const absolute = path.resolve(ROOT, relative ? path.dirname(doc) : "", cite);
    const inside = path.relative(ROOT, absolute);
    if (inside.startsWith("..") || path.isAbsolute(inside)) problems.push(`${doc}: ${raw} is outside the repository`);
    else if (GENERATED.has(inside) || [...GENERATED].some((g) => inside.startsWith(`${g}/`))) continue;
    // A module may be cited as imported, without its extension.
    else if (!["", ".ts", ".tsx", ".mjs"].some((ext) => fs.existsSync(absolute + ext)))
      problems.push(`${doc}: ${raw} does not exist`);
  }
}

/** The source files whose comments may name test files. */
function sources() {
  const found = [];
  const walk = (dir) => {
    for (const name of fs.readdirSync(path.join(ROOT, dir))) {
      if (SKIP.has(name)) continue;
      const rel = path.join(dir, name);
      if (fs.statSync(path.join(ROOT, rel)).isDirectory()) walk(rel);
      else if (/\.(ts|tsx|mjs|cjs|js|sh)$/.test(name)) found.push(rel);
    }
  };
  for (const dir of ["app", "lib", "components", "stores", "scripts", "tests", "e2e", "deploy", "cache-handlers"])
    if (fs.existsSync(path.join(ROOT, dir))) walk(dir);
  return found;
}

for (const file of sources()) {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  for (const [cite] of text.matchAll(/(?<![\w/.-])(?:tests|e2e)\/[\w./-]+\.(?:test|spec)\.tsx?/g))
    if (!fs.existsSync(path.join(ROOT, cite))) problems.push(`${file}: ${cite} does not exist`);
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log("every path the docs cite exists, and every test file a source names");
