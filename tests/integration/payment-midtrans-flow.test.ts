/**
 * The shop with PAYMENT_PROVIDER=midtrans, end to end through its own routes, against the fake Midtrans
 * (tests/support/fakes/midtrans.ts) over real HTTP: the fake's notifications are delivered to the shop's
 * notification route handler. Runs on PGlite and PostgreSQL.
 */
import { and, eq } from "drizzle-orm";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { POST as orderPayment } from "@/app/api/v1/order-payment/route";
import { POST as orderSummary } from "@/app/api/v1/order-summary/route";
import { POST as notify } from "@/app/api/v1/payment/notification/route";
import { getDb } from "@/lib/db";
import { mailOutbox, orderStatusHistory, orders, paymentNotifications } from "@/lib/db/schema";
import { expireOverdueOrders } from "@/lib/server/orders/expire";
import { runOpsCommand } from "@/lib/server/orders/ops-commands";
import { call } from "../support/http";
import { firstSize, guestCart, stockQty } from "../support/checkout-fixtures";
import { fakeServerKey, startFakeMidtrans, type FakeMidtrans } from "../support/fakes/midtrans";
import { signatureKey } from "../support/fakes/midtrans-wire";

const EVERYWHERE = 19;
const key = fakeServerKey();
let fake: FakeMidtrans;

beforeAll(async () => {
  fake = await startFakeMidtrans({ serverKey: key, deliver: (url, init) => notify(new Request(url, init)) });
  Object.assign(process.env, {
    PAYMENT_PROVIDER: "midtrans",
    MIDTRANS_SERVER_KEY: key,
    MIDTRANS_SNAP_URL: fake.snapUrl,
    MIDTRANS_API_URL: fake.apiUrl,
  });
});
afterAll(async () => {
  for (const name of ["PAYMENT_PROVIDER", "MIDTRANS_SERVER_KEY", "MIDTRANS_SNAP_URL", "MIDTRANS_API_URL"])
    delete process.env[name];
  await fake.stop();
});

async function placePickup() {
  const device = await guestCart([{ productId: EVERYWHERE, sizeCode: await firstSize(EVERYWHERE), qty: 1 }]);
  const email = `midtrans-${device}@example.com`;
  const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
    body: { local_device_id: device, shipping_type: "PICKUP_ON_STORE", showroom_id: 2, guest_email: email },
  });
  expect(res.status).toBe(200);
  return {
    trxRef: res.data.trx_ref as string,
    payment: res.data.payment_data as { action_url: string; method: string },
    email,
    device,
  };
}

/** A pickup order whose first Snap answer is lost on the way (Midtrans took the order_id, the shop never heard). */
async function placeWithLostAnswer() {
  const device = await guestCart([{ productId: EVERYWHERE, sizeCode: await firstSize(EVERYWHERE), qty: 1 }]);
  const email = `midtrans-lost-${device}@example.com`;
  fake.loseNextCreate();
  const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
    body: { local_device_id: device, shipping_type: "PICKUP_ON_STORE", showroom_id: 2, guest_email: email },
  });
  expect(res.status).toBe(502);
  const db = await getDb();
  const [placed] = await db.select().from(orders).where(eq(orders.guestEmail, email));
  return { trxRef: placed!.trxRef, device };
}

const payNow = (trxRef: string, device: string) =>
  call(orderPayment, "POST", "/api/v1/order-payment", { body: { trx_ref: trxRef, local_device_id: device } });

/** The order_ids the shop asked Snap to create for this order, in order. */
const created = (trxRef: string) =>
  fake.requests
    .filter((r) => r.path === "/snap/v1/transactions")
    .map((r) => (r.body as { transaction_details: { order_id: string } }).transaction_details.order_id)
    .filter((id) => id.startsWith(trxRef));

async function order(trxRef: string) {
  const db = await getDb();
  return (await db.select().from(orders).where(eq(orders.trxRef, trxRef)))[0]!;
}

async function outcomes(trxRef: string) {
  const db = await getDb();
  return (
    await db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.billNo, trxRef))
      .orderBy(paymentNotifications.id)
  ).map((r) => r.outcome);
}

async function mails(email: string) {
  const db = await getDb();
  return db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
}

describe("a Midtrans payment through the shop", () => {
  it("creates the Snap transaction for the order's grand total and redirects the browser to Snap", async () => {
    const placed = await placePickup();
    const total = (await order(placed.trxRef)).grandTotal;
    expect(placed.payment).toEqual({
      action_url: expect.stringMatching(new RegExp(`^${fake.url}/snap/v2/vtweb/`)),
      method: "GET",
      fields: {},
    });
    // The order's first attempt: Midtrans takes an order_id once, so each Snap transaction has its own.
    expect(fake.transaction(placed.trxRef)).toMatchObject({
      orderId: `${placed.trxRef}-1`,
      grossAmount: total,
      notifyUrl: "http://localhost/api/v1/payment/notification",
    });
  });

  it("is paid by a settlement notification the status API confirms: order paid, mail queued, recorded", async () => {
    const placed = await placePickup();
    const ack = await fake.settle(placed.trxRef);
    expect(ack?.status).toBe(200);
    expect(await order(placed.trxRef)).toMatchObject({ trxStatus: "PAID", paymentState: "paid" });
    expect(await outcomes(placed.trxRef)).toEqual(["PAID"]);
    expect((await mails(placed.email)).length).toBe(2);

    // Snap's finish redirect leads to the order's own link; its page reads the order as the shop knows it.
    expect(new URL(fake.transaction(placed.trxRef)!.body.callbacks!.finish).search).toBe(`?trx_ref=${placed.trxRef}`);
    const back = await call(orderSummary, "POST", "/api/v1/order-summary", {
      body: { trx_ref: placed.trxRef, local_device_id: placed.device },
    });
    expect(back.status).toBe(200);
    expect(back.data.trx_status).toBe("PAID");
  });

  it("changes nothing on a replay: acknowledged again, one paid record, one mail", async () => {
    const placed = await placePickup();
    await fake.settle(placed.trxRef);
    const again = await fake.notify(placed.trxRef);
    expect(again.status).toBe(200);
    expect(await outcomes(placed.trxRef)).toEqual(["PAID", "DUPLICATE"]);
    const db = await getDb();
    const o = await order(placed.trxRef);
    expect(
      await db
        .select()
        .from(orderStatusHistory)
        .where(and(eq(orderStatusHistory.orderId, o.id), eq(orderStatusHistory.toStatus, "PAID"))),
    ).toHaveLength(1);
    expect((await mails(placed.email)).length).toBe(2);
  });

  it("refuses a forged signature: nothing paid, the attempt recorded", async () => {
    const placed = await placePickup();
    await fake.settle(placed.trxRef, { notify: false });
    const forged = await fake.notify(placed.trxRef, {
      signature_key: signatureKey(`${placed.trxRef}-1`, "200", "1.00", key),
    });
    expect(forged.status).toBe(403);
    expect(await order(placed.trxRef)).toMatchObject({ trxStatus: "PENDING", paymentState: "pending" });
    expect(await outcomes(placed.trxRef)).toEqual(["INVALID_SIGNATURE"]);
  });

  it("does not trust a signed notification the status API contradicts (it says settlement, Midtrans says pending)", async () => {
    const placed = await placePickup();
    const total = (await order(placed.trxRef)).grandTotal;
    await fake.pending(placed.trxRef, { notify: false });
    const claim = await fake.notify(placed.trxRef, {
      transaction_status: "settlement",
      status_code: "200",
      signature_key: signatureKey(`${placed.trxRef}-1`, "200", `${total}.00`, key),
    });
    expect(claim.status).toBe(200);
    expect(await order(placed.trxRef)).toMatchObject({ trxStatus: "PENDING", paymentState: "pending" });
    expect(await outcomes(placed.trxRef)).toEqual(["IN_PROCESS"]);
  });

  it("refuses a settlement whose confirmed amount is not the order's grand total", async () => {
    const placed = await placePickup();
    fake.transaction(placed.trxRef)!.grossAmount -= 1000;
    const ack = await fake.settle(placed.trxRef);
    expect(ack?.status).toBe(409);
    expect(await order(placed.trxRef)).toMatchObject({ trxStatus: "PENDING" });
    expect(await outcomes(placed.trxRef)).toEqual(["AMOUNT_MISMATCH"]);
  });

  it("keeps the order payable after a declined card: a settlement on the same Snap page then pays it", async () => {
    const placed = await placePickup();
    const denied = await fake.deny(placed.trxRef);
    expect(denied?.status).toBe(200);
    expect(fake.deliveries.at(-1)!.sent).toMatchObject({
      transaction_status: "deny",
      status_code: "202",
      payment_type: "credit_card",
    });
    expect(await order(placed.trxRef)).toMatchObject({ trxStatus: "PENDING", paymentState: "pending" });
    // 'Pay Now' still reopens the same page, which still opens.
    const again = await call(orderPayment, "POST", "/api/v1/order-payment", {
      body: { trx_ref: placed.trxRef, local_device_id: placed.device },
    });
    expect(again.status).toBe(200);
    expect((again.data.payment_data as { action_url: string }).action_url).toBe(placed.payment.action_url);
    expect((await fetch(placed.payment.action_url)).status).toBe(200);

    const paid = await fake.settle(placed.trxRef);
    expect(paid?.status).toBe(200);
    expect(await order(placed.trxRef)).toMatchObject({ trxStatus: "PAID", paymentState: "paid" });
    expect(await outcomes(placed.trxRef)).toEqual(["IN_PROCESS", "PAID"]);
  });

  it("ends the order on expire and on cancel, once", async () => {
    const cancelled = await placePickup();
    await fake.cancel(cancelled.trxRef);
    expect(await order(cancelled.trxRef)).toMatchObject({ trxStatus: "CANCELLED", paymentState: "cancelled" });
    const expired = await placePickup();
    await fake.expire(expired.trxRef);
    await fake.notify(expired.trxRef);
    expect(await order(expired.trxRef)).toMatchObject({ trxStatus: "EXPIRED", paymentState: "expired" });
    expect(await outcomes(expired.trxRef)).toEqual(["EXPIRED", "DUPLICATE"]);
  });

  it("acknowledges a settlement that comes after the order expired and flags it refund due", async () => {
    const placed = await placePickup();
    await fake.pending(placed.trxRef, { notify: false });
    const db = await getDb();
    await expireOverdueOrders(db, new Date(Date.now() + 2 * 24 * 3600_000));
    expect(await order(placed.trxRef)).toMatchObject({ trxStatus: "EXPIRED" });
    const late = await fake.settle(placed.trxRef);
    expect(late?.status).toBe(200);
    expect(await order(placed.trxRef)).toMatchObject({ trxStatus: "EXPIRED", paymentState: "refund_due" });
    expect(await outcomes(placed.trxRef)).toEqual(["LATE_PAYMENT_EXPIRED"]);
  });

  it.each(["refund", "chargeback"] as const)(
    "ends a paid pickup on a %s: REFUNDED, never handed over, listed as such, its stock back",
    async (how) => {
      const placed = await placePickup();
      await fake.settle(placed.trxRef);
      expect((await runOpsCommand(["process", placed.trxRef])).code).toBe(0);
      const size = await firstSize(EVERYWHERE);
      const held = await stockQty(2, EVERYWHERE, size);
      expect((await fake[how](placed.trxRef))?.status).toBe(200);
      expect(await order(placed.trxRef)).toMatchObject({
        trxStatus: "REFUNDED",
        paymentState: "refunded",
        paymentStatusDesc: how,
      });
      expect(await stockQty(2, EVERYWHERE, size)).toBe(held + 1);
      for (const move of ["ready", "complete"]) expect((await runOpsCommand([move, placed.trxRef])).code).toBe(1);
      const listed = (await runOpsCommand(["list", "--status", "REFUNDED", "--limit", "500"])).lines;
      expect(listed.find((l) => l.startsWith(placed.trxRef))).toMatch(/ REFUNDED +refunded +PICKUP_ON_STORE /);
      await fake.notify(placed.trxRef);
      expect(await stockQty(2, EVERYWHERE, size)).toBe(held + 1);
      expect(await outcomes(placed.trxRef)).toEqual(["PAID", "REFUNDED", "DUPLICATE"]);
    },
  );

  it("shows the returned order to its owner only, and never as paid because the return says so", async () => {
    const placed = await placePickup();
    const own = await call(orderSummary, "POST", "/api/v1/order-summary", {
      body: { trx_ref: placed.trxRef, local_device_id: placed.device },
    });
    expect(own.data.trx_status).toBe("PENDING");
    const other = await call(orderSummary, "POST", "/api/v1/order-summary", {
      body: { trx_ref: placed.trxRef, local_device_id: crypto.randomUUID() },
    });
    expect(other.status).toBe(404);
    expect(await order(placed.trxRef)).toMatchObject({ trxStatus: "PENDING" });
  });
});

describe("one Snap transaction per order attempt", () => {
  it("bills a new order_id when an answer was lost, and the new attempt's settlement pays the order", async () => {
    const placed = await placeWithLostAnswer();
    const again = await payNow(placed.trxRef, placed.device);
    expect(again.status).toBe(200);
    expect((again.data.payment_data as { action_url: string }).action_url).toMatch(
      new RegExp(`^${fake.url}/snap/v2/vtweb/`),
    );
    expect(created(placed.trxRef)).toEqual([`${placed.trxRef}-1`, `${placed.trxRef}-2`]);

    const ack = await fake.settle(`${placed.trxRef}-2`);
    expect(ack?.status).toBe(200);
    expect(await order(placed.trxRef)).toMatchObject({ trxStatus: "PAID", paymentState: "paid" });
    expect(await outcomes(placed.trxRef)).toEqual(["PAID"]);
    // A second 'Pay Now' for a paid order bills nothing.
    expect((await payNow(placed.trxRef, placed.device)).status).toBe(409);
    expect(created(placed.trxRef)).toHaveLength(2);
  });

  it("makes one Snap transaction for two 'Pay Now' at once, and both open its page", async () => {
    const placed = await placeWithLostAnswer();
    fake.delays.create = 400;
    let both: Awaited<ReturnType<typeof payNow>>[];
    try {
      both = await Promise.all([payNow(placed.trxRef, placed.device), payNow(placed.trxRef, placed.device)]);
    } finally {
      fake.delays.create = 0;
    }
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const [a, b] = both.map((r) => (r.data.payment_data as { action_url: string }).action_url);
    expect(a).toBe(b);
    expect(created(placed.trxRef)).toEqual([`${placed.trxRef}-1`, `${placed.trxRef}-2`]);
    // And a later one reopens that page.
    const later = await payNow(placed.trxRef, placed.device);
    expect((later.data.payment_data as { action_url: string }).action_url).toBe(a);
    expect(created(placed.trxRef)).toHaveLength(2);
  });
});

describe("answering Midtrans' notification within 5 seconds", () => {
  it("answers 503 in time when the status API takes 6 s, and Midtrans' retry then pays the order", async () => {
    const placed = await placePickup();
    await fake.settle(placed.trxRef, { notify: false });
    fake.delays.status = 6_000;
    const began = Date.now();
    let first: Awaited<ReturnType<typeof fake.notify>>;
    try {
      first = await fake.notify(placed.trxRef);
    } finally {
      fake.delays.status = 0;
    }
    const took = Date.now() - began;
    expect(took).toBeLessThan(5_000);
    expect(first.status).toBe(503);
    expect(await order(placed.trxRef)).toMatchObject({ trxStatus: "PENDING", paymentState: "pending" });

    // Midtrans sends a notification again when it got no 2xx; the status API answers in time now.
    const retry = await fake.notify(placed.trxRef);
    expect(retry.status).toBe(200);
    expect(await order(placed.trxRef)).toMatchObject({ trxStatus: "PAID", paymentState: "paid" });
    expect(await outcomes(placed.trxRef)).toEqual(["STATUS_UNCONFIRMED_TIMEOUT", "PAID"]);
  }, 20_000);
});
