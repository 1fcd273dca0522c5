import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "../types";
import type { ImportIssue } from "../../domain/catalog-import/issues";
import { emptyKind, type KindReport } from "./report";
import { withForeignKeysAfter } from "./bulk";
import { count, rows } from "./stage";

/**
 * Units of unpaid orders that hold them at one stock row (a size of a product at a showroom), `paidAt` null; or units
 * of orders paid at `paidAt`, after the earliest count of the import (sold since a count, the count could not know).
 */
export interface HeldRow {
  showroomId: number;
  productId: number;
  sizeCode: string;
  units: number;
  paidAt: Date | null;
}

/** The shop's rule of held and sold units (lib/server/stock/held.ts), for ImportOptions.stockHolds. */
export interface StockHolds {
  /** Locks the stock rows `keys` names (a query answering showroom_id, product_id, size_code), in the checkout's order. */
  lock(tx: Tx, keys: SQL): Promise<void>;
  /**
   * In one statement (one snapshot, so an order paid meanwhile is not counted both ways): the units unpaid orders
   * hold, and the units of orders paid after `since` whose stock was not given back, at each stock row with any.
   */
  held(tx: Tx, since: Date): Promise<HeldRow[]>;
}

const run = (tx: Tx, statement: string) => tx.execute(sql.raw(statement));

/**
 * Rows per writing statement, numbered product by product: the stock's statement trigger recomputes the sizes in stock
 * of each product a statement touches, so each product is in one statement (numbered showroom first, every statement
 * touched every product: 15 times the work at 3 million rows).
 */
const CHUNK = 200_000;

/**
 * Stages the units held (import_held) and sold since `since` (import_sold); answers them as text, to tell whether a
 * second count differs.
 */
async function stageHeld(tx: Tx, holds: StockHolds | undefined, since: Date): Promise<string> {
  await run(tx, `TRUNCATE import_held, import_sold`);
  const counted = holds ? await holds.held(tx, since) : [];
  if (!counted.length) return "";
  const stage = async (table: string, rows: HeldRow[], paidAt: boolean) => {
    if (!rows.length) return;
    const param = <T>(pick: (h: HeldRow) => T) => sql.param(rows.map(pick));
    await tx.execute(sql`INSERT INTO ${sql.raw(table)} SELECT * FROM unnest(${param((h) => h.showroomId)}::int[],
      ${param((h) => h.productId)}::int[], ${param((h) => h.sizeCode)}::text[], ${param((h) => h.units)}::int[]
      ${paidAt ? sql`, ${param((h) => h.paidAt?.toISOString() ?? null)}::timestamptz[]` : sql``})`);
  };
  await stage(
    "import_held",
    counted.filter((h) => h.paidAt === null),
    false,
  );
  await stage(
    "import_sold",
    counted.filter((h) => h.paidAt !== null),
    true,
  );
  return JSON.stringify(counted);
}

/**
 * Resolves each staged stock row to its size and showroom (import_stock_target). Refused by line: a row whose SKU no
 * longer names a size once products.csv is written (it gave that SKU to another size, or the size its own SKU), and two
 * rows naming one size at one showroom (a SKU and the derived form of another size's code).
 */
export async function stockTargets(tx: Tx): Promise<ImportIssue[]> {
  // Each SKU the staged rows name, resolved to its size: its own SKU, else `<product_code>-<size_code>` (format.ts).
  await run(
    tx,
    `CREATE TEMP TABLE import_stock_target ON COMMIT DROP AS
    SELECT st.line, r.id AS showroom_id, m.product_id, m.size_code, st.on_hand, coalesce(st.counted_at, now()) AS counted_at
    FROM import_stock st
    JOIN (SELECT coalesce(ps.sku, p.product_code || '-' || ps.size_code) AS sku, ps.product_id, ps.size_code
          FROM product_sizes ps JOIN products p ON p.id = ps.product_id) m ON m.sku = st.sku
    JOIN showrooms r ON r.showroom_name = st.showroom`,
  );
  const [sizes] = await rows<{ staged: number; resolved: number }>(
    tx,
    sql`SELECT (SELECT count(*)::int FROM import_stock) AS staged, (SELECT count(*)::int FROM import_stock_target) AS resolved`,
  );
  if (sizes?.staged === sizes?.resolved) return [];
  const lost = await rows<{ line: number; sku: string }>(
    tx,
    sql`SELECT line, sku FROM import_stock st WHERE NOT EXISTS (SELECT 1 FROM import_stock_target t WHERE t.line = st.line) ORDER BY line`,
  );
  const twice = await rows<{ line: number; first: number }>(
    tx,
    sql`SELECT line, first FROM (
    SELECT line, min(line) OVER (PARTITION BY showroom_id, product_id, size_code) AS first FROM import_stock_target) t WHERE line > first`,
  );
  return [
    ...lost.map((r) => ({
      file: "stock.csv",
      line: r.line,
      column: "sku",
      message: `the SKU "${r.sku}" names no size once products.csv is imported (a size now has it, or has another)`,
    })),
    ...twice.map((r) => ({
      file: "stock.csv",
      line: r.line,
      column: "sku",
      message: `names the same size at the same showroom as line ${r.first} (a SKU and its derived form)`,
    })),
  ];
}

/**
 * Units on hand per SKU and showroom, from the staged counts, each taken at its `counted_at` (else the import's time).
 * A count equal to the row's last count (of an import or a stock sync) changes nothing, even after sales; so does a
 * different count older than the last. Any other count is applied by the stock sync's rule
 * (lib/domain/ops/stock-count.ts): on hand, minus the units paid for since it was counted, minus the units unpaid
 * orders hold (never below zero), the holds it does not cover kept apart (`holds_uncovered`). The rows to change are
 * locked (in the checkout's order) and the holds counted again under the locks; a row left as it is stays right
 * whatever a checkout does meanwhile (a checkout moves units from on-shelf to held). A pair the file leaves out is
 * kept. The sizes whose units went up are left in import_raised (product_id, size_code) for the back-in-stock mails.
 */
export async function mergeStock(tx: Tx, holds: StockHolds | undefined): Promise<KindReport> {
  await run(
    tx,
    `CREATE TEMP TABLE import_held (showroom_id int, product_id int, size_code text, units int, PRIMARY KEY (showroom_id, product_id, size_code)) ON COMMIT DROP`,
  );
  await run(
    tx,
    `CREATE TEMP TABLE import_sold (showroom_id int, product_id int, size_code text, units int, paid_at timestamptz) ON COMMIT DROP`,
  );
  const [earliest] = await rows<{ at: string | Date }>(tx, sql`SELECT min(counted_at) AS at FROM import_stock_target`);
  const since = new Date(earliest?.at ?? Date.now());
  const changes = async (table: string, from: string) => {
    // Units paid since each row's count, driven by the (few) payments: one pass over the rows, not one query a row,
    // and none when nothing was paid since the file's earliest count.
    const soldAny = (await count(tx, sql`SELECT count(*)::int AS n FROM import_sold`)) > 0;
    await run(tx, `DROP TABLE IF EXISTS import_sold_since`);
    await run(
      tx,
      `CREATE TEMP TABLE import_sold_since ON COMMIT DROP AS
      SELECT t.showroom_id, t.product_id, t.size_code, sum(x.units)::int AS units
      FROM import_sold x JOIN ${from} t USING (showroom_id, product_id, size_code) WHERE x.paid_at > t.counted_at${soldAny ? "" : " AND false"}
      GROUP BY t.showroom_id, t.product_id, t.size_code`,
    );
    await run(
      tx,
      `CREATE TEMP TABLE ${table} ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY product_id, size_code, showroom_id)::int AS n, showroom_id, product_id, size_code, on_hand,
        counted_at, greatest(0, greatest(0, on_hand - sold) - held) AS qty, greatest(0, held - greatest(0, on_hand - sold)) AS uncovered, was_qty
      FROM (SELECT t.showroom_id, t.product_id, t.size_code, t.on_hand, t.counted_at, coalesce(h.units, 0) AS held,
          coalesce(x.units, 0) AS sold, s.qty AS was_qty
        FROM ${from} t LEFT JOIN import_held h USING (showroom_id, product_id, size_code)
        LEFT JOIN import_sold_since x USING (showroom_id, product_id, size_code)
        LEFT JOIN stock s ON s.showroom_id = t.showroom_id AND s.product_id = t.product_id AND s.size_code = t.size_code
        WHERE s.qty IS NULL OR s.on_hand IS NULL OR (s.on_hand <> t.on_hand AND t.counted_at >= s.counted_at)) c`,
    );
  };
  const before = await stageHeld(tx, holds, since);
  await changes("import_stock_change", "import_stock_target");
  if (holds) {
    await holds.lock(
      tx,
      sql.raw(`SELECT showroom_id, product_id, size_code FROM import_stock_change WHERE was_qty IS NOT NULL`),
    );
    // Counted again under the locks: if a checkout placed or released units meanwhile, the changes are worked out again.
    if ((await stageHeld(tx, holds, since)) !== before) {
      await run(tx, `ALTER TABLE import_stock_change RENAME TO import_stock_candidate`);
      await changes(
        "import_stock_change",
        `(SELECT t.* FROM import_stock_target t JOIN import_stock_candidate c USING (showroom_id, product_id, size_code))`,
      );
    }
  }
  await run(tx, `CREATE INDEX ON import_stock_change (n)`);
  const total = await count(tx, sql`SELECT count(*)::int AS n FROM import_stock_target`);
  const changed = await count(tx, sql`SELECT count(*)::int AS n FROM import_stock_change`);
  const created = await count(tx, sql`SELECT count(*)::int AS n FROM import_stock_change WHERE was_qty IS NULL`);
  await withForeignKeysAfter(tx, "stock", created, async () => {
    for (let from = 0; from < changed; from += CHUNK) {
      const range = `n > ${from} AND n <= ${from + CHUNK}`;
      await run(
        tx,
        `INSERT INTO stock (showroom_id, product_id, size_code, qty, holds_uncovered, on_hand, counted_at)
        SELECT showroom_id, product_id, size_code, qty, uncovered, on_hand, counted_at FROM import_stock_change WHERE ${range} AND was_qty IS NULL ORDER BY n`,
      );
      await run(
        tx,
        `UPDATE stock s SET qty = c.qty, holds_uncovered = c.uncovered, on_hand = c.on_hand, counted_at = c.counted_at FROM import_stock_change c
        WHERE ${range} AND c.was_qty IS NOT NULL AND s.showroom_id = c.showroom_id AND s.product_id = c.product_id AND s.size_code = c.size_code`,
      );
    }
  });
  await run(
    tx,
    `CREATE TEMP TABLE import_raised ON COMMIT DROP AS
    SELECT DISTINCT product_id, size_code FROM import_stock_change WHERE qty > coalesce(was_qty, 0)`,
  );
  const report = emptyKind();
  report.created = created;
  report.updated = changed - report.created;
  report.unchanged = total - changed;
  return report;
}
