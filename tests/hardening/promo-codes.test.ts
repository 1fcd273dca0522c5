/**
 * Issue #21 point 8, promo codes: an unknown, inactive, expired or not yet started code gets one and the same answer
 * (status and message) on both calls, so guessing reveals nothing; usage limits — total uses, uses per shopper, first
 * purchase only — hold under concurrent checkouts (taken in the order's transaction, like stock), and an unpaid order
 * that ends gives its use back, once. Real route handlers, seed codes (ONGKIR50 once per shopper, GRATISONGKIR first
 * purchase only) and codes made here.
 */
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { POST as postCart } from "@/app/api/v1/cart/route";
import { POST as promoCode } from "@/app/api/v1/checkout-promo-code/route";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { getDb } from "@/lib/db";
import { orders, promos } from "@/lib/db/schema";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { expireOverdueOrders } from "@/lib/server/orders/expire";
import { call, type Envelope } from "../support/http";
import { createShopper } from "../support/sessions";
import { firstSize, setStock } from "../support/checkout-fixtures";

const PRODUCT = 19;
const SHOWROOM = 5;

interface Buyer {
  device?: string;
  email?: string;
  token?: string;
}

let size = "";
beforeAll(async () => {
  size = await firstSize(PRODUCT);
  await setStock(SHOWROOM, PRODUCT, size, 1000);
  const db = await getDb();
  const year = new Date().getUTCFullYear();
  await db.insert(promos).values([
    { code: "SOON", category: "PRODUCT", discPercent: 10, startsAt: new Date(`${year + 2}-01-01T00:00:00Z`) },
    { code: "RACE3", category: "PRODUCT", discPercent: 5, discMax: 100000, maxUses: 3 },
  ]);
});

async function fillCart(buyer: Buyer & { device: string }) {
  const added = await call(postCart, "POST", "/api/v1/cart", {
    body: { local_device_id: buyer.device, product_detail_id: PRODUCT, size, qty: 1 },
    token: buyer.token,
  });
  if (added.status !== 200) throw new Error(`cart: ${added.status} ${added.error?.message}`);
}

function order(buyer: Buyer & { device: string }, code: string): Promise<Envelope> {
  const email = buyer.token ? {} : { guest_email: buyer.email ?? `promo-${buyer.device}@example.com` };
  return call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
    body: {
      local_device_id: buyer.device,
      shipping_type: "PICKUP_ON_STORE",
      showroom_id: SHOWROOM,
      promo_code: code,
      ...email,
    },
    token: buyer.token,
  });
}

/** A full cart, then checkout-trx with the code. */
async function buy(buyer: Buyer, code: string): Promise<Envelope> {
  const b = { ...buyer, device: buyer.device ?? randomUUID() };
  await fillCart(b);
  return order(b, code);
}

const preview = (buyer: Buyer & { device: string }, code: string) =>
  call(promoCode, "POST", "/api/v1/checkout-promo-code", {
    body: { local_device_id: buyer.device, promo_code: code, showroom_id: SHOWROOM },
    token: buyer.token,
  });

const outcome = (r: Envelope) => (r.status === 200 ? 200 : `${r.status} ${r.error?.message}`);

async function expireOrdersOf(where: ReturnType<typeof eq>) {
  const db = await getDb();
  const mine = await db.select({ id: orders.id }).from(orders).where(where);
  await db
    .update(orders)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(
      inArray(
        orders.id,
        mine.map((o) => o.id),
      ),
    );
  return expireOverdueOrders(db);
}

async function usedCount(code: string) {
  const db = await getDb();
  const [row] = await db.select({ n: promos.usedCount }).from(promos).where(eq(promos.code, code));
  return row!.n;
}

describe("promo codes (issue #21, point 8)", () => {
  it("answers unknown, inactive, expired and not yet started codes identically on both calls", async () => {
    const buyer = { device: randomUUID() };
    await fillCart(buyer);
    const answers = async (code: string) => {
      const [a, b] = [await preview(buyer, code), await order(buyer, code)];
      return [a.status, a.error, b.status, b.error];
    };
    const unknown = await answers("NOSUCHCODE");
    const refused = {
      code: "checkout.promoUnknown",
      message: CHECKOUT_MSG.promoUnknown,
      fields: { promo_code: CHECKOUT_MSG.promoUnknown },
    };
    expect(unknown).toEqual([404, refused, 404, refused]);
    for (const code of ["FLASHSALE", "LEBARAN2025", "SOON", "flashsale"]) expect(await answers(code)).toEqual(unknown);
  });

  it("gives exactly the total uses left to 10 shoppers racing for a code, and an ended order gives its use back once", async () => {
    const buyers = Array.from({ length: 10 }, () => ({ device: randomUUID() }));
    for (const b of buyers) await fillCart(b);
    const results = await Promise.all(buyers.map((b) => order(b, "RACE3")));
    const placed = results.filter((r) => r.status === 200);
    expect(placed).toHaveLength(3);
    expect([...new Set(results.filter((r) => r.status !== 200).map(outcome))]).toEqual([
      `422 ${CHECKOUT_MSG.promoUsedUp}`,
    ]);
    expect(await usedCount("RACE3")).toBe(3);
    const db = await getDb();
    expect(await db.$count(orders, eq(orders.promoCode, "RACE3"))).toBe(3);

    const late = { device: randomUUID() };
    await fillCart(late);
    expect(outcome(await preview(late, "RACE3"))).toBe(`422 ${CHECKOUT_MSG.promoUsedUp}`);
    // One unpaid order expires: its use comes back, exactly once.
    expect(await expireOrdersOf(eq(orders.trxRef, placed[0]!.data.trx_ref as string))).toBe(1);
    expect(await expireOverdueOrders(db)).toBe(0);
    expect(await usedCount("RACE3")).toBe(2);
    expect(outcome(await order(late, "RACE3"))).toBe(200);
    expect(await usedCount("RACE3")).toBe(3);
  });

  it("lets a shopper use ONGKIR50 once (by device or by email) until that order ends, while others still use it", async () => {
    const buyer = { device: randomUUID(), email: "sekali@example.com" };
    expect(outcome(await buy(buyer, "ONGKIR50"))).toBe(200);
    const used = `422 ${CHECKOUT_MSG.promoShopperLimit}`;
    expect(outcome(await buy(buyer, "ongkir50"))).toBe(used);
    expect(outcome(await preview(buyer, "ONGKIR50"))).toBe(used);
    expect(outcome(await buy({ email: "SEKALI@example.com" }, "ONGKIR50"))).toBe(used);
    expect(outcome(await buy({ email: "lain@example.com" }, "ONGKIR50"))).toBe(200);

    await expireOrdersOf(eq(orders.deviceId, buyer.device));
    expect(outcome(await order(buyer, "ONGKIR50"))).toBe(200);
  });

  it("keeps GRATISONGKIR for a first purchase: refused once the shopper has an order, by account or email", async () => {
    const account = await createShopper("Pembeli Lama");
    const device = randomUUID();
    expect(outcome(await buy({ device, token: account.token }, "HEMAT10"))).toBe(200);
    const db = await getDb();
    await db.update(orders).set({ trxStatus: "PAID" }).where(eq(orders.userId, account.userId));
    const first = `422 ${CHECKOUT_MSG.promoFirstPurchase}`;
    const again = { device: randomUUID(), token: account.token };
    await fillCart(again);
    expect(outcome(await preview(again, "GRATISONGKIR"))).toBe(first);
    expect(outcome(await order(again, "GRATISONGKIR"))).toBe(first);

    const guest = { device: randomUUID(), email: "baru@example.com" };
    expect(outcome(await buy(guest, "GRATISONGKIR"))).toBe(200);
    expect(outcome(await buy({ email: "baru@example.com" }, "GRATISONGKIR"))).toBe(first);
    expect(outcome(await buy({ email: "pertama@example.com" }, "GRATISONGKIR"))).toBe(200);
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.promoCode, "GRATISONGKIR"))) as [{ n: number }];
    expect(n).toBe(2);
  });
});
