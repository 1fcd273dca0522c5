/** Orders for the orders tests, placed through the real checkout-trx handler and paid through the notification handler. */
import { eq } from "drizzle-orm";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { POST as notify } from "@/app/api/v1/payment/notification/route";
import { getDb } from "@/lib/db";
import { cartItems, carts, orders } from "@/lib/db/schema";
import { sandboxConfig } from "@/lib/server/payment/providers/sandbox/config";
import { notificationSignature } from "@/lib/server/payment/providers/sandbox/signature";
import { firstSize, saveAddress, shopper } from "../support/checkout-fixtures";
import { call } from "../support/http";

export const EVERYWHERE = 19;
export const ON_SALE = 18;

export type OrderRow = typeof orders.$inferSelect;

export async function orderOf(trxRef: string): Promise<OrderRow> {
  const db = await getDb();
  return (await db.select().from(orders).where(eq(orders.trxRef, trxRef)))[0]!;
}

/** Puts a line in the shopper's cart (a placed order empties it); a line already there stays as it is. */
export async function refillCart(who: number | { userId: number }, productId = EVERYWHERE, qty = 1) {
  const userId = typeof who === "number" ? who : who.userId;
  const db = await getDb();
  const [cart] = await db.select().from(carts).where(eq(carts.userId, userId));
  await db
    .insert(cartItems)
    .values({ cartId: cart!.id, productId, sizeCode: await firstSize(productId), qty })
    .onConflictDoNothing();
}

export interface Shopper {
  userId: number;
  token: string;
  email: string;
}

export async function newShopper(): Promise<Shopper> {
  return shopper([]);
}

const addresses = new Map<number, number>();

/** A pending courier delivery from the Bandung hub (8) to the shopper's saved address. */
export async function placeDelivery(who: Shopper, productId = EVERYWHERE, qty = 1): Promise<OrderRow> {
  await refillCart(who.userId, productId, qty);
  const addressId = addresses.get(who.userId) ?? (await saveAddress(who.userId));
  addresses.set(who.userId, addressId);
  const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
    body: {
      shipping_type: "ONLINE_DELIVERY",
      showroom_id: 8,
      user_address_id: addressId,
      shipping_courier: "JNE",
      shipping_service_name: "REG",
      shipping_notes: "",
    },
    token: who.token,
  });
  if (res.status !== 200) throw new Error(`checkout-trx failed: ${res.status} ${res.error?.message}`);
  return orderOf(res.data.trx_ref as string);
}

/** A pending store pickup at showroom 2. */
export async function placePickup(who: Shopper, productId = EVERYWHERE, qty = 1): Promise<OrderRow> {
  await refillCart(who.userId, productId, qty);
  const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
    body: { shipping_type: "PICKUP_ON_STORE", showroom_id: 2 },
    token: who.token,
  });
  if (res.status !== 200) throw new Error(`checkout-trx failed: ${res.status} ${res.error?.message}`);
  return orderOf(res.data.trx_ref as string);
}

/** Pays an order the way the provider does: a signed server-to-server notification. */
export async function pay(order: OrderRow, channel = "BCA Virtual Account"): Promise<OrderRow> {
  const c = sandboxConfig();
  const body = {
    request: "Payment Notification",
    trx_id: `T-${order.id}`,
    merchant_id: c.merchantId,
    merchant: c.merchantName,
    bill_no: order.trxRef,
    payment_reff: "R1",
    payment_date: "2026-01-02 10:11:12",
    payment_status_code: "2",
    payment_status_desc: "Payment Success",
    bill_total: String(order.grandTotal),
    payment_total: String(order.grandTotal),
    payment_channel_uid: "702",
    payment_channel: channel,
    signature: notificationSignature(c, order.trxRef, "2"),
  };
  const res = await notify(
    new Request("http://localhost/api/v1/payment/notification", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
  if (res.status !== 200) throw new Error(`notification failed: ${res.status}`);
  return orderOf(order.trxRef);
}
