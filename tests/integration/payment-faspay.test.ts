/**
 * Faspay Xpress v4 against the local fake (tests/support/fakes/faspay.ts, written from Faspay's documentation): the bill
 * posted server to server, the browser sent to redirect_url, notifications in JSON and XML answered in kind, 'Pay Now'
 * by Faspay's rules, a late payment flagged refund due, replays idempotent, another shopper kept out.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import { POST as checkout } from "@/app/api/v1/checkout/route";
import { POST as checkoutPayment } from "@/app/api/v1/checkout-payment/route";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { POST as notificationRoute } from "@/app/api/v1/payment/notification/route";
import { POST as orderPayment } from "@/app/api/v1/order-payment/route";
import { getDb } from "@/lib/db";
import { orderStatusHistory, orders, paymentNotifications, payments } from "@/lib/db/schema";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { messagesFor } from "@/lib/i18n/catalogues";
import { translateWith } from "@/lib/i18n/localize";
import { runOpsCommand } from "@/lib/server/orders/ops-commands";
import { startFakeFaspay, type FakeFaspay } from "../support/fakes/faspay";
import { firstSize, setStock, stockQty } from "../support/checkout-fixtures";
import { call } from "../support/http";
import { EVERYWHERE, newShopper, orderOf, placeDelivery, refillCart, type Shopper } from "./orders-fixtures";

const MERCHANT = {
  FASPAY_MERCHANT_ID: "31234",
  FASPAY_MERCHANT_NAME: "Toko Contoh",
  FASPAY_PASSWORD: "secret-from-faspay",
};
let faspay: FakeFaspay;
let shop: Server;
const saved = { ...process.env };

/** The shop's notification route on real HTTP, so the fake posts to it as Faspay would. */
async function serveNotifications(): Promise<string> {
  shop = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const request = new Request("http://localhost/api/v1/payment/notification", {
        method: "POST",
        headers: { "content-type": req.headers["content-type"] ?? "" },
        body: Buffer.concat(chunks),
      });
      void notificationRoute(request).then(async (answer) => {
        res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "" });
        res.end(await answer.text());
      });
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/v1/payment/notification`;
}

beforeAll(async () => {
  const notifyUrl = await serveNotifications();
  faspay = await startFakeFaspay({
    merchantId: MERCHANT.FASPAY_MERCHANT_ID,
    merchantName: MERCHANT.FASPAY_MERCHANT_NAME,
    password: MERCHANT.FASPAY_PASSWORD,
    notifyUrl,
  });
  Object.assign(process.env, MERCHANT, { PAYMENT_PROVIDER: "faspay", FASPAY_BASE_URL: faspay.url });
  // Enough units at the Bandung hub and the pickup showroom for every order of this file.
  for (const showroom of [8, 2]) await setStock(showroom, EVERYWHERE, await firstSize(EVERYWHERE), 100);
});

afterAll(async () => {
  process.env = saved;
  await faspay.stop();
  await new Promise((resolve) => shop.close(resolve));
});

const pickupTrx = async (who: Shopper, extra: Record<string, string>) => {
  await refillCart(who);
  return call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
    body: { shipping_type: "PICKUP_ON_STORE", showroom_id: 2, ...extra },
    token: who.token,
  });
};
const ordersOf = async (who: Shopper) =>
  (await (await getDb()).select({ n: count() }).from(orders).where(eq(orders.userId, who.userId)))[0]!.n;
const payAgain = (trxRef: string, token: string) =>
  call(orderPayment, "POST", "/api/v1/order-payment", { body: { trx_ref: trxRef }, token });
const recorded = async (orderId: number) =>
  (await (await getDb()).select().from(paymentNotifications).where(eq(paymentNotifications.orderId, orderId))).map(
    (r) => r.outcome,
  );
const paymentOf = async (orderId: number) =>
  (await (await getDb()).select().from(payments).where(eq(payments.orderId, orderId)))[0]!;

describe("Faspay Xpress v4 checkout", () => {
  it("posts the bill server to server and sends the browser to Xpress's redirect_url", async () => {
    const order = await placeDelivery(await newShopper());
    const post = faspay.posts.at(-1)!;
    expect(post.answer).toMatchObject({ response_code: "00", bill_no: order.trxRef });
    expect(JSON.parse(post.body)).toMatchObject({
      merchant_id: "31234",
      bill_no: order.trxRef,
      bill_total: String(order.grandTotal),
      email: expect.stringContaining("@"),
      return_url: "http://localhost/payment/response",
    });
    const bill = faspay.bills.get(order.trxRef)!;
    expect(await paymentOf(order.id)).toMatchObject({
      provider: "faspay",
      state: "pending",
      providerTrxId: bill.trxId,
      redirectUrl: bill.redirectUrl,
    });
    expect(order).toMatchObject({ trxStatus: "PENDING", paymentState: "pending", paymentStatusCode: null });
  });

  it("lists each line at its unit price and the discount as its own line: the items add up to bill_gross", async () => {
    const who = await newShopper();
    await refillCart(who, EVERYWHERE, 2);
    const res = await pickupTrx(who, { address_recipient_phone: "081234567890", promo_code: "HEMAT10" });
    // Before: the lines' totals without the discount, refused by Xpress (13 Invalid Amount) and the order failed.
    expect(res.status).toBe(200);
    const order = await orderOf(res.data.trx_ref as string);
    const discount = order.promoDiscount + order.bundleDiscount;
    expect(discount).toBeGreaterThan(0);
    const post = faspay.posts.at(-1)!;
    expect(post.answer).toMatchObject({ response_code: "00", bill_no: order.trxRef });
    expect(JSON.parse(post.body)).toMatchObject({
      bill_gross: String(order.grandTotal - order.shippingCost),
      bill_total: String(order.grandTotal),
      item: [
        { product: expect.any(String), qty: "2", amount: String(order.itemsSubtotal / 2) },
        { product: "Discount", qty: "1", amount: String(-discount) },
      ],
    });
  });

  it("answers payment_data as a redirect the client follows as it is, query string included", async () => {
    const who = await newShopper();
    const order = await placeDelivery(who);
    const res = await payAgain(order.trxRef, who.token);
    expect(res.status).toBe(200);
    expect(res.data.payment_data).toEqual({
      action_url: faspay.bills.get(order.trxRef)!.redirectUrl,
      method: "GET",
      fields: {},
    });
    expect(new URL((res.data.payment_data as { action_url: string }).action_url).searchParams.get("bill_no")).toBe(
      order.trxRef,
    );
  });

  it("marks the order paid on a signed JSON notification, acknowledges in JSON, and a replay changes nothing", async () => {
    const order = await placeDelivery(await newShopper());
    const ack = await faspay.pay(order.trxRef);
    expect(ack.status).toBe(200);
    expect(ack.contentType).toMatch(/application\/json/);
    expect(JSON.parse(ack.body)).toMatchObject({
      response: "Payment Notification",
      bill_no: order.trxRef,
      merchant_id: "31234",
      merchant: "Toko Contoh",
      response_code: "00",
    });
    expect(await orderOf(order.trxRef)).toMatchObject({
      trxStatus: "PAID",
      paymentState: "paid",
      paymentStatusCode: "2",
      paymentStatusDesc: "Payment Sukses",
      paymentChannel: "BCA Virtual Account",
    });
    expect(await paymentOf(order.id)).toMatchObject({ state: "paid", statusCode: "2", paidAmount: order.grandTotal });

    const replay = await faspay.pay(order.trxRef);
    expect(JSON.parse(replay.body)).toMatchObject({ response_code: "00" });
    expect(await recorded(order.id)).toEqual(["PAID", "DUPLICATE"]);
    const db = await getDb();
    const [history] = await db
      .select({ n: count() })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history!.n).toBe(2);
  });

  it("echoes the merchant the notification names, even when it differs from FASPAY_MERCHANT_NAME, so Faspay stops", async () => {
    for (const format of ["json", "xml"] as const) {
      const order = await placeDelivery(await newShopper());
      const before = faspay.unacknowledged.length;
      const ack = await faspay.pay(order.trxRef, { format, override: { merchant: "Toko Contoh Bandung" } });
      expect(ack.status).toBe(200);
      expect(faspay.unacknowledged.slice(before)).toEqual([]);
      expect(faspay.bills.get(order.trxRef)!.status).toBe("paid");
      expect(await recorded(order.id)).toEqual(["PAID"]);
    }
  });

  it("reads an XML notification and answers it in XML", async () => {
    const order = await placeDelivery(await newShopper());
    const ack = await faspay.pay(order.trxRef, { format: "xml" });
    expect(ack.status).toBe(200);
    expect(ack.contentType).toMatch(/application\/xml/);
    expect(ack.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<faspay><response>Payment Notification<\/response>/,
    );
    expect(ack.body).toContain(`<bill_no>${order.trxRef}</bill_no>`);
    expect(ack.body).toContain("<response_code>00</response_code>");
    expect((await orderOf(order.trxRef)).trxStatus).toBe("PAID");
  });

  it("refuses an XML notification with a document type (no XXE) and records it as malformed", async () => {
    const order = await placeDelivery(await newShopper());
    const xxe = `<?xml version="1.0"?><!DOCTYPE faspay [<!ENTITY x SYSTEM "file:///etc/passwd">]><faspay><bill_no>${order.trxRef}</bill_no><payment_status_code>2</payment_status_code></faspay>`;
    const res = await notificationRoute(
      new Request("http://localhost/api/v1/payment/notification", {
        method: "POST",
        headers: { "content-type": "text/xml" },
        body: xxe,
      }),
    );
    expect(res.status).toBe(400);
    expect((await orderOf(order.trxRef)).trxStatus).toBe("PENDING");
  });

  it("refuses forged notifications: a bad signature, another merchant, another amount", async () => {
    const order = await placeDelivery(await newShopper());
    expect((await faspay.pay(order.trxRef, { override: { signature: "0".repeat(40) } })).status).toBe(403);
    expect((await faspay.pay(order.trxRef, { override: { merchant_id: "99999" } })).status).toBe(403);
    expect((await faspay.pay(order.trxRef, { override: { bill_total: "1000" } })).status).toBe(409);
    expect(await orderOf(order.trxRef)).toMatchObject({ trxStatus: "PENDING", paymentState: "pending" });
  });

  it("never pays when payment_total is not the bill's total: refused (409) and recorded, the order still pending", async () => {
    const order = await placeDelivery(await newShopper());
    for (const paid of [String(order.grandTotal - 1), String(order.grandTotal + 1000), "0", ""])
      expect((await faspay.pay(order.trxRef, { override: { payment_total: paid } })).status).toBe(409);
    expect(await orderOf(order.trxRef)).toMatchObject({ trxStatus: "PENDING", paymentState: "pending" });
    expect(await recorded(order.id)).toEqual(Array(4).fill("AMOUNT_MISMATCH"));
    expect((await faspay.pay(order.trxRef, { override: { payment_total: `${order.grandTotal}.00` } })).status).toBe(
      200,
    );
    expect((await orderOf(order.trxRef)).trxStatus).toBe("PAID");
  });

  it("ends the order on an expiry notification and gives its stock back", async () => {
    const order = await placeDelivery(await newShopper());
    const size = await firstSize(EVERYWHERE);
    const before = await stockQty(8, EVERYWHERE, size);
    expect(JSON.parse((await faspay.expire(order.trxRef)).body)).toMatchObject({ response_code: "00" });
    expect(await orderOf(order.trxRef)).toMatchObject({
      trxStatus: "EXPIRED",
      paymentState: "expired",
      paymentStatusCode: "7",
    });
    expect(await stockQty(8, EVERYWHERE, size)).toBe(before + 1);
  });

  it("acknowledges money that comes after the order ended, flags it refund due once, and ops can list it", async () => {
    const order = await placeDelivery(await newShopper());
    const size = await firstSize(EVERYWHERE);
    await runOpsCommand(["cancel", order.trxRef]);
    const stock = await stockQty(8, EVERYWHERE, size);

    const ack = await faspay.pay(order.trxRef, { format: "xml" });
    expect(ack.body).toContain("<response_code>00</response_code>");
    expect(await orderOf(order.trxRef)).toMatchObject({
      trxStatus: "CANCELLED",
      paymentState: "refund_due",
      paymentStatusCode: "2",
    });
    expect(await paymentOf(order.id)).toMatchObject({
      state: "refund_due",
      paidAmount: order.grandTotal,
      providerTrxId: faspay.bills.get(order.trxRef)!.trxId,
    });
    expect(await stockQty(8, EVERYWHERE, size)).toBe(stock);

    await faspay.pay(order.trxRef);
    expect(await recorded(order.id)).toEqual(["LATE_PAYMENT_CANCELLED", "DUPLICATE"]);

    const listed = await runOpsCommand(["refunds"]);
    expect(listed.code).toBe(0);
    expect(listed.lines.find((l) => l.startsWith(order.trxRef))).toMatch(
      new RegExp(`^${order.trxRef}  CANCELLED\\s+${order.grandTotal}  faspay  `),
    );
  });

  it("'Pay Now' reuses Xpress's page while Faspay keeps it, and posts the same bill again after a day", async () => {
    const who = await newShopper();
    const order = await placeDelivery(who);
    const first = faspay.bills.get(order.trxRef)!;
    expect((await payAgain(order.trxRef, who.token)).status).toBe(200);
    expect(faspay.bills.get(order.trxRef)!.posts).toBe(1);

    const db = await getDb();
    await db
      .update(payments)
      .set({ startedAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(payments.orderId, order.id));
    const again = await payAgain(order.trxRef, who.token);
    expect(again.status).toBe(200);
    const bill = faspay.bills.get(order.trxRef)!;
    expect(bill.posts).toBe(2);
    expect(JSON.parse(faspay.posts.at(-1)!.body)).toMatchObject({
      bill_no: order.trxRef,
      bill_total: first.total,
      bill_expired: JSON.parse(faspay.posts.find((p) => JSON.parse(p.body).bill_no === order.trxRef)!.body)
        .bill_expired,
    });
    expect((await paymentOf(order.id)).startedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("keeps another shopper out: no 'Pay Now' of someone else's order", async () => {
    const order = await placeDelivery(await newShopper());
    const stranger = await newShopper();
    expect(await payAgain(order.trxRef, stranger.token)).toMatchObject({
      status: 404,
      error: { message: "Order not found." },
    });
  });

  it("checks the signed return the browser comes back with, for display only", async () => {
    const order = await placeDelivery(await newShopper());
    const params = Object.fromEntries(new URL(faspay.returnUrl(order.trxRef, "2")).searchParams);
    const res = await call(checkoutPayment, "POST", "/api/v1/checkout-payment", { body: params });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ trx_status: "PENDING", return_status: "2", return_paid: true });
    const forged = await call(checkoutPayment, "POST", "/api/v1/checkout-payment", {
      body: { ...params, status: "3" },
    });
    expect(forged.status).toBe(400);
  });

  it("answers 502 when Xpress refuses the bill: the order stands and 'Pay Now' tries again", async () => {
    const who = await newShopper();
    process.env.FASPAY_PASSWORD = "wrong-password";
    const before = faspay.posts.length;
    await expect(placeDelivery(who)).rejects.toThrow(/checkout-trx failed: 502/);
    expect(faspay.posts.at(-1)!.answer).toMatchObject({ response_code: "55" });
    const trxRef = JSON.parse(faspay.posts.at(-1)!.body).bill_no as string;
    process.env.FASPAY_PASSWORD = MERCHANT.FASPAY_PASSWORD;
    expect((await orderOf(trxRef)).trxStatus).toBe("PENDING");
    expect((await payAgain(trxRef, who.token)).status).toBe(200);
    expect(faspay.posts.length).toBe(before + 2);
  });

  it("refuses a store pickup without a phone before placing it (msisdn is mandatory): a translated 400, nothing held", async () => {
    const who = await newShopper();
    const size = await firstSize(EVERYWHERE);
    const [stockBefore, postsBefore, ordersBefore] = [
      await stockQty(2, EVERYWHERE, size),
      faspay.posts.length,
      await ordersOf(who),
    ];
    const res = await pickupTrx(who, {});
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({
      code: "checkout.pickupPhoneRequired",
      fields: { address_recipient_phone: CHECKOUT_MSG.pickupPhoneRequired },
    });
    for (const lang of ["fr", "id"] as const)
      expect(
        translateWith(messagesFor(lang).errors, { code: res.error!.code!, message: res.error!.message }, lang),
      ).not.toBe(CHECKOUT_MSG.pickupPhoneRequired);
    expect(await pickupTrx(who, { address_recipient_phone: "12345" })).toMatchObject({
      status: 400,
      error: { code: "checkout.pickupPhoneInvalid" },
    });
    expect(faspay.posts.length).toBe(postsBefore);
    expect(await ordersOf(who)).toBe(ordersBefore);
    expect(await stockQty(2, EVERYWHERE, size)).toBe(stockBefore);
  });

  it("bills a store pickup with the phone the shopper gave as msisdn, kept on the order", async () => {
    const res = await pickupTrx(await newShopper(), { address_recipient_phone: "0812-3456-7890" });
    expect(res.status).toBe(200);
    const order = await orderOf(res.data.trx_ref as string);
    expect(order).toMatchObject({ trxStatus: "PENDING", addressRecipientPhone: "+6281234567890" });
    expect(JSON.parse(faspay.posts.at(-1)!.body)).toMatchObject({ bill_no: order.trxRef, msisdn: "6281234567890" });
    expect(faspay.posts.at(-1)!.answer).toMatchObject({ response_code: "00" });
  });

  it("tells checkout that Faspay needs a phone and offers the shopper's own, never another shopper's", async () => {
    const who = await newShopper();
    await placeDelivery(who); // saves an address with a phone
    await refillCart(who);
    const own = await call(checkout, "POST", "/api/v1/checkout", { body: {}, token: who.token });
    expect(own.data).toMatchObject({
      payment_requires: ["phone"],
      account_phone: expect.stringMatching(/^\+?\d{9,15}$/),
    });
    const stranger = await newShopper();
    await refillCart(stranger);
    const theirs = await call(checkout, "POST", "/api/v1/checkout", { body: {}, token: stranger.token });
    expect(theirs.data).toMatchObject({ payment_requires: ["phone"], account_phone: null });
  });

  it("ends the order at once when Xpress refuses the bill for good: failed, stock back, a translated 502 saying so", async () => {
    const who = await newShopper();
    const size = await firstSize(EVERYWHERE);
    const stockBefore = await stockQty(2, EVERYWHERE, size);
    faspay.refuseNext("18", "Invalid Customer or MSISDN is not found");
    const res = await pickupTrx(who, { address_recipient_phone: "081234567890" });
    expect(res).toMatchObject({ status: 502, error: { code: "checkout.paymentRefused" } });
    const trxRef = JSON.parse(faspay.posts.at(-1)!.body).bill_no as string;
    expect(await orderOf(trxRef)).toMatchObject({
      trxStatus: "FAILED",
      paymentState: "failed",
      paymentStatusCode: "18",
      paymentStatusDesc: "Invalid Customer or MSISDN is not found",
    });
    expect(await stockQty(2, EVERYWHERE, size)).toBe(stockBefore);
    expect(await payAgain(trxRef, who.token)).toMatchObject({
      status: 409,
      error: { message: CHECKOUT_MSG.notAwaitingPayment },
    });
    expect(await payAgain(trxRef, (await newShopper()).token)).toMatchObject({ status: 404 });
  });
});

describe("a reversed Faspay payment (status 4)", () => {
  /** Exit codes of the staff's moves on the order, one after the other. */
  const unprocessable = async (trxRef: string) => {
    const codes: number[] = [];
    for (const args of [["process"], ["ship", "JNE0011223344"], ["ready"], ["complete"]])
      codes.push((await runOpsCommand([args[0]!, trxRef, ...args.slice(1)])).code);
    return codes;
  };
  const listed = async (trxRef: string) =>
    (await runOpsCommand(["list", "--limit", "500"])).lines.find((l) => l.startsWith(trxRef));

  it("ends a paid delivery: REFUNDED, never shipped or processed, listed as such, its stock back once", async () => {
    const order = await placeDelivery(await newShopper());
    const size = await firstSize(EVERYWHERE);
    const held = await stockQty(8, EVERYWHERE, size);
    await faspay.pay(order.trxRef);
    expect(await orderOf(order.trxRef)).toMatchObject({ trxStatus: "PAID", paymentState: "paid" });

    const ack = await faspay.notify(order.trxRef, "4");
    expect(JSON.parse(ack.body)).toMatchObject({ response_code: "00" });
    expect(await orderOf(order.trxRef)).toMatchObject({
      trxStatus: "REFUNDED",
      paymentState: "refunded",
      paymentStatusCode: "4",
    });
    expect(await paymentOf(order.id)).toMatchObject({ state: "refunded", statusCode: "4" });
    expect(await stockQty(8, EVERYWHERE, size)).toBe(held + 1);
    expect(await unprocessable(order.trxRef)).toEqual([1, 1, 1, 1]);
    expect((await runOpsCommand(["ship", order.trxRef, "JNE0011223344"])).lines[0]).toContain("is REFUNDED");
    expect(await listed(order.trxRef)).toMatch(/ REFUNDED +refunded +ONLINE_DELIVERY /);
    expect((await runOpsCommand(["list", "--status", "PAID", "--limit", "500"])).lines.join("\n")).not.toContain(
      order.trxRef,
    );

    // Faspay resends until acknowledged: a replay changes nothing and gives no unit back twice.
    await faspay.notify(order.trxRef, "4");
    expect(await stockQty(8, EVERYWHERE, size)).toBe(held + 1);
    expect(await recorded(order.id)).toEqual(["PAID", "REFUNDED", "DUPLICATE"]);
    const db = await getDb();
    const moves = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(moves.map((m) => m.toStatus)).toEqual(["PENDING", "PAID", "REFUNDED"]);
  });

  it("ends a pickup waiting at the showroom, which can then not be handed over", async () => {
    const who = await newShopper();
    const res = await pickupTrx(who, { address_recipient_phone: "081234567890" });
    expect(res.status).toBe(200);
    const trxRef = res.data.trx_ref as string;
    const size = await firstSize(EVERYWHERE);
    await faspay.pay(trxRef);
    expect((await runOpsCommand(["ready", trxRef])).code).toBe(0);
    const held = await stockQty(2, EVERYWHERE, size);
    await faspay.notify(trxRef, "4");
    expect(await orderOf(trxRef)).toMatchObject({ trxStatus: "REFUNDED", paymentState: "refunded" });
    expect(await stockQty(2, EVERYWHERE, size)).toBe(held + 1);
    expect(await unprocessable(trxRef)).toEqual([1, 1, 1, 1]);
  });

  it("leaves a shipped order shipped, with its payment refunded and shown so, and its stock as it is", async () => {
    const order = await placeDelivery(await newShopper());
    const size = await firstSize(EVERYWHERE);
    await faspay.pay(order.trxRef);
    expect((await runOpsCommand(["ship", order.trxRef, "JNE0011223344"])).code).toBe(0);
    const stock = await stockQty(8, EVERYWHERE, size);
    await faspay.notify(order.trxRef, "4");
    expect(await orderOf(order.trxRef)).toMatchObject({ trxStatus: "SHIPPED", paymentState: "refunded" });
    expect(await stockQty(8, EVERYWHERE, size)).toBe(stock);
    expect(await listed(order.trxRef)).toMatch(/ SHIPPED +refunded +ONLINE_DELIVERY /);
  });
});
