/** What every part of `npm run bench` shares: the server it measures, its scratch folders, its tables. */
import os from "node:os";
import path from "node:path";
import { startServer } from "./server";

export const PORT = Number(process.env.BENCH_PORT ?? 3210);

/** A scratch folder of the bench's own, by name. */
export const tmp = (name: string) => path.join(os.tmpdir(), `storefront-bench-${name}`);

/** Runs `fn` against a production server on `dataDir` (or `databaseUrl`), stopped afterwards. */
export async function withServer<T>(
  dataDir: string,
  fn: (origin: string) => Promise<T>,
  databaseUrl?: string,
): Promise<T> {
  const server = await startServer({ port: PORT, dataDir, databaseUrl });
  try {
    return await fn(server.origin);
  } finally {
    await server.stop();
  }
}

export function printTable(title: string, rows: object[]) {
  console.log(`\n${title}`);
  console.table(rows);
}
