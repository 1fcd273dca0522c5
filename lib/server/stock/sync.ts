import "server-only";
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDb, type Queryable, type Tx } from "@/lib/db";
import { stock, stockSyncAudit, stockSyncBatches } from "@/lib/db/schema";
import {
  STOCK_SYNC_MSG,
  stockSyncResultSchema,
  type StockSyncInput,
  type StockSyncResult,
  type UncoveredHold,
} from "@/lib/domain/ops/stock-sync";
import { countedStock } from "@/lib/domain/ops/stock-count";
import { log } from "../log";
import { fail, ok, type Result } from "../result";
import { notifyBackInStock } from "./back-in-stock";
import { heldUnits, lockStockRows, stockKey, type StockKey } from "./held";
import { knownShowrooms, resolveSkus } from "./sku";
import { countStockSync } from "@/lib/server/observe/metrics";
import { inSpan } from "@/lib/server/observe/spans";

interface Target extends StockKey {
  sku: string;
  onHand: number;
}

/** What a sync did, for the route: the answer, and whether a size went in or out of stock (the caches then expire). */
export interface StockSyncOutcome {
  answer: StockSyncResult;
  availabilityChanged: boolean;
}

const bodyHash = (input: StockSyncInput): string =>
  createHash("sha256").update(JSON.stringify(input.rows)).digest("hex");

/** The stock row order of the checkout (lib/server/orders/stock-order.ts), showroom first: locks never cross. */
function byShowroomThenRow(a: StockKey, b: StockKey): number {
  if (a.showroomId !== b.showroomId) return a.showroomId - b.showroomId;
  if (a.productId !== b.productId) return a.productId - b.productId;
  return a.sizeCode < b.sizeCode ? -1 : a.sizeCode > b.sizeCode ? 1 : 0;
}

/** A batch already applied: its first answer again when the body is the same, 409 when it is not. */
async function replay(q: Queryable, batchId: string, hash: string): Promise<Result<StockSyncOutcome> | null> {
  const [prior] = await q.select().from(stockSyncBatches).where(eq(stockSyncBatches.batchId, batchId));
  if (!prior) return null;
  if (prior.bodyHash !== hash) return fail(409, STOCK_SYNC_MSG.conflict, { batch_id: STOCK_SYNC_MSG.conflict });
  // An answer stored before uncovered holds were named has none to name.
  const answer = stockSyncResultSchema.parse({ uncovered_holds: [], ...(prior.answer as object) });
  return ok({ answer, availabilityChanged: false });
}

/** Each row's size and showroom, or a 400 naming every row whose sku or showroom the shop does not know. */
async function resolveTargets(q: Queryable, input: StockSyncInput): Promise<Result<Target[]>> {
  const sizes = await resolveSkus(
    q,
    input.rows.map((r) => r.sku),
  );
  const rooms = await knownShowrooms(
    q,
    input.rows.map((r) => r.showroom),
  );
  const fields: Record<string, string> = {};
  const targets: Target[] = [];
  input.rows.forEach((row, i) => {
    const size = sizes.get(row.sku);
    if (!size) fields[`rows.${i}.sku`] = STOCK_SYNC_MSG.unknownSku;
    if (!rooms.has(row.showroom)) fields[`rows.${i}.showroom`] = STOCK_SYNC_MSG.unknownShowroom;
    if (size && rooms.has(row.showroom))
      targets.push({ sku: row.sku, showroomId: row.showroom, ...size, onHand: row.on_hand });
  });
  if (Object.keys(fields).length > 0) return fail(400, STOCK_SYNC_MSG.invalid, fields);
  // Two SKUs naming one size at one showroom (an own SKU and its derived form) would be applied twice.
  const seen = new Map<string, number>();
  for (const [i, t] of targets.entries()) {
    const key = stockKey(t);
    if (seen.has(key)) fields[`rows.${i}.sku`] = STOCK_SYNC_MSG.duplicate;
    seen.set(key, i);
  }
  if (Object.keys(fields).length > 0) return fail(400, STOCK_SYNC_MSG.invalid, fields);
  return ok(targets.sort(byShowroomThenRow));
}

interface Applied {
  changed: number;
  mails: number;
  flipped: boolean;
  uncovered: UncoveredHold[];
}

/**
 * Sets each row's available units and the holds the POS's count does not cover by the counting rule
 * (lib/domain/ops/stock-count.ts: a live count, so nothing was sold since it), under the row's lock, and keeps the
 * count and its time as the row's last count (a catalogue import compares its stock.csv with it). The lock is taken
 * first, in the checkout's order, so a checkout that reserved units of the row has committed (its order is counted
 * as held) or waits for this sync (and then reserves from the new figure): the two never oversell together.
 */
async function apply(tx: Tx, batchId: string, targets: Target[]): Promise<Applied> {
  await tx
    .insert(stock)
    .values(targets.map((t) => ({ showroomId: t.showroomId, productId: t.productId, sizeCode: t.sizeCode, qty: 0 })))
    .onConflictDoNothing();
  const locked = await lockStockRows(tx, targets);
  const before = new Map(locked.map((r) => [stockKey(r), r]));
  const held = await heldUnits(tx, targets);
  const rows = targets.map((t) => {
    const was = before.get(stockKey(t));
    const holds = held.get(stockKey(t)) ?? 0;
    const { qty: after, uncovered } = countedStock(t.onHand, 0, holds);
    return {
      ...t,
      held: holds,
      before: was?.qty ?? 0,
      after,
      uncovered,
      same: was?.qty === after && was.uncovered === uncovered,
    };
  });
  const column = <T>(pick: (c: (typeof rows)[number]) => T) => sql.param(rows.map(pick));
  await tx.execute(sql`
    UPDATE ${stock} SET qty = v.qty, holds_uncovered = v.uncovered, on_hand = v.on_hand, counted_at = now()
    FROM unnest(${column((c) => c.showroomId)}::int[], ${column((c) => c.productId)}::int[], ${column((c) => c.sizeCode)}::text[],
                ${column((c) => c.after)}::int[], ${column((c) => c.uncovered)}::int[], ${column((c) => c.onHand)}::int[])
      AS v(showroom_id, product_id, size_code, qty, uncovered, on_hand)
    WHERE ${stock.showroomId} = v.showroom_id AND ${stock.productId} = v.product_id AND ${stock.sizeCode} = v.size_code`);
  const uncovered = rows
    .filter((r) => r.uncovered > 0)
    .map((r) => ({ sku: r.sku, showroom: r.showroomId, on_hand: r.onHand, held: r.held, uncovered: r.uncovered }));
  const changes = rows.filter((c) => !c.same);
  if (changes.length === 0) return { changed: 0, mails: 0, flipped: false, uncovered };
  const at = new Date();
  await tx.insert(stockSyncAudit).values(
    changes.map((c) => ({
      batchId,
      sku: c.sku,
      showroomId: c.showroomId,
      productId: c.productId,
      sizeCode: c.sizeCode,
      onHand: c.onHand,
      held: c.held,
      before: c.before,
      after: c.after,
      at,
    })),
  );
  // Sizes that gained units: the open back-in-stock requests of those now in stock are mailed (the usual rule).
  const gained = new Map<number, Set<string>>();
  for (const c of changes)
    if (c.after > c.before)
      (gained.get(c.productId) ?? gained.set(c.productId, new Set()).get(c.productId)!).add(c.sizeCode);
  let mails = 0;
  for (const [productId, sizes] of gained) mails += await notifyBackInStock(tx, productId, [...sizes]);
  const flipped = changes.some((c) => (c.before === 0) !== (c.after === 0));
  return { changed: changes.length, mails, flipped, uncovered };
}

/**
 * POST /api/ops/stock: one batch of absolute on-hand counts from the POS or ERP, in one transaction, idempotent by
 * batch_id (the same body again gets the first answer and changes nothing; another body under that id is 409),
 * every change audited in stock_sync_audit.
 */
export async function syncStock(input: StockSyncInput): Promise<Result<StockSyncOutcome>> {
  return inSpan("stock_sync", { "shop.rows": input.rows.length }, async () => {
    try {
      const result = await applyBatch(input);
      countStockSync(result.ok ? "ok" : "refused");
      return result;
    } catch (error) {
      countStockSync("failed");
      throw error;
    }
  });
}

async function applyBatch(input: StockSyncInput): Promise<Result<StockSyncOutcome>> {
  const db = await getDb();
  const hash = bodyHash(input);
  const prior = await replay(db, input.batch_id, hash);
  if (prior) return prior;
  const targets = await resolveTargets(db, input);
  if (!targets.ok) return targets;
  return db.transaction(async (tx) => {
    // Claiming the id first: a second sender of the same batch waits here for the first to commit, then replays.
    const claimed = await tx
      .insert(stockSyncBatches)
      .values({ batchId: input.batch_id, bodyHash: hash, rowCount: input.rows.length, answer: {} })
      .onConflictDoNothing()
      .returning({ batchId: stockSyncBatches.batchId });
    if (claimed.length === 0) return (await replay(tx, input.batch_id, hash)) ?? fail(409, STOCK_SYNC_MSG.conflict);
    const done = await apply(tx, input.batch_id, targets.data);
    const answer: StockSyncResult = {
      batch_id: input.batch_id,
      rows: input.rows.length,
      changed: done.changed,
      unchanged: input.rows.length - done.changed,
      back_in_stock_mails: done.mails,
      uncovered_holds: done.uncovered,
    };
    await tx.update(stockSyncBatches).set({ answer }).where(eq(stockSyncBatches.batchId, input.batch_id));
    if (answer.uncovered_holds.length > 0)
      log.warn(
        { job: "stock-sync", batchId: input.batch_id, uncoveredHolds: answer.uncovered_holds },
        `stock sync: unpaid orders hold ${answer.uncovered_holds.reduce((n, h) => n + h.uncovered, 0)} unit(s) beyond the POS's count (npm run ops -- holds)`,
      );
    return ok({ answer, availabilityChanged: done.flipped });
  });
}
