import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "../types";
import { LIST_SEPARATOR } from "../../domain/catalog-import/format";
import type { ImportProduct, ImportSize, ImportStock } from "../../domain/catalog-import/model";
import type { RowSinks } from "./load";

/**
 * The rows of products.csv and stock.csv, staged in temporary tables of the import's transaction as they are read
 * (dropped with it): the merges then compare them with the shop in SQL, set by set, and nothing but a batch is ever
 * held in this process. Lists (images, related products) are staged as their `|`-separated cell.
 */
const TABLES = [
  `CREATE TEMP TABLE import_products (
    line int NOT NULL, code text PRIMARY KEY, want_id int, name text NOT NULL, category text NOT NULL, sub_category text NOT NULL,
    grp text NOT NULL, sub_group text, group_id int, sub_group_id int, short_description text NOT NULL, description text NOT NULL,
    retail_price int NOT NULL, net_price int NOT NULL, disc_percent int NOT NULL, disc_amount int NOT NULL, weight_grams int NOT NULL,
    colour text, style text, size_chart text, active boolean NOT NULL, created_at timestamptz, images text NOT NULL, related text NOT NULL) ON COMMIT DROP`,
  `CREATE TEMP TABLE import_sizes (line int NOT NULL, code text NOT NULL, sku text NOT NULL, size_code text NOT NULL, size_name text NOT NULL, sort_order int NOT NULL) ON COMMIT DROP`,
  `CREATE TEMP TABLE import_stock (line int NOT NULL, sku text NOT NULL, showroom text NOT NULL, on_hand int NOT NULL, counted_at timestamptz) ON COMMIT DROP`,
  `CREATE TEMP TABLE import_photos (ref text PRIMARY KEY, url text NOT NULL) ON COMMIT DROP`,
];

/** Rows per staging statement: one array parameter per column (7 µs a stock row; a JSON parameter measured 9). */
const BATCH = 5000;

async function insertRows<R>(
  tx: Tx,
  table: string,
  rows: R[],
  spec: Record<string, [string, (row: R) => unknown]>,
): Promise<void> {
  const names = Object.keys(spec);
  const arrays = names.map((n) => sql`${sql.param(rows.map(spec[n]![1]))}::${sql.raw(spec[n]![0])}[]`);
  await tx.execute(
    sql`INSERT INTO ${sql.raw(table)} (${sql.raw(names.join(", "))}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`,
  );
}

const PRODUCT_COLUMNS: Record<string, [string, (p: ImportProduct) => unknown]> = {
  line: ["int", (p) => p.line],
  code: ["text", (p) => p.fields.product_code],
  want_id: ["int", (p) => p.fields.product_id],
  name: ["text", (p) => p.fields.name],
  category: ["text", (p) => p.fields.category],
  sub_category: ["text", (p) => p.fields.sub_category],
  grp: ["text", (p) => p.fields.group],
  sub_group: ["text", (p) => p.fields.sub_group],
  group_id: ["int", (p) => p.fields.group_id],
  sub_group_id: ["int", (p) => p.fields.sub_group_id],
  short_description: ["text", (p) => p.fields.short_description],
  description: ["text", (p) => p.fields.description],
  retail_price: ["int", (p) => p.fields.retail_price],
  net_price: ["int", (p) => p.fields.net_price],
  disc_percent: ["int", (p) => p.fields.discount_percent],
  disc_amount: ["int", (p) => p.fields.discount_amount],
  weight_grams: ["int", (p) => p.fields.weight_grams],
  colour: ["text", (p) => p.fields.colour],
  style: ["text", (p) => p.fields.style],
  size_chart: ["text", (p) => p.fields.size_chart],
  active: ["boolean", (p) => p.fields.active],
  created_at: ["timestamptz", (p) => p.fields.created_at?.toISOString() ?? null],
  images: ["text", (p) => p.fields.images.join(LIST_SEPARATOR)],
  related: ["text", (p) => p.fields.related.join(LIST_SEPARATOR)],
};

type StagedSize = ImportSize & { code: string; sortOrder: number };

const SIZE_COLUMNS: Record<string, [string, (s: StagedSize) => unknown]> = {
  line: ["int", (s) => s.line],
  code: ["text", (s) => s.code],
  sku: ["text", (s) => s.sku],
  size_code: ["text", (s) => s.sizeCode],
  size_name: ["text", (s) => s.sizeName],
  sort_order: ["int", (s) => s.sortOrder],
};

const STOCK_COLUMNS: Record<string, [string, (s: ImportStock) => unknown]> = {
  line: ["int", (s) => s.line],
  sku: ["text", (s) => s.sku],
  showroom: ["text", (s) => s.showroom],
  on_hand: ["int", (s) => s.onHand],
  counted_at: ["timestamptz", (s) => s.countedAt?.toISOString() ?? null],
};

/** The staging tables, and the sinks that fill them a batch at a time while the files are read. */
export async function stagingSinks(tx: Tx): Promise<RowSinks & { flush(): Promise<void> }> {
  for (const statement of TABLES) await tx.execute(sql.raw(statement));
  let products: ImportProduct[] = [];
  let sizes: StagedSize[] = [];
  let stock: ImportStock[] = [];
  // One batch is written while the next is read (the database and this process work side by side); reading waits
  // only when a second batch is full before the first is written.
  let writing: Promise<void> = Promise.resolve();
  const send = () => {
    const batch = { products, sizes, stock };
    products = [];
    sizes = [];
    stock = [];
    const previous = writing;
    writing = (async () => {
      await previous;
      if (batch.products.length) await insertRows(tx, "import_products", batch.products, PRODUCT_COLUMNS);
      if (batch.sizes.length) await insertRows(tx, "import_sizes", batch.sizes, SIZE_COLUMNS);
      if (batch.stock.length) await insertRows(tx, "import_stock", batch.stock, STOCK_COLUMNS);
    })();
    // A failed write is thrown by the next drain or flush; meanwhile it must not count as unhandled.
    writing.catch(() => undefined);
    return previous;
  };
  const flush = async () => {
    await send();
    await writing;
  };
  return {
    products: {
      product: (p) => void products.push(p),
      size: (code, size, sortOrder) => void sizes.push({ ...size, code, sortOrder }),
    },
    stock: (row) => void stock.push(row),
    drain: () => (products.length + sizes.length + stock.length >= BATCH ? send() : undefined),
    flush,
  };
}

/** Rows of a query, whichever driver ran it (node-postgres and PGlite both answer `rows`). */
export async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The number a `SELECT count(*)::int AS n …` (or a CTE ending in one) answers. */
export async function count(tx: Tx, query: SQL): Promise<number> {
  return Number((await rows<{ n: number }>(tx, query))[0]?.n ?? 0);
}
