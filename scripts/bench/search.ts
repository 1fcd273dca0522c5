/**
 * The search part of the bench (issue #19): the products API with a search (a typo that matches, and a term that
 * matches nothing) at 1,000 and at 100,000 products, and the header's suggestions at 100,000. The catalogues are
 * grown like the listing's (grow-catalog.ts), then vacuumed so the trigram index holds every row (PGlite has no
 * autovacuum; PostgreSQL's would do the same), and measured warm in two alternating rounds, keeping each path's
 * round with the lower p50.
 */
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { connect } from "../../lib/db/connect";
import { prepareCatalog } from "./grow-catalog";
import { measureLoad, type LoadFigures } from "./load";
import { startServer, warm } from "./server";

export const SEARCH_PATHS = {
  typo: "/api/v1/products?page=1&limit=8&sort=PRICE_DESC&search=kemja",
  none: "/api/v1/products?page=1&limit=8&sort=PRICE_DESC&search=zzqx",
  suggest: "/api/v1/products/suggest?q=kemja",
} as const;

export interface SearchFigures {
  rows: (LoadFigures & { products: number })[];
  suggestP50At100k: number;
  typoP50Ratio: number;
  noneP50Ratio: number;
}

async function grow(dir: string, total: number): Promise<void> {
  await prepareCatalog(dir, total);
  const { db, close } = await connect({ dataDir: `${dir}/pglite` });
  try {
    await db.execute(sql`VACUUM ANALYZE products`);
  } finally {
    await close();
  }
}

async function round(dir: string, port: number, paths: string[]): Promise<LoadFigures[]> {
  const server = await startServer({ port, dataDir: dir });
  try {
    await warm(server.origin, paths, 10);
    const out: LoadFigures[] = [];
    for (const p of paths) out.push(await measureLoad(server.origin, p, { connections: 8, seconds: 5 }));
    return out;
  } finally {
    await server.stop();
  }
}

export async function measureSearch(port: number): Promise<SearchFigures> {
  const small = path.join(os.tmpdir(), "storefront-bench-search-1000");
  const large = path.join(os.tmpdir(), "storefront-bench-search-100000");
  await grow(small, 1_000);
  await grow(large, 100_000);
  const smallPaths = [SEARCH_PATHS.typo, SEARCH_PATHS.none];
  const largePaths = [SEARCH_PATHS.typo, SEARCH_PATHS.none, SEARCH_PATHS.suggest];
  const best = (a: LoadFigures[], b: LoadFigures[]) => a.map((x, i) => (b[i].p50 < x.p50 ? b[i] : x));
  let at1k = await round(small, port, smallPaths);
  let at100k = await round(large, port, largePaths);
  at1k = best(at1k, await round(small, port, smallPaths));
  at100k = best(at100k, await round(large, port, largePaths));
  const ratio = (i: number) => Number((at100k[i].p50 / Math.max(at1k[i].p50, 0.1)).toFixed(2));
  return {
    rows: [...at1k.map((f) => ({ products: 1_000, ...f })), ...at100k.map((f) => ({ products: 100_000, ...f }))],
    suggestP50At100k: at100k[2].p50,
    typoP50Ratio: ratio(0),
    noneP50Ratio: ratio(1),
  };
}
