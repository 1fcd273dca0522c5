import { and, eq } from "drizzle-orm";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { POST as checkoutShipping } from "@/app/api/v1/checkout-shipping/route";
import { getDb } from "@/lib/db";
import { mailOutbox, orderLines, orderStatusHistory, orders, payments } from "@/lib/db/schema";
import { orderLinePrice, promoDiscount } from "@/lib/domain/pricing";
import { requestSignature } from "@/lib/server/payment/providers/sandbox/signature";
import { sandboxConfig } from "@/lib/server/payment/providers/sandbox/config";
import { call } from "../support/http";
import {
  cartLineIds,
  firstSize,
  guestAddressFields,
  guestCart,
  product,
  saveAddress,
  shopper,
  stockQty,
} from "../support/checkout-fixtures";

const EVERYWHERE = 19;
const ONLY_AT_3 = 28;

async function orderOf(trxRef: string) {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.trxRef, trxRef));
  return order!;
}

function guestDelivery(device: string, extra: Record<string, unknown> = {}) {
  return {
    local_device_id: device,
    shipping_type: "ONLINE_DELIVERY",
    showroom_id: 8,
    guest_email: "budi@example.com",
    ...guestAddressFields(),
    shipping_courier: "JNE",
    shipping_service_name: "REG",
    ...extra,
  };
}

describe("POST checkout-trx: a guest's delivery", () => {
  it("places a pending order from database prices, reserves the hub's stock, empties the ordered lines and mails the confirmation", async () => {
    const size = await firstSize(EVERYWHERE);
    const before = await stockQty(8, EVERYWHERE, size);
    const device = await guestCart([{ productId: EVERYWHERE, sizeCode: size, qty: 2 }]);
    const options = await call(checkoutShipping, "POST", "/api/v1/checkout-shipping", {
      body: {
        local_device_id: device,
        subdistrict_id: "32.73.07",
        courier_destination_id: "sbx-32.73.07",
        showroom_id: 8,
      },
    });
    const reg = (options.data.shipping_options as { service: string; tariff: number }[]).find(
      (o) => o.service === "REG",
    )!;

    const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
      body: guestDelivery(device, { promo_code: "ONGKIR50" }),
    });
    expect(res.status).toBe(200);
    const p = await product(EVERYWHERE);
    const items = 2 * orderLinePrice(p.netPrice, p.directDiscPercent, p.directDiscNominal);
    const discount = promoDiscount(
      { category: "SHIPPING", disc_percent: 50, disc_nominal: 0, disc_max: 20000 },
      { itemsSubtotal: items, shippingCost: reg.tariff },
    );
    const order = await orderOf(res.data.trx_ref as string);
    expect(order).toMatchObject({
      trxStatus: "PENDING",
      shippingType: "ONLINE_DELIVERY",
      showroomId: 8,
      shippingCost: reg.tariff,
      promoDiscount: discount,
      grandTotal: items - discount + reg.tariff,
      guestEmail: "budi@example.com",
      addressSubdistrictId: "32.73.07",
    });
    expect(order.trxRef).toMatch(/^[0-9a-f]{32}$/);
    expect(order.expiresAt.getTime() - order.createdAt.getTime()).toBe(24 * 3600_000);
    expect(await stockQty(8, EVERYWHERE, size)).toBe(before - 2);
    expect(await cartLineIds({ deviceId: device })).toEqual([]);

    const db = await getDb();
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      qty: 2,
      linePrice: orderLinePrice(p.netPrice, p.directDiscPercent, p.directDiscNominal),
      sizeCode: size,
    });
    expect(lines[0]!.imageUrl).toMatch(/^\/media\//);
    expect(await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id))).toHaveLength(1);
    expect((await db.select().from(payments).where(eq(payments.orderId, order.id)))[0]).toMatchObject({
      billNo: order.trxRef,
      amount: order.grandTotal,
    });
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, "budi@example.com"), eq(mailOutbox.kind, "ORDER_CONFIRMATION")));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(order.trxRef.slice(0, 8).toUpperCase());
    expect(mails[0]!.textBody).toContain("Please complete the payment before");

    const payment = res.data.payment_data as { action_url: string; method: string; fields: Record<string, string> };
    expect(payment.method).toBe("POST");
    // The sandbox is a page of the shop: the browser posts to it and comes back on the address it is on (issue #30).
    expect(payment.action_url).toBe("/payment-sandbox");
    expect(payment.fields).toMatchObject({
      order_id: order.trxRef,
      bill_total: String(order.grandTotal),
      return_url: "/payment/response",
      custEmail: "budi@example.com",
    });
    expect(payment.fields.signature).toBe(requestSignature(sandboxConfig(), order.trxRef, String(order.grandTotal)));
  });

  it("ignores a tampered price, shipping cost or total sent by the browser", async () => {
    const honest = await guestCart([{ productId: EVERYWHERE }]);
    const tampered = await guestCart([{ productId: EVERYWHERE }]);
    const a = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", { body: guestDelivery(honest) });
    const b = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
      body: guestDelivery(tampered, { shipping_cost: 1, grand_total: 1, price: 1, tariff: 0 }),
    });
    expect(b.status).toBe(200);
    const [oa, ob] = [await orderOf(a.data.trx_ref as string), await orderOf(b.data.trx_ref as string)];
    expect(ob.grandTotal).toBe(oa.grandTotal);
    expect(ob.shippingCost).toBe(oa.shippingCost);
    expect(ob.shippingCost).toBeGreaterThan(1);
  });

  it("stores a guest's phone as +62… however it was typed, and refuses a foreign phone or a zip without five digits", async () => {
    const send = (body: Record<string, unknown>) => call(checkoutTrx, "POST", "/api/v1/checkout-trx", { body });
    const typed = await send(
      guestDelivery(await guestCart([{ productId: EVERYWHERE }]), {
        address_recipient_phone: "0812-3456-7890",
        address_zip: "40162",
      }),
    );
    expect(typed.status).toBe(200);
    expect(await orderOf(typed.data.trx_ref as string)).toMatchObject({
      addressRecipientPhone: "+6281234567890",
      addressZip: "40162",
    });
    const device = await guestCart([{ productId: EVERYWHERE }]);
    const foreign = await send(guestDelivery(device, { address_recipient_phone: "+65 8123 4567" }));
    expect(foreign.status).toBe(400);
    expect(foreign.error?.message).toBe("Recipient phone is not valid.");
    const zip = await send(guestDelivery(device, { address_zip: "4016" }));
    expect(zip.status).toBe(400);
    expect(zip.error?.message).toBe("Recipient zipcode must have 5 digits.");
  });

  it("answers the spec's messages for a missing email, address fields and shipping method", async () => {
    const device = await guestCart([{ productId: EVERYWHERE }]);
    const send = (body: Record<string, unknown>) => call(checkoutTrx, "POST", "/api/v1/checkout-trx", { body });
    expect((await send(guestDelivery(device, { guest_email: "" }))).error?.message).toBe(
      "Please input your email address",
    );
    expect((await send(guestDelivery(device, { address_recipient_name: "" }))).error?.message).toBe(
      "Recipient name is required.",
    );
    expect((await send(guestDelivery(device, { address_recipient_phone: "" }))).error?.message).toBe(
      "Recipient phone is required.",
    );
    expect((await send(guestDelivery(device, { address_street: " " }))).error?.message).toBe(
      "Address street is required.",
    );
    expect((await send(guestDelivery(device, { province_id: "" }))).error?.message).toBe("Province must be chosen.");
    expect((await send(guestDelivery(device, { city_id: "" }))).error?.message).toBe("City must be chosen");
    expect((await send(guestDelivery(device, { subdistrict_id: "" }))).error?.message).toBe(
      "Subdistrict must be chosen.",
    );
    expect((await send(guestDelivery(device, { address_zip: "" }))).status).toBe(200);
    const again = await guestCart([{ productId: EVERYWHERE }]);
    expect((await send(guestDelivery(again, { shipping_service_name: "" }))).error?.message).toBe(
      "Please choose a shipping method.",
    );
    expect((await send(guestDelivery(again, { shipping_service_name: "NOPE" }))).status).toBe(400);
    expect((await send(guestDelivery(again, { showroom_id: 1 }))).error?.message).toBe(
      "Please choose a hub for online delivery.",
    );
    expect((await send(guestDelivery(again, { shipping_type: "DRONE" }))).status).toBe(400);
    expect((await send(guestDelivery(again, { promo_code: "LEBARAN2025" }))).error?.message).toBe(
      "Promo code is not valid.",
    );
    expect(await cartLineIds({ deviceId: again })).toHaveLength(1);
  });
});

describe("POST checkout-trx: store pickup and signed-in shoppers", () => {
  it("orders only what the chosen store holds, with no shipping cost; the rest stays in the cart", async () => {
    const device = await guestCart([{ productId: EVERYWHERE }, { productId: ONLY_AT_3 }]);
    const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
      body: {
        local_device_id: device,
        shipping_type: "PICKUP_ON_STORE",
        showroom_id: 1,
        guest_email: "ani@example.com",
        shipping_cost: 50000,
      },
    });
    expect(res.status).toBe(200);
    const order = await orderOf(res.data.trx_ref as string);
    expect(order.shippingCost).toBe(0);
    expect(order.shippingCourier).toBeNull();
    const db = await getDb();
    expect(
      (await db.select().from(orderLines).where(eq(orderLines.orderId, order.id))).map((l) => l.productId),
    ).toEqual([EVERYWHERE]);
    expect(await cartLineIds({ deviceId: device })).toHaveLength(1);
  });

  it("uses a saved address of the shopper and refuses another shopper's address", async () => {
    const owner = await shopper([{ productId: EVERYWHERE }]);
    const other = await shopper([{ productId: EVERYWHERE }]);
    const addressId = await saveAddress(owner.userId);
    const body = {
      shipping_type: "ONLINE_DELIVERY",
      showroom_id: 8,
      user_address_id: addressId,
      shipping_service_name: "YES",
    };
    const stolen = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", { body, token: other.token });
    expect(stolen.status).toBe(404);
    const none = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
      body: { ...body, user_address_id: "" },
      token: owner.token,
    });
    expect(none.error?.message).toBe("Please choose an address first.");
    const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", { body, token: owner.token });
    expect(res.status).toBe(200);
    const order = await orderOf(res.data.trx_ref as string);
    expect(order).toMatchObject({
      userId: owner.userId,
      guestEmail: null,
      addressLabel: "Rumah",
      shippingServiceName: "YES",
    });
    const db = await getDb();
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, owner.email))).toHaveLength(1);
  });

  it("refuses an empty cart and a store that holds none of it", async () => {
    const empty = await guestCart([]);
    expect(
      (
        await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
          body: {
            local_device_id: empty,
            shipping_type: "PICKUP_ON_STORE",
            showroom_id: 1,
            guest_email: "a@example.com",
          },
        })
      ).error?.message,
    ).toBe("Your cart is empty");
    const device = await guestCart([{ productId: ONLY_AT_3 }]);
    const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
      body: { local_device_id: device, shipping_type: "PICKUP_ON_STORE", showroom_id: 1, guest_email: "a@example.com" },
    });
    expect(res.status).toBe(409);
  });
});
