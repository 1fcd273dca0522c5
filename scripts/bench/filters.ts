/**
 * Bench part `filters` (`npm run bench -- --only filters`): the filtered listing on the catalogue grown to 100,000
 * products. Measures, with and without the filter indexes (stock_in_stock_idx, products_color_idx):
 *  - the filtered /products page (size + colour + price range), steady state (8 connections, 5 s): p50/p99;
 *  - the same page with a new price range on every request (20 sequential requests): the counts and the page
 *    computed from the database each time, no cache hit: p50/max;
 *  - the filtered products API (live rows, cached count) as infinite scroll calls it.
 */
import { sql } from "drizzle-orm";
import { connect } from "../../lib/db/connect";
import { measureLoad, type LoadFigures } from "./load";
import { startServer, warm } from "./server";

export const FILTERED_PAGE =
  "/products?category_id=9&size=M&color=hitam,navy&price_min=150000&price_max=700000&sort=PRICE_DESC";
export const FILTERED_API =
  "/api/v1/products?page=2&limit=8&category_id=9&size=M&color=hitam,navy&price_min=150000&price_max=700000&sort=PRICE_DESC";

export interface FilterFigures {
  indexes: boolean;
  page: LoadFigures;
  uncachedPage: { p50: number; max: number; requests: number };
  api: LoadFigures;
}

async function setIndexes(dataDir: string, on: boolean) {
  const { db, close } = await connect({ dataDir: `${dataDir}/pglite` });
  try {
    if (on) {
      await db.execute(
        sql`create index if not exists stock_in_stock_idx on stock (size_code, product_id) where qty > 0`,
      );
      await db.execute(sql`create index if not exists products_color_idx on products (lower(color_name))`);
    } else {
      await db.execute(sql`drop index if exists stock_in_stock_idx`);
      await db.execute(sql`drop index if exists products_color_idx`);
    }
    await db.execute(sql`analyze`);
  } finally {
    await close();
  }
}

async function uncached(origin: string, n: number) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await fetch(
      `${origin}${FILTERED_PAGE.replace("price_min=150000", `price_min=${150000 + (Date.now() % 100000) + i}`)}`,
    );
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: Math.round(times[Math.floor(n / 2)]), max: Math.round(times[n - 1]), requests: n };
}

export async function measureFilters(dataDir: string, port: number, indexes: boolean): Promise<FilterFigures> {
  await setIndexes(dataDir, indexes);
  // The page's typed price range passes the search gate (lib/server/http/search-gate.ts), off here: this part measures
  // the render, not the gate.
  const server = await startServer({ port, dataDir, env: { SEARCH_RATE_LIMIT: "0" } });
  try {
    await warm(server.origin, [FILTERED_PAGE, FILTERED_API], 5);
    const page = await measureLoad(server.origin, FILTERED_PAGE, { connections: 8, seconds: 5 });
    const uncachedPage = await uncached(server.origin, 20);
    const api = await measureLoad(server.origin, FILTERED_API, { connections: 8, seconds: 5 });
    return { indexes, page, uncachedPage, api };
  } finally {
    await server.stop();
  }
}
