/**
 * Bench helper (not a bench part): the search, suggestion and filtered-listing services timed in the database itself,
 * in one process, without HTTP (docs/performance.md, "Search" and "Filtered listing"). Against a grown catalogue:
 *   DATA_DIR=/tmp/storefront-bench-search-100000 npx tsx --conditions=react-server scripts/bench/search-db.ts
 *   DATABASE_URL=postgres://… (a catalogue grown with grow-catalog-pg.ts) npx tsx --conditions=react-server …
 * N runs per query (default 9, after one warm-up), PARTS=search,suggest,filters, TERMS=comma-separated search terms;
 * OLD=1 times the search's former query (pg_trgm on every row; needs a trigram index on products.search_text).
 */
import { sql } from "drizzle-orm";
import { getDb } from "../../lib/db";
import { listProducts, countProducts } from "../../lib/server/catalog/products";
import { suggest } from "../../lib/server/catalog/search";
import { listingFacets } from "../../lib/server/catalog/facets";
import { productsQuerySchema } from "../../lib/domain/catalog/query";

async function time(label: string, n: number, fn: () => Promise<unknown>) {
  await fn();
  const t: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await fn();
    t.push(performance.now() - s);
  }
  t.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(48)} median ${t[Math.floor(n / 2)].toFixed(2)} ms  min ${t[0].toFixed(2)}  max ${t[n - 1].toFixed(2)}`,
  );
}

async function main() {
  const s0 = performance.now();
  const db = await getDb();
  console.log("open+migrate", (performance.now() - s0).toFixed(0), "ms");
  const n = Number(process.env.N ?? 9);
  const old = process.env.OLD === "1";
  const parts = (process.env.PARTS ?? "search,suggest,filters").split(",");
  const q = (extra: Record<string, string>) =>
    productsQuerySchema.parse({ page: "1", limit: "8", sort: "PRICE_DESC", ...extra });
  if (old && parts.includes("search")) {
    for (const term of ["kemja", "kemeja", "zzqx"]) {
      await time(`old search ${term} (page 1)`, n, () =>
        db.execute(
          sql`select id from products where is_active and ${term} <% search_text order by word_similarity(${term}, search_text) desc, grand_price desc, id desc limit 8`,
        ),
      );
    }
    await time(`old suggest products kemja`, n, () =>
      db.execute(
        sql`select id from products where is_active and 'kemja' <% search_text order by word_similarity('kemja', search_text) desc, id desc limit 6`,
      ),
    );
  }
  if (!old && parts.includes("search")) {
    for (const term of (process.env.TERMS ?? "kemja,kemeja,zzqx,celana pendek,kemja batk").split(",")) {
      await time(`search ${term} page 1 (rows and count)`, n, () => listProducts(q({ search: term })));
      await time(`search ${term} page 3 (rows and count)`, n, () => listProducts(q({ search: term, page: "3" })));
      await time(`search ${term} count`, Math.min(n, 5), () => countProducts(q({ search: term })));
    }
  }
  if (!old && parts.includes("suggest")) {
    for (const term of ["kemja", "bottom", "zzqx", "celana pen"]) await time(`suggest ${term}`, n, () => suggest(term));
  }
  if (parts.includes("filters")) {
    const f = q({ category_id: "9", size: "M", color: "hitam,navy", price_min: "150000", price_max: "700000" });
    await time(`filtered page 2 (rows and count)`, n, () => listProducts({ ...f, page: 2 }));
    await time(`filtered count`, Math.min(n, 5), () => countProducts(f));
    await time(`filtered facets`, Math.min(n, 5), () => listingFacets(f));
  }
  process.exit(0);
}
void main();
