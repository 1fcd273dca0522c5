/**
 * The retailer's catalogue tool: npm run catalog -- import <folder> [--dry-run] [--deactivate-missing] | export <folder>
 * (docs/catalog-format.md). With OPS_URL (and OPS_TOKEN) it sends the files to a running shop over HTTP, which is how to
 * reach an embedded PGlite database that the server holds open; otherwise it opens the database itself (DATABASE_URL,
 * or PGlite in DATA_DIR). Run with --conditions=react-server so the server-only marker of lib/server resolves.
 */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

interface Output {
  code: number;
  lines: string[];
}

interface ExportFiles {
  files: Record<string, string>;
  images: Record<string, string>;
}

async function post(body: unknown): Promise<Output & Partial<ExportFiles>> {
  const res = await fetch(`${process.env.OPS_URL!.replace(/\/+$/, "")}/api/ops/catalog`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${process.env.OPS_TOKEN}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as {
    data?: Output & Partial<ExportFiles>;
    error?: { message?: string };
  };
  if (!res.ok || !json.data)
    return { code: 1, lines: [`catalog endpoint answered ${res.status}: ${json.error?.message ?? res.statusText}`] };
  return json.data;
}

async function readFolder(dir: string, names: readonly string[]): Promise<Record<string, string>> {
  const present = await readdir(dir).catch(() => [] as string[]);
  const out: Record<string, string> = {};
  for (const name of present.filter((n) => names.includes(n)))
    out[name] = (await readFile(path.join(dir, name))).toString("base64");
  return out;
}

async function writeFolder(dir: string, files: Record<string, Buffer>, images: Record<string, Buffer>): Promise<void> {
  await mkdir(path.join(dir, "images"), { recursive: true });
  for (const [name, data] of Object.entries(files)) await writeFile(path.join(dir, name), data);
  for (const [name, data] of Object.entries(images)) await writeFile(path.join(dir, "images", name), data);
}

async function overHttp(args: string[]): Promise<Output> {
  const { parseCatalogArgs } = await import("../lib/server/catalog/catalog-commands");
  const { CATALOG_FILES } = await import("../lib/domain/catalog-import/format");
  const parsed = parseCatalogArgs(args);
  if ("usage" in parsed) return parsed.usage;
  if (parsed.command === "reviews-export") {
    const out = await post({ command: "reviews-export" });
    if (out.code !== 0 || !out.files?.["reviews.csv"]) return out;
    await writeFile(parsed.path, Buffer.from(out.files["reviews.csv"], "base64"));
    return { code: 0, lines: [...out.lines, `written to ${parsed.path}`] };
  }
  if (parsed.command === "reviews-import") {
    const csv = (await readFile(parsed.path)).toString("base64");
    return post({ command: "reviews-import", dry_run: parsed.dryRun, csv });
  }
  if (parsed.command === "export") {
    const out = await post({ command: "export" });
    if (out.code !== 0 || !out.files) return out;
    const decode = (f: Record<string, string>) =>
      Object.fromEntries(Object.entries(f).map(([n, d]) => [n, Buffer.from(d, "base64")]));
    await writeFolder(parsed.path, decode(out.files), decode(out.images ?? {}));
    return { code: 0, lines: [...out.lines, `written to ${parsed.path}`] };
  }
  const dir = parsed.input.path;
  const files = await readFolder(dir, Object.values(CATALOG_FILES));
  const imageDir = path.join(dir, "images");
  const images = await readFolder(imageDir, await readdir(imageDir).catch(() => []));
  return post({
    command: "import",
    dry_run: parsed.input.dryRun,
    deactivate_missing: parsed.input.deactivateMissing,
    files,
    images,
  });
}

/** After a direct import changed the catalogue, the running shop's caches are expired (as `npm run revalidate`). */
async function revalidate(): Promise<string> {
  const secret = process.env.REVALIDATE_SECRET;
  const base = process.env.REVALIDATE_URL ?? process.env.NEXT_PUBLIC_SITE_URL;
  if (!secret || !base)
    return "Pages keep their cached catalogue until `npm run revalidate` (set REVALIDATE_SECRET and REVALIDATE_URL to do it here).";
  const res = await fetch(new URL("/api/v1/revalidate", base), {
    method: "POST",
    headers: { "content-type": "application/json", "x-revalidate-secret": secret },
    body: "{}",
  }).catch(() => null);
  return res?.ok
    ? "The catalogue caches were revalidated."
    : `Revalidation failed (${res?.status ?? "no answer"}): run \`npm run revalidate\`.`;
}

async function direct(args: string[]): Promise<Output> {
  const { parseCatalogArgs, runExport, runImport } = await import("../lib/server/catalog/catalog-commands");
  const { folderSource } = await import("../lib/db/catalog-import/source");
  const { closeDb } = await import("../lib/db");
  const parsed = parseCatalogArgs(args);
  if ("usage" in parsed) return parsed.usage;
  try {
    if (parsed.command === "reviews-export") {
      const { exportReviews } = await import("../lib/server/reviews/csv");
      const out = await exportReviews();
      await writeFile(parsed.path, out.csv);
      return { code: 0, lines: [`reviews: ${out.count} exported`, `written to ${parsed.path}`] };
    }
    if (parsed.command === "reviews-import") {
      const { importReviews } = await import("../lib/server/reviews/csv");
      const out = await importReviews((await readFile(parsed.path)).toString("utf8"), parsed.dryRun);
      return out.changedProducts.length ? { code: out.code, lines: [...out.lines, await revalidate()] } : out;
    }
    if (parsed.command === "export") {
      const out = await runExport();
      await writeFolder(parsed.path, out.files, out.images);
      return { code: 0, lines: [...out.lines, `written to ${parsed.path}`] };
    }
    const out = await runImport(await folderSource(parsed.input.path), parsed.input);
    return out.changed ? { code: out.code, lines: [...out.lines, await revalidate()] } : out;
  } finally {
    await closeDb();
  }
}

async function main() {
  const args = process.argv.slice(2);
  if (process.env.OPS_URL && !process.env.OPS_TOKEN)
    throw new Error("OPS_URL needs OPS_TOKEN, the secret the shop was started with.");
  const output = process.env.OPS_URL ? await overHttp(args) : await direct(args);
  for (const line of output.lines) (output.code === 0 ? console.log : console.error)(line);
  process.exitCode = output.code;
}

main().catch((error: unknown) => {
  console.error("[catalog] failed:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
