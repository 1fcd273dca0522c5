/**
 * Stock sync against checkouts (issue #32, docs/stock-sync.md): 200 shoppers (guests and signed-in) race through
 * the real route handlers (POST cart, then POST checkout-trx, store pickup) for two sizes the POS counts 10 of each
 * at one showroom, while 40 sync batches (both sizes in each, on_hand 10) arrive among them, some sent twice at
 * once. Exactly 10 orders per size, stock never negative, every hold kept, each batch applied once; expiring the
 * orders gives back exactly what the POS has. A sync that overwrote the holds would sell past 10.
 */
import { randomUUID } from "node:crypto";
import { revalidateTag } from "next/cache";
import { and, eq, inArray, sql } from "drizzle-orm";
import { POST as syncRoute } from "@/app/api/ops/stock/route";
import { POST as postCart } from "@/app/api/v1/cart/route";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { getDb } from "@/lib/db";
import { orderLines, orders, productSizes, products, stock, stockSyncBatches } from "@/lib/db/schema";
import { expireOverdueOrders } from "@/lib/server/orders/expire";
import { heldUnits } from "@/lib/server/stock/held";
import { call, type Envelope } from "../support/http";
import { createShopper } from "../support/sessions";
import { setStock, stockQty } from "../support/checkout-fixtures";

jest.mock("next/cache", () => ({ ...jest.requireActual<object>("next/cache"), revalidateTag: jest.fn() }));
void revalidateTag;

const PRODUCT = 19; // in every size at every showroom
const SHOWROOM = 4;
const ON_HAND = 10;
const SHOPPERS = 200;
const BATCHES = 40;
const TOKEN = "stock-sync-secret-0123456789abcdef-hardening";

interface Racer {
  device: string;
  token?: string;
  size: string;
}

describe("stock syncs racing 200 checkouts", () => {
  let sizes: string[] = [];
  let skus: string[] = [];
  let racers: Racer[] = [];

  beforeAll(async () => {
    process.env.STOCK_SYNC_TOKEN = TOKEN;
    const db = await getDb();
    const rows = await db
      .select({ size: productSizes.sizeCode, code: products.productCode })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(eq(productSizes.productId, PRODUCT))
      .limit(2);
    sizes = rows.map((r) => r.size);
    skus = rows.map((r) => `${r.code}-${r.size}`);
    for (const size of sizes) await setStock(SHOWROOM, PRODUCT, size, ON_HAND);
    const signedIn = await Promise.all(
      Array.from({ length: SHOPPERS / 2 }, (_, i) => createShopper(`Sync racer ${i}`)),
    );
    racers = [
      ...signedIn.map((s, i) => ({ device: randomUUID(), token: s.token, size: sizes[i % 2]! })),
      ...Array.from({ length: SHOPPERS / 2 }, (_, i) => ({ device: randomUUID(), size: sizes[i % 2]! })),
    ];
  }, 120_000);

  it(`sells exactly ${ON_HAND} of each size while ${BATCHES} batches sync them, and keeps every hold`, async () => {
    const added = await Promise.all(
      racers.map((r) =>
        call(postCart, "POST", "/api/v1/cart", {
          body: { local_device_id: r.device, product_detail_id: PRODUCT, size: r.size, qty: 1 },
          token: r.token,
        }),
      ),
    );
    expect(added.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.error?.message}`)).toEqual([]);

    const body = (i: number) => ({
      batch_id: `hardening-${process.pid}-${i}`,
      rows: skus.map((sku) => ({ sku, showroom: SHOWROOM, on_hand: ON_HAND })),
    });
    const sync = (i: number) => call(syncRoute, "POST", "/api/ops/stock", { body: body(i), token: TOKEN });
    const checkout = (r: Racer) =>
      call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
        body: {
          local_device_id: r.device,
          shipping_type: "PICKUP_ON_STORE",
          showroom_id: SHOWROOM,
          ...(r.token ? {} : { guest_email: `sync-racer-${r.device}@example.com` }),
        },
        token: r.token,
      });
    // A batch every fifth checkout; every fourth batch is sent twice at once (a POS retrying after a timeout).
    const calls: (() => Promise<Envelope>)[] = [];
    racers.forEach((r, i) => {
      if (i % 5 === 0) {
        const n = i / 5;
        calls.push(() => sync(n));
        if (n % 4 === 0) calls.push(() => sync(n));
      }
      calls.push(() => checkout(r));
    });
    const started = Date.now();
    // Started 10 ms apart, so batches land while earlier checkouts are placing orders and later ones still queue.
    const results = await Promise.all(calls.map((run, i) => new Promise((r) => setTimeout(r, i * 10)).then(run)));
    console.log(`[stock-sync hardening] ${calls.length} calls in ${Date.now() - started} ms`);

    const syncs = results.filter((r) => "batch_id" in r.data || r.error?.message.includes("batch"));
    expect(
      results.filter((r) => r.status !== 200 && r.status !== 409).map((r) => `${r.status} ${r.error?.message}`),
    ).toEqual([]);
    expect(syncs.filter((r) => r.status !== 200)).toEqual([]);
    const db = await getDb();
    const applied = await db
      .select()
      .from(stockSyncBatches)
      .where(sql`${stockSyncBatches.batchId} like ${`hardening-${process.pid}-%`}`);
    expect(applied).toHaveLength(BATCHES);

    const placed = await db.select().from(orders).where(eq(orders.showroomId, SHOWROOM));
    const lines = await db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          placed.map((o) => o.id),
        ),
      );
    for (const size of sizes) {
      expect(lines.filter((l) => l.sizeCode === size).reduce((n, l) => n + l.qty, 0)).toBe(ON_HAND);
      expect(await stockQty(SHOWROOM, PRODUCT, size)).toBe(0);
    }
    const held = await heldUnits(
      db,
      sizes.map((sizeCode) => ({ showroomId: SHOWROOM, productId: PRODUCT, sizeCode })),
    );
    expect([...held.values()]).toEqual([ON_HAND, ON_HAND]);
    const [{ negative }] = (await db
      .select({ negative: sql<number>`count(*)::int` })
      .from(stock)
      .where(sql`${stock.qty} < 0`)) as [{ negative: number }];
    expect(negative).toBe(0);
  }, 240_000);

  it("gives back, when the holds expire, what the POS has: all of it, or less after a sale in the shop", async () => {
    const db = await getDb();
    // The POS sold 3 of the first size in the shop meanwhile.
    const res = await call(syncRoute, "POST", "/api/ops/stock", {
      body: {
        batch_id: `hardening-${process.pid}-after`,
        rows: [{ sku: skus[0]!, showroom: SHOWROOM, on_hand: ON_HAND - 3 }],
      },
      token: TOKEN,
    });
    expect(res.status).toBe(200);
    const mine = await db.select({ id: orders.id }).from(orders).where(eq(orders.showroomId, SHOWROOM));
    await db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(
        inArray(
          orders.id,
          mine.map((o) => o.id),
        ),
      );
    expect(await expireOverdueOrders(db)).toBe(mine.length);
    expect(await stockQty(SHOWROOM, PRODUCT, sizes[0]!)).toBe(ON_HAND - 3);
    expect(await stockQty(SHOWROOM, PRODUCT, sizes[1]!)).toBe(ON_HAND);
    const rows = await db
      .select()
      .from(stock)
      .where(and(eq(stock.showroomId, SHOWROOM), eq(stock.productId, PRODUCT), inArray(stock.sizeCode, sizes)));
    expect(rows.map((r) => r.holdsUncovered)).toEqual([0, 0]);
  });
});
