/**
 * POST /api/ops/stock: the POS or ERP sends absolute on-hand counts. Its own secret; zod messages naming each bad
 * row; idempotent by batch_id; every change audited; available = max(0, on_hand − held by unpaid orders); a size
 * that comes back mails its back-in-stock requests. Answers are checked against the ops OpenAPI document.
 */
import { revalidateTag } from "next/cache";
import { and, eq } from "drizzle-orm";
import { POST as syncRoute } from "@/app/api/ops/stock/route";
import { POST as postAlert } from "@/app/api/v1/user/stock-alerts/route";
import { POST as postWishlist } from "@/app/api/v1/user/wishlist/route";
import { getDb } from "@/lib/db";
import {
  mailOutbox,
  productSizes,
  products,
  showrooms,
  stock,
  stockSyncAudit,
  stockSyncBatches,
} from "@/lib/db/schema";
import { STOCK_SYNC_MSG } from "@/lib/domain/ops/stock-sync";
import { cancelOrder } from "@/lib/server/orders/operations";
import { firstSize, setStock, stockQty } from "../support/checkout-fixtures";
import { call } from "../support/http";
import { EVERYWHERE, newShopper, placePickup } from "./orders-fixtures";

jest.mock("next/cache", () => ({ ...jest.requireActual<object>("next/cache"), revalidateTag: jest.fn() }));
const expire = jest.mocked(revalidateTag);

const TOKEN = "stock-sync-secret-0123456789abcdef-test";
const PICKUP = 2; // the showroom placePickup reserves at
type Row = { sku: string; showroom: number | string; on_hand: number };
const sync = (body: unknown, token: string | null = TOKEN) =>
  call(syncRoute, "POST", "/api/ops/stock", { body, token: token ?? undefined });
let batchNo = 0;
const batch = (rows: Row[]) => ({ batch_id: `test-${process.pid}-${++batchNo}`, rows });

async function skuOf(productId: number, size: string): Promise<string> {
  const db = await getDb();
  const [p] = await db.select({ code: products.productCode }).from(products).where(eq(products.id, productId));
  return `${p!.code}-${size}`;
}

async function auditOf(batchId: string) {
  const db = await getDb();
  return db.select().from(stockSyncAudit).where(eq(stockSyncAudit.batchId, batchId));
}

beforeEach(() => {
  process.env.STOCK_SYNC_TOKEN = TOKEN;
  expire.mockClear();
});
afterAll(() => {
  delete process.env.STOCK_SYNC_TOKEN;
});

describe("POST /api/ops/stock: who may call it", () => {
  it("does not exist without STOCK_SYNC_TOKEN, and needs that token", async () => {
    const size = await firstSize(EVERYWHERE);
    const body = batch([{ sku: await skuOf(EVERYWHERE, size), showroom: PICKUP, on_hand: 3 }]);
    delete process.env.STOCK_SYNC_TOKEN;
    expect((await sync(body)).status).toBe(404);
    process.env.STOCK_SYNC_TOKEN = TOKEN;
    expect(await sync(body, null)).toMatchObject({ status: 401, error: { message: STOCK_SYNC_MSG.unauthorized } });
    expect(await sync(body, `${TOKEN}x`)).toMatchObject({ status: 403, error: { message: STOCK_SYNC_MSG.forbidden } });
    // A shopper's own access token is no key to it, and the shopper API has no stock write at all.
    const shopper = await newShopper();
    expect((await sync(body, shopper.token)).status).toBe(403);
    process.env.OPS_TOKEN = "ops-token-0123456789";
    expect((await sync(body, process.env.OPS_TOKEN)).status).toBe(403);
    delete process.env.OPS_TOKEN;
    const db = await getDb();
    expect(await db.select().from(stockSyncBatches).where(eq(stockSyncBatches.batchId, body.batch_id))).toEqual([]);
  });
});

describe("POST /api/ops/stock: bad batches", () => {
  it("names each bad row's index and field, and writes nothing", async () => {
    const size = await firstSize(EVERYWHERE);
    const sku = await skuOf(EVERYWHERE, size);
    await setStock(PICKUP, EVERYWHERE, size, 4);
    const shape = await sync({
      batch_id: "bad shape!",
      rows: [
        { sku, showroom: PICKUP, on_hand: 2 },
        { sku: "", showroom: 0, on_hand: -1 },
        { sku, showroom: String(PICKUP), on_hand: 1.5 },
      ],
    });
    expect(shape.status).toBe(400);
    expect(shape.error?.fields).toEqual({
      batch_id: STOCK_SYNC_MSG.batchId,
      "rows.1.sku": STOCK_SYNC_MSG.sku,
      "rows.1.showroom": STOCK_SYNC_MSG.showroom,
      "rows.1.on_hand": STOCK_SYNC_MSG.onHand,
      "rows.2.on_hand": STOCK_SYNC_MSG.onHand,
    });
    const dup = await sync(
      batch([
        { sku, showroom: PICKUP, on_hand: 2 },
        { sku, showroom: String(PICKUP), on_hand: 3 },
      ]),
    );
    expect(dup.error?.fields).toEqual({ "rows.1.sku": STOCK_SYNC_MSG.duplicate });
    const unknown = batch([
      { sku, showroom: PICKUP, on_hand: 2 },
      { sku: "NO-SUCH-SKU", showroom: PICKUP, on_hand: 1 },
      { sku, showroom: 9999, on_hand: 1 },
    ]);
    expect(await sync(unknown)).toMatchObject({
      status: 400,
      error: {
        message: STOCK_SYNC_MSG.invalid,
        fields: { "rows.1.sku": STOCK_SYNC_MSG.unknownSku, "rows.2.showroom": STOCK_SYNC_MSG.unknownShowroom },
      },
    });
    expect((await sync({ batch_id: "empty", rows: [] })).error?.fields).toEqual({ rows: STOCK_SYNC_MSG.rowsCount });
    const tooMany = Array.from({ length: 1001 }, (_, i) => ({ sku: `S-${i}`, showroom: PICKUP, on_hand: 1 }));
    expect((await sync({ batch_id: "big", rows: tooMany })).error?.fields).toEqual({ rows: STOCK_SYNC_MSG.rowsCount });
    expect(await stockQty(PICKUP, EVERYWHERE, size)).toBe(4);
    const db = await getDb();
    expect(await db.select().from(stockSyncBatches).where(eq(stockSyncBatches.batchId, unknown.batch_id))).toEqual([]);
  });

  it("answers malformed bodies with a 4xx, never a 5xx", async () => {
    const raw = (rawBody: string, contentType = "application/json") =>
      call(syncRoute, "POST", "/api/ops/stock", { rawBody, contentType, token: TOKEN });
    expect((await raw("{")).status).toBe(400);
    expect((await raw("[]")).status).toBe(400);
    expect((await raw('{"batch_id":"x","rows":[]}', "text/plain")).status).toBe(415);
    expect(
      (await raw(JSON.stringify({ batch_id: "x", rows: [{ sku: "a".repeat(600_000), showroom: 1, on_hand: 1 }] })))
        .status,
    ).toBe(413);
    const typed = await sync({ batch_id: "typed", rows: [{ sku: 5, showroom: null, on_hand: "3" }], extra: true });
    expect(typed.status).toBe(400);
    expect(typed.error?.fields).toEqual({
      "rows.0.sku": STOCK_SYNC_MSG.sku,
      "rows.0.showroom": STOCK_SYNC_MSG.showroom,
      "rows.0.on_hand": STOCK_SYNC_MSG.onHand,
    });
  });
});

describe("POST /api/ops/stock: applying a batch", () => {
  it("sets absolute counts by SKU (own or derived), audits each change, and is idempotent by batch_id", async () => {
    const db = await getDb();
    const sizes = await db.select().from(productSizes).where(eq(productSizes.productId, EVERYWHERE)).limit(2);
    const [a, b] = sizes as [(typeof sizes)[0], (typeof sizes)[0]];
    await db.update(productSizes).set({ sku: "POS-0001" }).where(eq(productSizes.id, b.id));
    await setStock(3, EVERYWHERE, a.sizeCode, 1);
    await setStock(3, EVERYWHERE, b.sizeCode, 9);
    const body = batch([
      { sku: await skuOf(EVERYWHERE, a.sizeCode), showroom: 3, on_hand: 6 },
      { sku: "POS-0001", showroom: "3", on_hand: 9 },
    ]);
    const first = await sync(body);
    expect(first).toMatchObject({
      status: 200,
      data: { batch_id: body.batch_id, rows: 2, changed: 1, unchanged: 1, back_in_stock_mails: 0 },
    });
    expect(await stockQty(3, EVERYWHERE, a.sizeCode)).toBe(6);
    expect(await stockQty(3, EVERYWHERE, b.sizeCode)).toBe(9);
    const audit = await auditOf(body.batch_id);
    expect(audit).toEqual([
      expect.objectContaining({
        sku: await skuOf(EVERYWHERE, a.sizeCode),
        showroomId: 3,
        onHand: 6,
        held: 0,
        before: 1,
        after: 6,
      }),
    ]);
    expect(audit[0]!.at).toBeInstanceOf(Date);

    // The same batch again (a retry): the same answer, nothing re-applied, even after the shop's stock moved.
    await setStock(3, EVERYWHERE, a.sizeCode, 2);
    expect(await sync(body)).toEqual(first);
    expect(await stockQty(3, EVERYWHERE, a.sizeCode)).toBe(2);
    expect(await auditOf(body.batch_id)).toHaveLength(1);
    // The same id with another body is refused.
    const other = { ...body, rows: [{ ...body.rows[0]!, on_hand: 7 }] };
    expect(await sync(other)).toMatchObject({ status: 409, error: { message: STOCK_SYNC_MSG.conflict } });
    expect(await stockQty(3, EVERYWHERE, a.sizeCode)).toBe(2);
  });

  it("shows on_hand minus the units unpaid orders hold, never below zero, and keeps the holds", async () => {
    const size = await firstSize(EVERYWHERE);
    const sku = await skuOf(EVERYWHERE, size);
    await setStock(PICKUP, EVERYWHERE, size, 5);
    const buyer = await newShopper();
    const order = await placePickup(buyer, EVERYWHERE, 2);
    expect(await stockQty(PICKUP, EVERYWHERE, size)).toBe(3);

    const five = batch([{ sku, showroom: PICKUP, on_hand: 5 }]);
    expect((await sync(five)).data).toMatchObject({ changed: 0, unchanged: 1 });
    const eight = batch([{ sku, showroom: PICKUP, on_hand: 8 }]);
    expect((await sync(eight)).data).toMatchObject({ changed: 1 });
    expect(await stockQty(PICKUP, EVERYWHERE, size)).toBe(6);
    expect((await auditOf(eight.batch_id))[0]).toMatchObject({ onHand: 8, held: 2, before: 3, after: 6 });

    // The POS counts fewer than the orders hold: nothing is shown, and the order still holds its units.
    const one = batch([{ sku, showroom: PICKUP, on_hand: 1 }]);
    await sync(one);
    expect(await stockQty(PICKUP, EVERYWHERE, size)).toBe(0);
    expect((await auditOf(one.batch_id))[0]).toMatchObject({ onHand: 1, held: 2, before: 6, after: 0 });
    // When that order ends, only what the POS really has comes back: 1, not 2.
    expect((await cancelOrder(order.trxRef)).ok).toBe(true);
    expect(await stockQty(PICKUP, EVERYWHERE, size)).toBe(1);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(stock)
      .where(and(eq(stock.showroomId, PICKUP), eq(stock.productId, EVERYWHERE), eq(stock.sizeCode, size)));
    expect(row).toMatchObject({ qty: 1, holdsUncovered: 0 });
  });

  it("applies a full batch of 1,000 rows in one go, and again as a no-op", async () => {
    const db = await getDb();
    const sizes = await db
      .select({ code: products.productCode, size: productSizes.sizeCode, sku: productSizes.sku })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .orderBy(productSizes.id)
      .limit(125);
    const rooms = await db.select({ id: showrooms.id }).from(showrooms).orderBy(showrooms.id).limit(8);
    expect(sizes).toHaveLength(125);
    expect(rooms).toHaveLength(8);
    const rows = sizes.flatMap((z, i) =>
      rooms.map((r, j) => ({ sku: z.sku ?? `${z.code}-${z.size}`, showroom: r.id, on_hand: (i + j) % 7 })),
    );
    const full = batch(rows);
    expect(JSON.stringify(full).length).toBeLessThan(512 * 1024);
    let started = Date.now();
    const first = await sync(full);
    const firstMs = Date.now() - started;
    expect(first).toMatchObject({ status: 200, data: { rows: 1000 } });
    started = Date.now();
    const again = await sync(batch(rows));
    console.log(
      `[stock-sync] 1,000 rows: ${firstMs} ms applied (${first.data.changed as number} changed), ${Date.now() - started} ms when nothing changes`,
    );
    expect(again.data).toMatchObject({ rows: 1000, changed: 0, unchanged: 1000 });
  });

  it("mails the back-in-stock requests of a size that comes back, and expires the catalogue caches", async () => {
    const size = await firstSize(EVERYWHERE);
    const sku = await skuOf(EVERYWHERE, size);
    const db = await getDb();
    await db
      .update(stock)
      .set({ qty: 0, holdsUncovered: 0 })
      .where(and(eq(stock.productId, EVERYWHERE), eq(stock.sizeCode, size)));
    const me = await newShopper();
    await call(postWishlist, "POST", "/api/v1/user/wishlist", {
      body: { product_detail_id: EVERYWHERE },
      token: me.token,
    });
    const asked = await call(postAlert, "POST", "/api/v1/user/stock-alerts", {
      body: { product_detail_id: EVERYWHERE, size },
      token: me.token,
    });
    expect(asked.status).toBe(200);

    const back = await sync(batch([{ sku, showroom: PICKUP, on_hand: 2 }]));
    expect(back.data).toMatchObject({ changed: 1, back_in_stock_mails: 1 });
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, me.email), eq(mailOutbox.kind, "BACK_IN_STOCK")));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`(Size: ${size})`);
    expect(expire).toHaveBeenCalledTimes(1);
    // More units of a size already in stock: no new mail, no cache expiry.
    expect((await sync(batch([{ sku, showroom: PICKUP, on_hand: 4 }]))).data).toMatchObject({
      changed: 1,
      back_in_stock_mails: 0,
    });
    expect(expire).toHaveBeenCalledTimes(1);
  });
});
