/**
 * A guest follows the parcel from the order's link (issue #45, point 6): the shipped mail links to the order's page
 * in the order's language, and the page's order-summary says the order's state, its waybill and the courier's history.
 */
import { and, eq } from "drizzle-orm";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { POST as orderPayment } from "@/app/api/v1/order-payment/route";
import { POST as orderSummary } from "@/app/api/v1/order-summary/route";
import { getDb } from "@/lib/db";
import { mailOutbox } from "@/lib/db/schema";
import { shipOrder } from "@/lib/server/orders/operations";
import { firstSize, guestAddressFields, guestCart, setStock } from "../support/checkout-fixtures";
import { call } from "../support/http";
import { EVERYWHERE, newShopper, orderOf, pay, placeDelivery } from "./orders-fixtures";

beforeEach(async () => setStock(8, EVERYWHERE, await firstSize(EVERYWHERE), 500));

async function mailOf(email: string, kind: string) {
  const db = await getDb();
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, kind)));
  expect(mail).toBeDefined();
  return mail!;
}

const linkIn = (text: string) => new URL(/https?:\/\/\S+\/payment\/response\?\S+/.exec(text)![0]);

/** A guest's paid delivery to Bandung, placed in `lang`; answers the order and the guest's email. */
async function paidGuestDelivery(lang: string) {
  const email = `follow-${crypto.randomUUID()}@example.com`;
  const device = await guestCart([{ productId: EVERYWHERE }]);
  const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
    body: {
      local_device_id: device,
      shipping_type: "ONLINE_DELIVERY",
      showroom_id: 8,
      guest_email: email,
      ...guestAddressFields("32.73.07"),
      shipping_courier: "JNE",
      shipping_service_name: "REG",
    },
    headers: { "accept-language": lang },
  });
  expect(res.status).toBe(200);
  const order = await pay(await orderOf(res.data.trx_ref as string));
  return { order, email };
}

const summaryWith = (trxRef: string, payToken: string) =>
  call(orderSummary, "POST", "/api/v1/order-summary", { body: { trx_ref: trxRef, pay_token: payToken } });

describe("the guest's order link after shipping", () => {
  it("the shipped mail links the order's page in its language; the page shows SHIPPED, the waybill and the history", async () => {
    const { order, email } = await paidGuestDelivery("id-ID,id;q=0.9");
    expect((await shipOrder(order.trxRef, "JNE0012345678")).ok).toBe(true);
    const mail = await mailOf(email, "ORDER_SHIPPED");
    expect(mail.textBody).not.toContain("Pesanan Saya");
    const link = linkIn(mail.textBody);
    expect(link.pathname).toBe("/id/payment/response");
    expect(link.searchParams.get("trx_ref")).toBe(order.trxRef);
    expect(mail.htmlBody).toContain(link.toString().replace(/&/g, "&amp;"));

    // From any device: the link alone.
    const res = await summaryWith(order.trxRef, link.searchParams.get("pay_token")!);
    expect(res.status).toBe(200);
    expect([res.data.trx_status, res.data.no_resi]).toEqual(["SHIPPED", "JNE0012345678"]);
    const tracking = res.data.order_tracking as { track_history: { status: string }[] } | null;
    expect(tracking?.track_history.length).toBeGreaterThan(0);
  });

  it("the link shows the order and never pays: 'Pay Now' with it is refused like any stranger's", async () => {
    const { order, email } = await paidGuestDelivery("en");
    await shipOrder(order.trxRef, "JNE0012345678");
    const token = linkIn((await mailOf(email, "ORDER_SHIPPED")).textBody).searchParams.get("pay_token")!;
    const again = await call(orderPayment, "POST", "/api/v1/order-payment", {
      body: { trx_ref: order.trxRef, pay_token: token },
    });
    expect(again.status).toBe(404);
  });

  it("another guest's link, or a made-up token, cannot see the order", async () => {
    const mine = await paidGuestDelivery("en");
    const theirs = await paidGuestDelivery("en");
    await shipOrder(mine.order.trxRef, "JNE0012345678");
    await shipOrder(theirs.order.trxRef, "SICEPAT000123");
    const theirToken = linkIn((await mailOf(theirs.email, "ORDER_SHIPPED")).textBody).searchParams.get("pay_token")!;
    expect((await summaryWith(mine.order.trxRef, theirToken)).status).toBe(404);
    expect((await summaryWith(mine.order.trxRef, "x".repeat(43))).status).toBe(404);
    expect((await summaryWith(theirs.order.trxRef, theirToken)).status).toBe(200);
  });

  it("a signed-in buyer's shipped mail keeps My Orders, with no link", async () => {
    const who = await newShopper();
    const order = await pay(await placeDelivery(who));
    await shipOrder(order.trxRef, "JNE0012345678");
    const mail = await mailOf(who.email, "ORDER_SHIPPED");
    expect(mail.textBody).toContain("You can follow the package under My Orders, Order Tracking.");
    expect(mail.textBody).not.toContain("/payment/response");
  });

  it("before shipping the order's page has no waybill and says the payment was received", async () => {
    const who = await newShopper();
    const order = await pay(await placeDelivery(who));
    const res = await call(orderSummary, "POST", "/api/v1/order-summary", {
      body: { trx_ref: order.trxRef },
      token: who.token,
    });
    expect([res.data.trx_status, res.data.no_resi, res.data.order_tracking]).toEqual(["PAID", null, null]);
  });
});
