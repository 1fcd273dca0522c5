/** A guest pays their own unpaid orders: the confirmation mail's pay link, and the pending-orders refusal that names them. */
import { and, eq } from "drizzle-orm";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { POST as orderPayment } from "@/app/api/v1/order-payment/route";
import { POST as orderSummary } from "@/app/api/v1/order-summary/route";
import { getDb } from "@/lib/db";
import { cartItems, carts, mailOutbox, orders } from "@/lib/db/schema";
import { firstSize, guestAddressFields, guestCart, setStock } from "../support/checkout-fixtures";
import { call } from "../support/http";
import { EVERYWHERE, newShopper, orderOf, pay, placePickup } from "./orders-fixtures";

const NOT_FOUND = { status: 404, error: { message: "Order not found." } };

// Every test places orders at the pickup store (2) and the Bandung hub (8): enough stock for all of them.
beforeEach(async () => {
  const size = await firstSize(EVERYWHERE);
  for (const store of [2, 8]) await setStock(store, EVERYWHERE, size, 500);
});

async function refill(deviceId: string) {
  const db = await getDb();
  const [cart] = await db.select().from(carts).where(eq(carts.deviceId, deviceId));
  await db
    .insert(cartItems)
    .values({ cartId: cart!.id, productId: EVERYWHERE, sizeCode: await firstSize(EVERYWHERE), qty: 1 });
}

const pickup = (device: string, email: string) =>
  call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
    body: { local_device_id: device, shipping_type: "PICKUP_ON_STORE", showroom_id: 2, guest_email: email },
  });

/** A guest's pickup order; answers the order and the pay link its confirmation mail carries. */
async function guestOrder(email = `guest-${crypto.randomUUID()}@example.com`, device?: string) {
  const deviceId = device ?? (await guestCart([{ productId: EVERYWHERE }]));
  if (device) await refill(device);
  const res = await pickup(deviceId, email);
  expect(res.status).toBe(200);
  const order = await orderOf(res.data.trx_ref as string);
  const db = await getDb();
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, "ORDER_CONFIRMATION")));
  const link = /https?:\/\/\S+\/payment\/response\?\S+/.exec(mail!.textBody)?.[0];
  expect(link).toBeDefined();
  expect(mail!.htmlBody).toContain(link!.replace(/&/g, "&amp;"));
  const url = new URL(link!);
  return { order, deviceId, email, url, token: url.searchParams.get("pay_token")! };
}

const payWith = (body: Record<string, unknown>, token?: string) =>
  call(orderPayment, "POST", "/api/v1/order-payment", { body, token });
const summaryOf = (body: Record<string, unknown>, token?: string) =>
  call(orderSummary, "POST", "/api/v1/order-summary", { body, token });

describe("the order's pay link (confirmation mail)", () => {
  it("is mailed with the order, names only that order, and pays it from any device", async () => {
    const { order, url, token } = await guestOrder();
    expect(url.pathname).toBe("/payment/response");
    expect(url.searchParams.get("trx_ref")).toBe(order.trxRef);
    expect(token.length).toBeGreaterThanOrEqual(43);
    // Only the token's hash is stored.
    expect(order.payTokenHash).not.toContain(token);
    const res = await payWith({ trx_ref: order.trxRef, pay_token: token, local_device_id: crypto.randomUUID() });
    expect(res.status).toBe(200);
    expect((res.data.payment_data as { fields: Record<string, string> }).fields.order_id).toBe(order.trxRef);
    // The same link with no device at all.
    expect((await payWith({ trx_ref: order.trxRef, pay_token: token })).status).toBe(200);
  });

  it("is written in the order's language", async () => {
    const email = `guest-${crypto.randomUUID()}@example.com`;
    const device = await guestCart([{ productId: EVERYWHERE }]);
    const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
      body: { local_device_id: device, shipping_type: "PICKUP_ON_STORE", showroom_id: 2, guest_email: email },
      headers: { "accept-language": "id-ID,id;q=0.9" },
    });
    expect(res.status).toBe(200);
    const db = await getDb();
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, "ORDER_CONFIRMATION")));
    expect(mail!.textBody).toContain("Untuk membayar pesanan ini");
    expect(mail!.textBody).toMatch(/\/id\/payment\/response\?trx_ref=/);
    expect(mail!.htmlBody).toContain("Bayar pesanan ini");
  });

  it("cannot pay or show another shopper's order, and a tampered link is refused", async () => {
    const mine = await guestOrder();
    const theirs = await guestOrder();
    // My token on their order.
    expect(await payWith({ trx_ref: theirs.order.trxRef, pay_token: mine.token })).toMatchObject(NOT_FOUND);
    expect(await summaryOf({ trx_ref: theirs.order.trxRef, pay_token: mine.token })).toMatchObject(NOT_FOUND);
    // A token changed by one character, a truncated one, none.
    const last = mine.token.at(-1) === "A" ? "B" : "A";
    for (const forged of [mine.token.slice(0, -1) + last, mine.token.slice(0, 20), ""]) {
      expect(await payWith({ trx_ref: mine.order.trxRef, pay_token: forged })).toMatchObject(NOT_FOUND);
      expect(await summaryOf({ trx_ref: mine.order.trxRef, pay_token: forged })).toMatchObject(NOT_FOUND);
    }
    // Not a signed-in stranger either.
    expect(await payWith({ trx_ref: mine.order.trxRef }, (await newShopper()).token)).toMatchObject(NOT_FOUND);
  });

  it("stops paying once the order is paid or expired", async () => {
    const a = await guestOrder();
    await pay(a.order);
    expect(await payWith({ trx_ref: a.order.trxRef, pay_token: a.token })).toMatchObject({
      status: 409,
      error: { message: "This order is not waiting for payment." },
    });
    const b = await guestOrder();
    const db = await getDb();
    await db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, b.order.id));
    expect((await payWith({ trx_ref: b.order.trxRef, pay_token: b.token })).status).toBe(409);
  });
});

describe("the pending-orders refusal names the shopper's own unpaid orders", () => {
  it("answers the device's unpaid orders with the 409, which the device can then pay", async () => {
    const email = `guest-${crypto.randomUUID()}@example.com`;
    const first = await guestOrder(email);
    const second = await guestOrder(email, first.deviceId);
    await refill(first.deviceId);
    const refused = await pickup(first.deviceId, email);
    expect(refused).toMatchObject({ status: 409, error: { code: "checkout.pendingLimit" } });
    const refs = String(refused.error!.params!.orders).split(",");
    expect(refs.sort()).toEqual([first.order.trxRef, second.order.trxRef].sort());
    expect((await payWith({ trx_ref: refs[0], local_device_id: first.deviceId })).status).toBe(200);
  });

  it("does not name orders of the same email placed on another device", async () => {
    const email = `guest-${crypto.randomUUID()}@example.com`;
    const others = [];
    for (let i = 0; i < 5; i++) others.push(await guestOrder(email));
    const device = await guestCart([{ productId: EVERYWHERE }]);
    const refused = await pickup(device, email);
    expect(refused).toMatchObject({ status: 409, error: { code: "checkout.pendingLimit" } });
    expect(refused.error!.params?.orders).toBeUndefined();
  });
});

describe("POST order-summary", () => {
  it("shows the order to its owner: the account, the guest's device, the pay link; nobody else", async () => {
    const who = await newShopper();
    const order = await placePickup(who);
    const own = await summaryOf({ trx_ref: order.trxRef }, who.token);
    expect(own.status).toBe(200);
    expect(own.data).toMatchObject({
      trx_ref: order.trxRef,
      trx_status: "PENDING",
      grand_total: order.grandTotal,
      shipping_type: "PICKUP_ON_STORE",
      can_pay: true,
      address: null,
    });
    expect(own.data.showroom_name).toEqual(expect.any(String));
    expect((own.data.lines as unknown[]).length).toBe(1);
    expect(await summaryOf({ trx_ref: order.trxRef }, (await newShopper()).token)).toMatchObject(NOT_FOUND);
    expect(
      await summaryOf({ trx_ref: order.trxRef, local_device_id: order.deviceId ?? crypto.randomUUID() }),
    ).toMatchObject(NOT_FOUND);

    const guest = await guestOrder();
    expect((await summaryOf({ trx_ref: guest.order.trxRef, local_device_id: guest.deviceId })).status).toBe(200);
    expect((await summaryOf({ trx_ref: guest.order.trxRef, pay_token: guest.token })).status).toBe(200);
    expect(await summaryOf({ trx_ref: guest.order.trxRef, local_device_id: crypto.randomUUID() })).toMatchObject(
      NOT_FOUND,
    );
    expect(await summaryOf({ trx_ref: guest.order.trxRef })).toMatchObject(NOT_FOUND);
  });

  it("gives a delivery's address and says when it is paid", async () => {
    const email = `guest-${crypto.randomUUID()}@example.com`;
    const device = await guestCart([{ productId: EVERYWHERE }]);
    const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
      body: {
        local_device_id: device,
        shipping_type: "ONLINE_DELIVERY",
        showroom_id: 8,
        guest_email: email,
        ...guestAddressFields(),
        shipping_courier: "JNE",
        shipping_service_name: "REG",
        shipping_notes: "",
      },
    });
    expect(res.status).toBe(200);
    const order = await orderOf(res.data.trx_ref as string);
    await pay(order);
    const summary = await summaryOf({ trx_ref: order.trxRef, local_device_id: device });
    expect(summary.data).toMatchObject({
      trx_status: "PAID",
      can_pay: false,
      showroom_name: null,
      address: { street: order.addressStreet, city: order.addressCity },
    });
  });
});
