import { eq } from "drizzle-orm";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { POST as checkoutPayment } from "@/app/api/v1/checkout-payment/route";
import { POST as notify } from "@/app/api/v1/payment/notification/route";
import { POST as sandboxPage } from "@/app/payment-sandbox/route";
import { POST as sandboxComplete } from "@/app/payment-sandbox/complete/route";
import { getDb } from "@/lib/db";
import { mailOutbox, orderStatusHistory, orders, paymentNotifications } from "@/lib/db/schema";
import { sandboxConfig } from "@/lib/server/payment/providers/sandbox/config";
import { notificationSignature, returnSignature } from "@/lib/server/payment/providers/sandbox/signature";
import { call } from "../support/http";
import { firstSize, guestCart, stockQty } from "../support/checkout-fixtures";

const EVERYWHERE = 19;

async function placePickup(qty = 1) {
  const size = await firstSize(EVERYWHERE);
  const device = await guestCart([{ productId: EVERYWHERE, sizeCode: size, qty }]);
  const email = `guest-${device}@example.com`;
  const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
    body: { local_device_id: device, shipping_type: "PICKUP_ON_STORE", showroom_id: 2, guest_email: email },
  });
  const payment = res.data.payment_data as { fields: Record<string, string> };
  return { trxRef: res.data.trx_ref as string, fields: payment.fields, size, email };
}

async function order(trxRef: string) {
  const db = await getDb();
  return (await db.select().from(orders).where(eq(orders.trxRef, trxRef)))[0]!;
}

function signed(billNo: string, statusCode: string, billTotal: string, extra: Record<string, string> = {}) {
  const c = sandboxConfig();
  return {
    request: "Payment Notification",
    trx_id: "T1",
    merchant_id: c.merchantId,
    merchant: c.merchantName,
    bill_no: billNo,
    payment_reff: "R1",
    payment_date: "2026-01-02 10:11:12",
    payment_status_code: statusCode,
    payment_status_desc: "x",
    bill_total: billTotal,
    payment_total: billTotal,
    payment_channel_uid: "702",
    payment_channel: "BCA Virtual Account",
    signature: notificationSignature(c, billNo, statusCode),
    ...extra,
  };
}

const post = (body: unknown) =>
  notify(
    new Request("http://localhost/api/v1/payment/notification", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
const form = (url: string, fields: Record<string, string>) =>
  new Request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

describe("the sandbox provider, end to end through the notification", () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the bill and channels, and on Pay notifies the shop, marks the order paid and returns with signed parameters", async () => {
    const placed = await placePickup();
    const page = await sandboxPage(form("http://localhost/payment-sandbox", placed.fields));
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const channel of [
      "BCA Virtual Account",
      "BNI Virtual Account",
      "BRI Virtual Account",
      "Mandiri Virtual Account",
      "Permata Virtual Account",
      "CIMB Niaga Virtual Account",
      "BCA KlikPay",
      "OVO",
      "DANA",
      "Alfamart",
    ])
      expect(html).toContain(channel);
    expect(html).toContain(placed.trxRef);

    // The sandbox posts to the shop over HTTP; here the shop's handler answers that request directly.
    jest.spyOn(global, "fetch").mockImplementation(async (input, init) => notify(new Request(String(input), init)));
    const done = await sandboxComplete(
      form("http://localhost/payment-sandbox/complete", { ...placed.fields, outcome: "pay", channel: "812" }),
    );
    expect(done.status).toBe(303);
    // Back by a relative address: the shopper stays on the address they opened the shop at (issue #30).
    const location = done.headers.get("location")!;
    expect(location.startsWith("/payment/response?")).toBe(true);
    const back = new URL(location, "http://any-host.test");
    expect(back.searchParams.get("status")).toBe("2");
    expect(back.searchParams.get("signature")).toBe(returnSignature(sandboxConfig(), placed.trxRef, "2"));

    const paid = await order(placed.trxRef);
    expect(paid).toMatchObject({ trxStatus: "PAID", paymentChannel: "OVO", paymentStatusCode: "2" });
    const db = await getDb();
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, placed.email))).toHaveLength(2);

    const shown = await call(checkoutPayment, "POST", "/api/v1/checkout-payment", {
      body: Object.fromEntries(back.searchParams),
    });
    expect(shown.status).toBe(200);
    expect(shown.data.trx_status).toBe("PAID");
  });

  it("refuses a bill whose signature or amount was changed in the browser", async () => {
    const placed = await placePickup();
    const res = await sandboxPage(form("http://localhost/payment-sandbox", { ...placed.fields, bill_total: "1" }));
    expect(res.status).toBe(400);
  });

  it("on Fail ends the order and gives the stock back once, even when the notification is replayed", async () => {
    const placed = await placePickup(2);
    const before = await stockQty(2, EVERYWHERE, placed.size);
    const total = String((await order(placed.trxRef)).grandTotal);
    const first = await post(signed(placed.trxRef, "3", total));
    expect(first.status).toBe(200);
    expect(((await first.json()) as { response_code: string }).response_code).toBe("00");
    expect((await post(signed(placed.trxRef, "3", total))).status).toBe(200);
    expect((await order(placed.trxRef)).trxStatus).toBe("FAILED");
    expect(await stockQty(2, EVERYWHERE, placed.size)).toBe(before + 2);
  });
});

describe("POST payment/notification: only a genuine notification marks an order paid", () => {
  it("refuses a forged signature, a wrong amount and an unknown bill, recording each", async () => {
    const placed = await placePickup();
    const total = String((await order(placed.trxRef)).grandTotal);
    const forged = await post({ ...signed(placed.trxRef, "2", total), signature: "0".repeat(40) });
    expect(forged.status).toBe(403);
    const wrong = await post(signed(placed.trxRef, "2", String(Number(total) - 1)));
    expect(wrong.status).toBe(409);
    const unknown = await post(signed("f".repeat(32), "2", total));
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { response: string }).response).toBe("Payment Notification");
    const malformed = await notify(
      new Request("http://localhost/api/v1/payment/notification", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{oops",
      }),
    );
    expect(malformed.status).toBe(400);

    expect((await order(placed.trxRef)).trxStatus).toBe("PENDING");
    const db = await getDb();
    const recorded = await db.select().from(paymentNotifications);
    expect(recorded.map((r) => r.outcome)).toEqual(
      expect.arrayContaining(["INVALID_SIGNATURE", "AMOUNT_MISMATCH", "UNKNOWN_BILL", "MALFORMED"]),
    );
    expect(recorded.find((r) => r.outcome === "INVALID_SIGNATURE")?.signatureValid).toBe(false);
  });

  it("is idempotent: a replayed success is acknowledged again and changes nothing", async () => {
    const placed = await placePickup();
    const total = String((await order(placed.trxRef)).grandTotal);
    const first = await post(signed(placed.trxRef, "2", total));
    const firstAck = (await first.json()) as Record<string, string>;
    expect(firstAck).toMatchObject({
      response: "Payment Notification",
      bill_no: placed.trxRef,
      response_code: "00",
      response_desc: "Success",
    });
    expect(firstAck.response_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const paidAt = (await order(placed.trxRef)).paymentDate;
    const replay = await post(signed(placed.trxRef, "2", total, { payment_date: "2026-02-02 00:00:00" }));
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { response_code: string }).response_code).toBe("00");
    const db = await getDb();
    const o = await order(placed.trxRef);
    expect(o.paymentDate).toEqual(paidAt);
    expect(
      (await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, o.id))).map((h) => h.toStatus),
    ).toEqual(["PENDING", "PAID"]);
    expect(
      (await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, placed.email))).filter(
        (m) => m.kind === "PAYMENT_RECEIVED",
      ),
    ).toHaveLength(1);
    // A later failure notice cannot undo a payment.
    await post(signed(placed.trxRef, "3", total));
    expect((await order(placed.trxRef)).trxStatus).toBe("PAID");
  });
});

describe("POST checkout-payment: the return page's check, for display only", () => {
  it("refuses a forged return and never marks an order paid", async () => {
    const placed = await placePickup();
    const c = sandboxConfig();
    const params = {
      trx_id: "T",
      merchant_id: c.merchantId,
      merchant: c.merchantName,
      bill_no: placed.trxRef,
      bill_reff: "X",
      bill_total: "1",
      payment_reff: "",
      payment_date: "",
      bank_user_name: "",
      status: "2",
    };
    const forged = await call(checkoutPayment, "POST", "/api/v1/checkout-payment", {
      body: { ...params, signature: "a".repeat(40) },
    });
    expect(forged.status).toBe(400);
    const genuine = await call(checkoutPayment, "POST", "/api/v1/checkout-payment", {
      body: { ...params, signature: returnSignature(c, placed.trxRef, "2") },
    });
    expect(genuine.status).toBe(200);
    expect(genuine.data.trx_status).toBe("PENDING");
    expect((await order(placed.trxRef)).trxStatus).toBe("PENDING");
    expect((await call(checkoutPayment, "POST", "/api/v1/checkout-payment", { body: {} })).status).toBe(400);
  });
});
