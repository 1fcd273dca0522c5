/**
 * The checkout calls of spec section 7 with exactly the spec's payloads, on the demo's sandbox courier: no courier
 * destination is asked for, the server finds the district's one place itself.
 */
import { eq } from "drizzle-orm";
import { POST as checkoutShipping } from "@/app/api/v1/checkout-shipping/route";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { getDb } from "@/lib/db";
import { orders } from "@/lib/db/schema";
import { call } from "../support/http";
import { guestAddressFields, guestCart, saveAddress, shopper } from "../support/checkout-fixtures";

const EVERYWHERE = 19;
const SUKAJADI = "32.73.07";
const HUB = 8;

interface Option {
  service: string;
  tariff: number;
}

describe("POST checkout-shipping with the spec's payload (local_device_id, subdistrict_id, showroom_id)", () => {
  it("answers the courier's options, and nothing to choose", async () => {
    const device = await guestCart([{ productId: EVERYWHERE }]);
    const res = await call(checkoutShipping, "POST", "/api/v1/checkout-shipping", {
      body: { local_device_id: device, subdistrict_id: SUKAJADI, showroom_id: HUB },
    });
    expect(res.status).toBe(200);
    expect((res.data.shipping_options as Option[]).map((o) => o.service)).toEqual(["REG", "YES", "SDS"]);
    expect(res.data.courier_destinations).toBeUndefined();
  });

  it("quotes a signed-in shopper's saved address that has no courier destination yet", async () => {
    const owner = await shopper([{ productId: EVERYWHERE }]);
    const addressId = await saveAddress(owner.userId, SUKAJADI, { confirmed: false });
    const res = await call(checkoutShipping, "POST", "/api/v1/checkout-shipping", {
      token: owner.token,
      body: { subdistrict_id: SUKAJADI, user_address_id: addressId, showroom_id: HUB },
    });
    expect(res.status).toBe(200);
    expect((res.data.shipping_options as Option[]).map((o) => o.service)).toContain("REG");
  });

  it("another shopper cannot quote with someone else's saved address", async () => {
    const owner = await shopper();
    const addressId = await saveAddress(owner.userId, SUKAJADI, { confirmed: false });
    const intruder = await shopper([{ productId: EVERYWHERE }]);
    const res = await call(checkoutShipping, "POST", "/api/v1/checkout-shipping", {
      token: intruder.token,
      body: { subdistrict_id: SUKAJADI, user_address_id: addressId, showroom_id: HUB },
    });
    expect(res.status).toBe(404);
  });
});

describe("POST checkout-trx with the spec's fields only", () => {
  it("places a guest's delivery order, keeping the district's courier destination the server found", async () => {
    const device = await guestCart([{ productId: EVERYWHERE }]);
    const { courier_destination_id: _notInSpec, ...address } = guestAddressFields(SUKAJADI);
    const quote = await call(checkoutShipping, "POST", "/api/v1/checkout-shipping", {
      body: { local_device_id: device, subdistrict_id: SUKAJADI, showroom_id: HUB },
    });
    const reg = (quote.data.shipping_options as Option[]).find((o) => o.service === "REG")!;
    const placed = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
      body: {
        local_device_id: device,
        shipping_type: "ONLINE_DELIVERY",
        showroom_id: HUB,
        guest_email: "guest@example.com",
        user_address_id: "",
        ...address,
        shipping_courier: "JNE",
        shipping_service_name: "REG",
        shipping_service_desc: "Layanan Reguler",
        shipping_etd: "1-2",
        shipping_cost: reg.tariff,
        shipping_notes: "",
        promo_code: "",
      },
    });
    expect(placed.status).toBe(200);
    const db = await getDb();
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.trxRef, placed.data.trx_ref as string));
    expect([order?.addressCourier, order?.addressCourierDestinationId, order?.shippingCost]).toEqual([
      "sandbox",
      "sbx-32.73.07",
      reg.tariff,
    ]);
  });
});
