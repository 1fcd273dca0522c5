/**
 * Stock syncs racing checkouts never oversell: 60 store-pickup checkouts for a size the POS counts 10 of, with 15
 * syncs (on_hand 10 each) sent among them. A sync that overwrote the shop's holds (qty = on_hand) would let more
 * than 10 orders through. Real concurrency on PostgreSQL (TEST_DATABASE_URL); serialized on PGlite.
 * The hardening version (200 checkouts over HTTP on the production build) is described in docs/stock-sync.md.
 */
import { revalidateTag } from "next/cache";
import { and, eq, sql } from "drizzle-orm";
import { POST as syncRoute } from "@/app/api/ops/stock/route";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { getDb } from "@/lib/db";
import { orders, products, stock } from "@/lib/db/schema";
import { expireOverdueOrders } from "@/lib/server/orders/expire";
import { heldUnits } from "@/lib/server/stock/held";
import { firstSize, guestCart, setStock, stockQty } from "../support/checkout-fixtures";
import { call } from "../support/http";

jest.mock("next/cache", () => ({ ...jest.requireActual<object>("next/cache"), revalidateTag: jest.fn() }));
void revalidateTag;

const TOKEN = "stock-sync-secret-0123456789abcdef-race";
const PRODUCT = 19;
const SHOWROOM = 7;
const ON_HAND = 10;

beforeAll(() => {
  process.env.STOCK_SYNC_TOKEN = TOKEN;
});

describe("stock syncs racing checkouts", () => {
  it("never sell more than the POS has on hand, and keep every hold", async () => {
    const size = await firstSize(PRODUCT);
    const db = await getDb();
    const [p] = await db.select({ code: products.productCode }).from(products).where(eq(products.id, PRODUCT));
    const sku = `${p!.code}-${size}`;
    await setStock(SHOWROOM, PRODUCT, size, ON_HAND);
    const devices = await Promise.all(
      Array.from({ length: 60 }, () => guestCart([{ productId: PRODUCT, sizeCode: size }])),
    );
    const checkouts = devices.map(
      (device, i) => () =>
        call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
          body: {
            local_device_id: device,
            shipping_type: "PICKUP_ON_STORE",
            showroom_id: SHOWROOM,
            guest_email: `race-${i}@example.com`,
          },
        }),
    );
    const syncs = Array.from(
      { length: 15 },
      (_, i) => () =>
        call(syncRoute, "POST", "/api/ops/stock", {
          body: { batch_id: `race-${process.pid}-${i}`, rows: [{ sku, showroom: SHOWROOM, on_hand: ON_HAND }] },
          token: TOKEN,
        }),
    );
    // Every fourth call is a sync, the rest checkouts, all started together.
    const calls = checkouts.flatMap((c, i) => (i % 4 === 0 && syncs[i / 4] ? [syncs[i / 4]!, c] : [c]));
    const started = Date.now();
    const results = await Promise.all(calls.map((run) => run()));
    console.log(`[stock-sync-race] ${calls.length} calls in ${Date.now() - started} ms`);

    for (const r of results) expect([200, 409]).toContain(r.status);
    const placed = await db.select().from(orders).where(eq(orders.showroomId, SHOWROOM));
    expect(placed).toHaveLength(ON_HAND);
    expect(await stockQty(SHOWROOM, PRODUCT, size)).toBe(0);
    const held = await heldUnits(db, [{ showroomId: SHOWROOM, productId: PRODUCT, sizeCode: size }]);
    expect([...held.values()]).toEqual([ON_HAND]);
    const [{ negative }] = (await db
      .select({ negative: sql<number>`count(*)::int` })
      .from(stock)
      .where(sql`${stock.qty} < 0`)) as [{ negative: number }];
    expect(negative).toBe(0);

    // The POS then sells 6 in the shop: the 10 holds stay, 6 of them uncovered; when they all expire, 4 remain.
    const after = await call(syncRoute, "POST", "/api/ops/stock", {
      body: { batch_id: `race-${process.pid}-after`, rows: [{ sku, showroom: SHOWROOM, on_hand: 4 }] },
      token: TOKEN,
    });
    expect(after.status).toBe(200);
    const [row] = await db
      .select()
      .from(stock)
      .where(and(eq(stock.showroomId, SHOWROOM), eq(stock.productId, PRODUCT), eq(stock.sizeCode, size)));
    expect(row).toMatchObject({ qty: 0, holdsUncovered: 6 });
    await expireOverdueOrders(db, new Date(Date.now() + 25 * 3600_000));
    expect(await stockQty(SHOWROOM, PRODUCT, size)).toBe(4);
  });
});
