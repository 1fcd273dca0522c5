/**
 * `npm run bench -- --only import`: the catalogue import at scale on PostgreSQL (issue 32 part 7). Generates a folder of
 * BENCH_IMPORT_PRODUCTS products (default 100,000) × 6 sizes, 20 showrooms and stock for each SKU at
 * BENCH_IMPORT_PER_SKU showrooms (default 5; 20 = every SKU everywhere) under the temp folder (kept for the next run),
 * imports it with `npm run catalog -- import` as a child process into a fresh database (`bench_import_<pid>` next to
 * BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; migrated first, dropped after), then imports
 * the same folder again. Each run: wall time, the child's peak resident memory (its maxRSS at exit) and its report.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { connect } from "../../lib/db/connect";
import { pgAdmin, withDatabase } from "../../tests/support/pg-admin";
import { writeImportFiles } from "./import-files";

export interface ImportRun {
  run: string;
  seconds: number;
  peakRssMiB: number;
  code: number;
  report: string[];
}

export interface ImportFigures {
  products: number;
  skus: number;
  stockRows: number;
  showroomsPerSku: number;
  runs: ImportRun[];
}

/** `npm run catalog -- import <dir>` as a retailer runs it; the peak RSS is the largest of its processes' (npm, tsx, the import). */
function runImport(dir: string, databaseUrl: string, label: string): Promise<ImportRun> {
  const rssDir = mkdtempSync(path.join(os.tmpdir(), "sf-rss-"));
  const started = process.hrtime.bigint();
  const nodeOptions =
    `${process.env.NODE_OPTIONS ?? ""} --import ${path.resolve("scripts/bench/rss-at-exit.mjs")}`.trim();
  const child = spawn("npm", ["run", "-s", "catalog", "--", "import", dir], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      OPS_URL: "",
      RSS_REPORT_DIR: rssDir,
      NODE_OPTIONS: nodeOptions,
      CATALOG_TIMINGS: "1",
      REVALIDATE_SECRET: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const rssKiB = Math.max(...readdirSync(rssDir).map((f) => Number(readFileSync(path.join(rssDir, f), "utf8"))));
      rmSync(rssDir, { recursive: true, force: true });
      resolve({
        run: label,
        seconds: Number(seconds.toFixed(1)),
        peakRssMiB: Math.round(rssKiB / 1024),
        code: code ?? 1,
        report: out
          .trim()
          .split("\n")
          .filter((l) => !l.startsWith("npm warn"))
          .slice(0, 24),
      });
    });
  });
}

export async function measureImport(): Promise<ImportFigures> {
  const products = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 100_000);
  const perSku = Number(process.env.BENCH_IMPORT_PER_SKU ?? 5);
  const dir = path.join(os.tmpdir(), `storefront-bench-import-${products}-${perSku}`);
  if (!existsSync(path.join(dir, "stock.csv"))) await writeImportFiles(dir, products, perSku);
  const base = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `bench_import_${process.pid}`;
  await pgAdmin(base, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, `CREATE DATABASE "${name}"`]);
  const url = withDatabase(base, name);
  try {
    await (await connect({ databaseUrl: url, poolSize: 1 })).close();
    const first = await runImport(dir, url, "first import (empty database)");
    const again = await runImport(dir, url, "same files again (unchanged)");
    return {
      products,
      skus: products * 6,
      stockRows: products * 6 * perSku,
      showroomsPerSku: perSku,
      runs: [first, again],
    };
  } finally {
    await pgAdmin(base, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]);
  }
}
