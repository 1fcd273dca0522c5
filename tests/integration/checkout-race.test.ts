import { eq, sql } from "drizzle-orm";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { POST as checkout } from "@/app/api/v1/checkout/route";
import { getDb } from "@/lib/db";
import { orderStatusHistory, orders, stock } from "@/lib/db/schema";
import { expireOverdueOrders } from "@/lib/server/orders/expire";
import { call } from "../support/http";
import { firstSize, guestCart, setStock, stockQty } from "../support/checkout-fixtures";

const EVERYWHERE = 19;
const SHOWROOM = 5;
/** Another store, so the race's orders (which also expire) do not touch its stock. */
const EXPIRY_SHOWROOM = 6;

describe("stock reservation under concurrent checkouts", () => {
  it("20 shoppers racing for 3 units get exactly 3 orders and the stock never goes below zero", async () => {
    const size = await firstSize(EVERYWHERE);
    await setStock(SHOWROOM, EVERYWHERE, size, 3);
    const devices = await Promise.all(
      Array.from({ length: 20 }, () => guestCart([{ productId: EVERYWHERE, sizeCode: size }])),
    );
    const results = await Promise.all(
      devices.map((device) =>
        call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
          body: {
            local_device_id: device,
            shipping_type: "PICKUP_ON_STORE",
            showroom_id: SHOWROOM,
            guest_email: "race@example.com",
          },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(17);
    for (const r of refused) expect(r.status).toBe(409);
    expect(await stockQty(SHOWROOM, EVERYWHERE, size)).toBe(0);
    const db = await getDb();
    const [{ negative }] = (await db
      .select({ negative: sql<number>`count(*)::int` })
      .from(stock)
      .where(sql`${stock.qty} < 0`)) as [{ negative: number }];
    expect(negative).toBe(0);
    const placed = await db.select().from(orders).where(eq(orders.showroomId, SHOWROOM));
    expect(placed).toHaveLength(3);
  });
});

describe("unpaid orders expire after 24 hours", () => {
  it("gives the stock back exactly once, even when the expiry runs twice or concurrently", async () => {
    const size = await firstSize(EVERYWHERE);
    await setStock(EXPIRY_SHOWROOM, EVERYWHERE, size, 4);
    const device = await guestCart([{ productId: EVERYWHERE, sizeCode: size, qty: 2 }]);
    const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
      body: {
        local_device_id: device,
        shipping_type: "PICKUP_ON_STORE",
        showroom_id: EXPIRY_SHOWROOM,
        guest_email: "late@example.com",
      },
    });
    expect(res.status).toBe(200);
    expect(await stockQty(EXPIRY_SHOWROOM, EVERYWHERE, size)).toBe(2);
    const db = await getDb();
    expect(await expireOverdueOrders(db)).toBe(0);

    const pending = (await db.select().from(orders).where(eq(orders.trxStatus, "PENDING"))).length;
    const later = new Date(Date.now() + 24 * 3600_000 + 1000);
    const counts = await Promise.all([expireOverdueOrders(db, later), expireOverdueOrders(db, later)]);
    expect(counts[0]! + counts[1]!).toBe(pending);
    expect(await expireOverdueOrders(db, later)).toBe(0);
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.trxRef, res.data.trx_ref as string));
    expect(order).toMatchObject({ trxStatus: "EXPIRED" });
    expect(order!.stockReleasedAt).not.toBeNull();
    expect(await stockQty(EXPIRY_SHOWROOM, EVERYWHERE, size)).toBe(4);
    expect(
      (await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order!.id))).map(
        (h) => h.toStatus,
      ),
    ).toEqual(["PENDING", "EXPIRED"]);
  });

  it("runs lazily at the start of checkout calls", async () => {
    const size = await firstSize(EVERYWHERE);
    await setStock(EXPIRY_SHOWROOM, EVERYWHERE, size, 1);
    const device = await guestCart([{ productId: EVERYWHERE, sizeCode: size }]);
    const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
      body: {
        local_device_id: device,
        shipping_type: "PICKUP_ON_STORE",
        showroom_id: EXPIRY_SHOWROOM,
        guest_email: "lazy@example.com",
      },
    });
    const db = await getDb();
    await db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.trxRef, res.data.trx_ref as string));
    const other = await guestCart([{ productId: EVERYWHERE, sizeCode: size }]);
    await call(checkout, "POST", "/api/v1/checkout", { body: { local_device_id: other } });
    expect(await stockQty(EXPIRY_SHOWROOM, EVERYWHERE, size)).toBe(1);
  });
});
