/**
 * Promise 1, no overselling: 200 shoppers (guests on their own devices and signed-in shoppers) race through the
 * real route handlers (POST cart, then POST checkout-trx with store pickup) for one size with exactly 10 units at
 * one showroom → exactly 10 orders, stock exactly 0, every other shopper refused with a 409 and a clear message.
 * Expiring those 10 unpaid orders gives back exactly 10 units.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { POST as postCart } from "@/app/api/v1/cart/route";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { getDb } from "@/lib/db";
import { orderLines, orders, stock } from "@/lib/db/schema";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { expireOverdueOrders } from "@/lib/server/orders/expire";
import { call } from "../support/http";
import { createShopper } from "../support/sessions";
import { firstSize, product, setStock, stockQty } from "../support/checkout-fixtures";

const PRODUCT = 19; // in every size at every showroom
const SHOWROOM = 5;
const UNITS = 10;
const SHOPPERS = 200;

interface Racer {
  device: string;
  token?: string;
}

describe("no overselling under 200 concurrent checkouts", () => {
  let size = "";
  let racers: Racer[] = [];

  beforeAll(async () => {
    size = await firstSize(PRODUCT);
    await setStock(SHOWROOM, PRODUCT, size, UNITS);
    const signedIn = await Promise.all(Array.from({ length: SHOPPERS / 2 }, (_, i) => createShopper(`Racer ${i}`)));
    racers = [
      ...signedIn.map((s) => ({ device: randomUUID(), token: s.token })),
      ...Array.from({ length: SHOPPERS / 2 }, () => ({ device: randomUUID() })),
    ];
  });

  it(`sells exactly ${UNITS} units to ${SHOPPERS} racing shoppers and refuses the rest with a 409`, async () => {
    const added = await Promise.all(
      racers.map((r) =>
        call(postCart, "POST", "/api/v1/cart", {
          body: { local_device_id: r.device, product_detail_id: PRODUCT, size, qty: 1 },
          token: r.token,
        }),
      ),
    );
    expect(added.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.error?.message}`)).toEqual([]);

    const results = await Promise.all(
      racers.map((r) =>
        call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
          body: {
            local_device_id: r.device,
            shipping_type: "PICKUP_ON_STORE",
            showroom_id: SHOWROOM,
            ...(r.token ? {} : { guest_email: `racer-${r.device}@example.com` }),
          },
          token: r.token,
        }),
      ),
    );
    const placed = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(placed).toHaveLength(UNITS);
    expect(refused).toHaveLength(SHOPPERS - UNITS);
    expect(refused.filter((r) => r.status !== 409).map((r) => `${r.status} ${r.error?.message}`)).toEqual([]);
    const name = (await product(PRODUCT)).productName;
    const clear = [CHECKOUT_MSG.nothingAvailable, CHECKOUT_MSG.soldOut(name, size)];
    const messages = [...new Set(refused.map((r) => r.error?.message ?? ""))];
    expect(
      messages.filter((m) => !clear.includes(m) && !/^Sorry, .+ size .+ has just sold out at this store\.$/.test(m)),
    ).toEqual([]);

    expect(await stockQty(SHOWROOM, PRODUCT, size)).toBe(0);
    const db = await getDb();
    const [{ negative }] = (await db
      .select({ negative: sql<number>`count(*)::int` })
      .from(stock)
      .where(sql`${stock.qty} < 0`)) as [{ negative: number }];
    expect(negative).toBe(0);
    const rows = await db.select().from(orders).where(eq(orders.showroomId, SHOWROOM));
    expect(rows).toHaveLength(UNITS);
    expect(new Set(rows.map((o) => o.trxRef))).toEqual(new Set(placed.map((p) => p.data.trx_ref)));
    const [{ units }] = (await db
      .select({ units: sql<number>`coalesce(sum(${orderLines.qty}), 0)::int` })
      .from(orderLines)
      .where(
        and(
          inArray(
            orderLines.orderId,
            rows.map((o) => o.id),
          ),
          eq(orderLines.productId, PRODUCT),
        ),
      )) as [{ units: number }];
    expect(units).toBe(UNITS);
  }, 240_000);

  it(`expires those ${UNITS} unpaid orders and gives back exactly ${UNITS} units`, async () => {
    const db = await getDb();
    const mine = await db.select({ id: orders.id }).from(orders).where(eq(orders.showroomId, SHOWROOM));
    expect(mine).toHaveLength(UNITS);
    await db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(
        inArray(
          orders.id,
          mine.map((o) => o.id),
        ),
      );
    expect(await expireOverdueOrders(db)).toBe(UNITS);
    expect(await expireOverdueOrders(db)).toBe(0);
    expect(await stockQty(SHOWROOM, PRODUCT, size)).toBe(UNITS);
    const states = await db.select({ status: orders.trxStatus }).from(orders).where(eq(orders.showroomId, SHOWROOM));
    expect(states.every((s) => s.status === "EXPIRED")).toBe(true);
  });
});
