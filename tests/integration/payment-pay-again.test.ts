/** 'Pay Now' (POST order-payment): the provider's form for the same bill, for the order's owner only, while it is payable. */
import { count, eq } from "drizzle-orm";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { POST as checkoutPayment } from "@/app/api/v1/checkout-payment/route";
import { POST as orderPayment } from "@/app/api/v1/order-payment/route";
import { POST as sandboxPage } from "@/app/payment-sandbox/route";
import { getDb } from "@/lib/db";
import { orders, payments } from "@/lib/db/schema";
import { sandboxConfig } from "@/lib/server/payment/providers/sandbox/config";
import { requestSignature, returnSignature } from "@/lib/server/payment/providers/sandbox/signature";
import { firstSize, guestCart, stockQty } from "../support/checkout-fixtures";
import { call } from "../support/http";
import { EVERYWHERE, newShopper, orderOf, pay, placePickup } from "./orders-fixtures";

const DUE_PASSED = "The time to pay this order has run out: it can no longer be paid. Please order the items again.";

async function placeGuestPickup() {
  const device = await guestCart([{ productId: EVERYWHERE, sizeCode: await firstSize(EVERYWHERE), qty: 1 }]);
  const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
    body: {
      local_device_id: device,
      shipping_type: "PICKUP_ON_STORE",
      showroom_id: 2,
      guest_email: "guest@example.com",
    },
  });
  expect(res.status).toBe(200);
  return { device, order: await orderOf(res.data.trx_ref as string) };
}

const payAgain = (body: Record<string, unknown>, token?: string) =>
  call(orderPayment, "POST", "/api/v1/order-payment", { body, token });
const form = (url: string, fields: Record<string, string>) =>
  new Request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

async function counts(orderId: number) {
  const db = await getDb();
  const [o] = await db.select({ n: count() }).from(orders);
  const [p] = await db.select({ n: count() }).from(payments).where(eq(payments.orderId, orderId));
  return { orders: o!.n, payments: p!.n };
}

async function setDueDate(orderId: number, expiresAt: Date) {
  const db = await getDb();
  await db.update(orders).set({ expiresAt }).where(eq(orders.id, orderId));
}

describe("POST order-payment ('Pay Now')", () => {
  it("answers the provider's form for the same bill to the order's owner, with no new order and no second reservation", async () => {
    const who = await newShopper();
    const order = await placePickup(who);
    const size = await firstSize(EVERYWHERE);
    const before = { stock: await stockQty(2, EVERYWHERE, size), ...(await counts(order.id)) };

    const res = await payAgain({ trx_ref: order.trxRef }, who.token);
    expect(res.status).toBe(200);
    const payment = res.data.payment_data as { action_url: string; fields: Record<string, string> };
    expect(res.data.trx_ref).toBe(order.trxRef);
    expect(payment.fields).toMatchObject({
      order_id: order.trxRef,
      bill_total: String(order.grandTotal),
      custEmail: who.email,
      custName: "Sari Dewi",
    });
    expect(payment.fields.signature).toBe(requestSignature(sandboxConfig(), order.trxRef, String(order.grandTotal)));
    expect(JSON.parse(payment.fields.products!)).toHaveLength(1);
    expect(payment.action_url).toBe("/payment-sandbox");
    expect(payment.fields.return_url).toBe("/payment/response");
    // The sandbox accepts the bill again.
    expect((await sandboxPage(form("http://localhost/payment-sandbox", payment.fields))).status).toBe(200);

    expect({ stock: await stockQty(2, EVERYWHERE, size), ...(await counts(order.id)) }).toEqual(before);
    expect(await orderOf(order.trxRef)).toMatchObject({ trxStatus: "PENDING", expiresAt: order.expiresAt });
  });

  it("lets a guest pay again from the device that placed the order, and nobody else", async () => {
    const { device, order } = await placeGuestPickup();
    const own = await payAgain({ trx_ref: order.trxRef, local_device_id: device });
    expect(own.status).toBe(200);
    expect((own.data.payment_data as { fields: Record<string, string> }).fields.custEmail).toBe("guest@example.com");

    const otherDevice = await payAgain({ trx_ref: order.trxRef, local_device_id: crypto.randomUUID() });
    expect(otherDevice).toMatchObject({ status: 404, error: { message: "Order not found." } });
    const noDevice = await payAgain({ trx_ref: order.trxRef });
    expect(noDevice.status).toBe(404);
    const signedInStranger = await payAgain({ trx_ref: order.trxRef }, (await newShopper()).token);
    expect(signedInStranger.status).toBe(404);
  });

  it("refuses another shopper's order as if it did not exist, even with the owner's device id", async () => {
    const owner = await newShopper();
    const order = await placePickup(owner);
    const stranger = await newShopper();
    const res = await payAgain(
      { trx_ref: order.trxRef, local_device_id: order.deviceId ?? crypto.randomUUID() },
      stranger.token,
    );
    expect(res).toMatchObject({ status: 404, error: { message: "Order not found." } });
    const guest = await payAgain({ trx_ref: order.trxRef, local_device_id: crypto.randomUUID() });
    expect(guest.status).toBe(404);
    expect(JSON.stringify(res.data)).not.toContain(order.trxRef);
  });

  it("refuses after the due date with a clear message, whether or not the expiry has run yet", async () => {
    const who = await newShopper();
    const order = await placePickup(who);
    await setDueDate(order.id, new Date(Date.now() - 1000));
    const res = await payAgain({ trx_ref: order.trxRef }, who.token);
    expect(res).toMatchObject({ status: 409, error: { message: DUE_PASSED } });

    const db = await getDb();
    await db.update(orders).set({ trxStatus: "EXPIRED" }).where(eq(orders.id, order.id));
    expect(await payAgain({ trx_ref: order.trxRef }, who.token)).toMatchObject({
      status: 409,
      error: { message: DUE_PASSED },
    });
  });

  it("refuses an order that is not waiting for payment", async () => {
    const who = await newShopper();
    const paid = await pay(await placePickup(who));
    expect(await payAgain({ trx_ref: paid.trxRef }, who.token)).toMatchObject({
      status: 409,
      error: { message: "This order is not waiting for payment." },
    });
    const db = await getDb();
    await db.update(orders).set({ trxStatus: "FAILED" }).where(eq(orders.id, paid.id));
    expect((await payAgain({ trx_ref: paid.trxRef }, who.token)).status).toBe(409);
  });

  it("validates its input and treats an expired session as one", async () => {
    expect(await payAgain({})).toMatchObject({ status: 400, error: { message: "trx_ref is required." } });
    expect((await payAgain({ trx_ref: "x", local_device_id: "not-a-uuid" })).status).toBe(400);
    expect((await payAgain({ trx_ref: "unknown", local_device_id: crypto.randomUUID() })).status).toBe(404);
    expect((await payAgain({ trx_ref: "unknown" }, "expired-token")).status).toBe(401);
  });
});

describe("POST checkout-payment answers the server's state, not the return's", () => {
  const returnOf = (billNo: string, status: string) => ({
    bill_no: billNo,
    status,
    signature: returnSignature(sandboxConfig(), billNo, status),
  });

  it("says a pending order can be paid until its due date, whatever status the return claims", async () => {
    const who = await newShopper();
    const order = await placePickup(who);
    const res = await call(checkoutPayment, "POST", "/api/v1/checkout-payment", { body: returnOf(order.trxRef, "2") });
    expect(res.data).toMatchObject({ trx_status: "PENDING", can_pay: true, return_status: "2", return_paid: true });
    expect(res.data.payment_duedate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await setDueDate(order.id, new Date(Date.now() - 1000));
    expect(
      (await call(checkoutPayment, "POST", "/api/v1/checkout-payment", { body: returnOf(order.trxRef, "1") })).data,
    ).toMatchObject({ trx_status: "PENDING", can_pay: false });
    const paid = await pay(await placePickup(who));
    expect(
      (await call(checkoutPayment, "POST", "/api/v1/checkout-payment", { body: returnOf(paid.trxRef, "3") })).data,
    ).toMatchObject({ trx_status: "PAID", can_pay: false });
  });
});
