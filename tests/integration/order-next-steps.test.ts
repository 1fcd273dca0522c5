/**
 * The order page's next steps (issue #48, point 11): order-summary gives a delivery's courier and estimate, a paid
 * pickup's earliest collection time, and for a guest the order's email and the view token of its own page link.
 */
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { POST as orderSummary } from "@/app/api/v1/order-summary/route";
import { orderViewToken } from "@/lib/server/orders/pay-link";
import { firstSize, guestAddressFields, guestCart, setStock } from "../support/checkout-fixtures";
import { call } from "../support/http";
import { EVERYWHERE, newShopper, orderOf, pay, placeDelivery, placePickup } from "./orders-fixtures";

beforeEach(async () => {
  const size = await firstSize(EVERYWHERE);
  await setStock(8, EVERYWHERE, size, 500);
  await setStock(2, EVERYWHERE, size, 500);
});

const summaryOf = (body: Record<string, string>, token?: string) =>
  call(orderSummary, "POST", "/api/v1/order-summary", { body, token });

describe("order-summary's next steps", () => {
  it("a guest's delivery names its courier and estimate, its email and the token of the order's own link", async () => {
    const email = `next-${crypto.randomUUID()}@example.com`;
    const device = await guestCart([{ productId: EVERYWHERE }]);
    const placed = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
      body: {
        local_device_id: device,
        shipping_type: "ONLINE_DELIVERY",
        showroom_id: 8,
        guest_email: email,
        ...guestAddressFields("32.73.07"),
        shipping_courier: "JNE",
        shipping_service_name: "REG",
      },
    });
    expect(placed.status).toBe(200);
    const order = await orderOf(placed.data.trx_ref as string);

    const res = await summaryOf({ trx_ref: order.trxRef, local_device_id: device });
    expect(res.status).toBe(200);
    expect(res.data.shipping).toEqual({ courier: "JNE", service: "REG", etd: order.shippingEtd ?? "" });
    expect(res.data.pickup_ready_at).toBeNull();
    expect(res.data.guest).toEqual({ email, view_token: orderViewToken(order) });

    // The view token opens the same summary on any device.
    const elsewhere = await summaryOf({ trx_ref: order.trxRef, pay_token: orderViewToken(order)! });
    expect(elsewhere.status).toBe(200);
  });

  it("an account's order has no guest part: My Orders follows it", async () => {
    const who = await newShopper();
    const order = await placeDelivery(who);
    const res = await summaryOf({ trx_ref: order.trxRef }, who.token);
    expect(res.data.guest).toBeNull();
    expect(res.data.shipping).toMatchObject({ courier: "JNE", service: "REG" });
  });

  it("a pickup can be collected from one hour after payment, and says nothing of it before", async () => {
    const who = await newShopper();
    const order = await placePickup(who);
    const before = await summaryOf({ trx_ref: order.trxRef }, who.token);
    expect([before.data.shipping, before.data.pickup_ready_at]).toEqual([null, null]);
    await pay(order);
    const after = await summaryOf({ trx_ref: order.trxRef }, who.token);
    // The sandbox notification says it was paid at 2026-01-02 10:11:12 WIB.
    expect(after.data.pickup_ready_at).toBe("2026-01-02 11:11:12");
  });
});
