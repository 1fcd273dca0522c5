import { and, eq, sql } from "drizzle-orm";
import { DELETE as cancelAlert, GET as listAlerts, POST as postAlert } from "@/app/api/v1/user/stock-alerts/route";
import { POST as postWishlist } from "@/app/api/v1/user/wishlist/route";
import { getDb } from "@/lib/db";
import { mailOutbox, stock, stockAlerts } from "@/lib/db/schema";
import { STOCK_ALERT_MSG } from "@/lib/domain/wishlist/messages";
import { cancelOrder } from "@/lib/server/orders/operations";
import { restockSize } from "@/lib/server/stock/restock";
import { runOpsCommand } from "@/lib/server/orders/ops-commands";
import { firstSize } from "../support/checkout-fixtures";
import { call } from "../support/http";
import { EVERYWHERE, newShopper, placePickup, type Shopper } from "./orders-fixtures";

const ask = (who: Shopper | undefined, productId: number, size: string) =>
  call(postAlert, "POST", "/api/v1/user/stock-alerts", {
    body: { product_detail_id: productId, size },
    token: who?.token,
  });
const cancel = (who: Shopper, productId: number, size: string) =>
  call(cancelAlert, "DELETE", "/api/v1/user/stock-alerts", {
    query: { product_detail_id: productId, size },
    token: who.token,
  });
async function openOf(who: Shopper) {
  const res = await call(listAlerts, "GET", "/api/v1/user/stock-alerts", { token: who.token });
  expect(res.status).toBe(200);
  return res.data.stock_alerts as { product_detail_id: number; size: string }[];
}
const wishlist = (who: Shopper, productId: number) =>
  call(postWishlist, "POST", "/api/v1/user/wishlist", { body: { product_detail_id: productId }, token: who.token });

async function mailsTo(email: string) {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, "BACK_IN_STOCK")));
}

/** Leaves exactly `units` of the size, at the pickup showroom 2. */
async function leaveOnly(productId: number, size: string, units: number) {
  const db = await getDb();
  await db
    .update(stock)
    .set({ qty: 0 })
    .where(and(eq(stock.productId, productId), eq(stock.sizeCode, size)));
  await db
    .insert(stock)
    .values({ showroomId: 2, productId, sizeCode: size, qty: units })
    .onConflictDoUpdate({ target: [stock.showroomId, stock.productId, stock.sizeCode], set: { qty: units } });
}

describe("back in stock (user/stock-alerts)", () => {
  it("needs a signed-in shopper, a wishlisted product and a size that is out of stock", async () => {
    const size = await firstSize(EVERYWHERE);
    await leaveOnly(EVERYWHERE, size, 1);
    expect((await ask(undefined, EVERYWHERE, size)).status).toBe(401);
    const me = await newShopper();
    expect(await ask(me, EVERYWHERE, size)).toMatchObject({
      status: 409,
      error: { message: STOCK_ALERT_MSG.notWishlisted },
    });
    await wishlist(me, EVERYWHERE);
    expect(await ask(me, EVERYWHERE, size)).toMatchObject({ status: 409, error: { message: STOCK_ALERT_MSG.inStock } });
    expect(await ask(me, EVERYWHERE, "NOPE")).toMatchObject({
      status: 404,
      error: { message: STOCK_ALERT_MSG.sizeUnknown },
    });
    expect((await ask(me, EVERYWHERE, "")).status).toBe(400);
  });

  it("mails once per request, in the transaction that returns the stock (an order cancelled), and marks it done", async () => {
    const size = await firstSize(EVERYWHERE);
    await leaveOnly(EVERYWHERE, size, 1);
    const buyer = await newShopper();
    const order = await placePickup(buyer, EVERYWHERE, 1);
    const me = await newShopper();
    await wishlist(me, EVERYWHERE);
    expect(await ask(me, EVERYWHERE, size)).toMatchObject({ status: 200, data: { message: STOCK_ALERT_MSG.created } });
    expect((await ask(me, EVERYWHERE, size)).status).toBe(200);
    expect(await openOf(me)).toEqual([{ product_detail_id: EVERYWHERE, size }]);
    expect(await mailsTo(me.email)).toHaveLength(0);

    expect((await cancelOrder(order.trxRef)).ok).toBe(true);
    const mails = await mailsTo(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(`(Size: ${size})`);
    expect(mails[0].textBody).toContain(`/product/${EVERYWHERE}`);
    expect(await openOf(me)).toEqual([]);

    expect((await restockSize({ productId: EVERYWHERE, sizeCode: size, showroomId: 2, qty: 2 })).ok).toBe(true);
    expect(await mailsTo(me.email)).toHaveLength(1);
  });

  it("mails after a restock through the ops tool", async () => {
    const size = await firstSize(EVERYWHERE);
    await leaveOnly(EVERYWHERE, size, 0);
    const me = await newShopper();
    await wishlist(me, EVERYWHERE);
    expect((await ask(me, EVERYWHERE, size)).status).toBe(200);
    const out = await runOpsCommand(["restock", String(EVERYWHERE), size, "2", "3"]);
    expect(out).toEqual({ code: 0, lines: ["stock now 3; 1 back-in-stock mail(s) queued"] });
    expect(await mailsTo(me.email)).toHaveLength(1);
    expect((await runOpsCommand(["restock", String(EVERYWHERE), size, "2", "0"])).code).toBe(2);
  });

  it("another shopper can neither see nor cancel my request", async () => {
    const size = await firstSize(EVERYWHERE);
    await leaveOnly(EVERYWHERE, size, 0);
    const me = await newShopper();
    const other = await newShopper();
    await wishlist(me, EVERYWHERE);
    await wishlist(other, EVERYWHERE);
    expect((await ask(me, EVERYWHERE, size)).status).toBe(200);
    expect(await openOf(other)).toEqual([]);
    expect((await cancel(other, EVERYWHERE, size)).status).toBe(200);
    expect(await openOf(me)).toEqual([{ product_detail_id: EVERYWHERE, size }]);
    expect((await cancel(me, EVERYWHERE, size)).status).toBe(200);
    expect(await openOf(me)).toEqual([]);
    const db = await getDb();
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(stockAlerts)
      .where(eq(stockAlerts.userId, me.userId));
    expect(Number(n)).toBe(0);
  });
});
