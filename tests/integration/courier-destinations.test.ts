import { eq } from "drizzle-orm";
import { POST as checkoutShipping } from "@/app/api/v1/checkout-shipping/route";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { POST as courierDestinations } from "@/app/api/v1/courier-destinations/route";
import { POST as confirmDestination } from "@/app/api/v1/user/address-destination/route";
import { GET as listAddresses, POST as createAddress, PUT as updateAddress } from "@/app/api/v1/user/address/route";
import { getDb } from "@/lib/db";
import { orders, showrooms, userAddresses } from "@/lib/db/schema";
import { sandboxDestinationId } from "@/lib/server/courier/providers/sandbox/destinations";
import type { UserAddress } from "@/lib/domain/account/contract";
import { call } from "../support/http";
import { guestAddressFields, guestCart, saveAddress, shopper } from "../support/checkout-fixtures";

const EVERYWHERE = 19;
const SUKAJADI = "32.73.07";
const ANDIR = "32.73.05";
const MISMATCH = "The chosen courier destination does not match this address, please choose it again.";

const addressBody = (extra: Record<string, unknown> = {}) => ({
  address_label: "Rumah",
  recipient_name: "Sari Dewi",
  recipient_phone: "081234567890",
  recipient_zip: "40162",
  address_street: "Jl. Sukajadi No. 1",
  province_id: "32",
  city_id: "32.73",
  subdistrict_id: SUKAJADI,
  address_notes: "",
  ...extra,
});

async function destinationsFor(subdistrictId: string, zip = "") {
  return call(courierDestinations, "POST", "/api/v1/courier-destinations", {
    body: { subdistrict_id: subdistrictId, address_zip: zip },
  });
}

describe("POST courier-destinations: the running courier's destinations for a typed district and zip", () => {
  it("answers the sandbox courier's destination, with its label, for the shopper to confirm", async () => {
    const res = await destinationsFor(SUKAJADI, "40162");
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      courier: "sandbox",
      destinations: [{ id: "sbx-32.73.07", label: "SUKAJADI, KOTA BANDUNG, JAWA BARAT, 40162", zip_code: "40162" }],
    });
  });

  it("refuses an unknown district and a malformed zip", async () => {
    expect((await destinationsFor("99.99.99")).error?.message).toBe("Subdistrict must be chosen.");
    expect((await destinationsFor(SUKAJADI, "4016")).status).toBe(400);
  });
});

describe("the demo hubs' origins", () => {
  it("come from the demo's showrooms.csv: each hub has the sandbox courier's id of its district", async () => {
    const db = await getDb();
    const hubs = (await db.select().from(showrooms)).filter((s) => s.isHub);
    expect(hubs.length).toBeGreaterThan(0);
    for (const hub of hubs)
      expect([hub.courier, hub.courierDestinationId]).toEqual(["sandbox", sandboxDestinationId(hub.subdistrictId!)]);
  });
});

describe("a saved address's courier destination", () => {
  it("is stored when the address form confirms it, shown back to its owner only, and cleared when the address moves", async () => {
    const owner = await shopper();
    const created = await call(createAddress, "POST", "/api/v1/user/address", {
      token: owner.token,
      body: addressBody({ courier_destination_id: "sbx-32.73.07" }),
    });
    expect(created.status).toBe(200);
    const saved = created.data.user_address as UserAddress;
    expect(saved.courier_destination).toEqual({
      id: "sbx-32.73.07",
      label: "SUKAJADI, KOTA BANDUNG, JAWA BARAT, 40162",
    });

    const other = await shopper();
    const theirs = await call(listAddresses, "GET", "/api/v1/user/address", { token: other.token });
    expect((theirs.data.user_addresses as UserAddress[]).some((a) => a.id === saved.id)).toBe(false);

    const moved = await call(updateAddress, "PUT", "/api/v1/user/address", {
      token: owner.token,
      body: addressBody({ user_address_id: saved.id, subdistrict_id: ANDIR, recipient_zip: "40181" }),
    });
    expect(moved.status).toBe(200);
    const after = (await call(listAddresses, "GET", "/api/v1/user/address", { token: owner.token })).data
      .user_addresses as UserAddress[];
    expect(after.find((a) => a.id === saved.id)?.courier_destination).toBeNull();
  });

  it("refuses an id that is not one of the courier's destinations for the address", async () => {
    const owner = await shopper();
    const res = await call(createAddress, "POST", "/api/v1/user/address", {
      token: owner.token,
      body: addressBody({ courier_destination_id: "sbx-32.73.05" }),
    });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(MISMATCH);
    const db = await getDb();
    expect(await db.select().from(userAddresses).where(eq(userAddresses.userId, owner.userId))).toHaveLength(0);
  });

  it("an address saved before destination ids is quoted at once to its district's one place, and may store one", async () => {
    const owner = await shopper([{ productId: EVERYWHERE }]);
    const addressId = await saveAddress(owner.userId, SUKAJADI, { confirmed: false });
    const quote = () =>
      call(checkoutShipping, "POST", "/api/v1/checkout-shipping", {
        token: owner.token,
        body: { subdistrict_id: SUKAJADI, user_address_id: addressId, showroom_id: 8 },
      });
    const before = await quote();
    expect(before.status).toBe(200);
    expect(before.data.courier_destinations).toBeUndefined();

    const confirmed = await call(confirmDestination, "POST", "/api/v1/user/address-destination", {
      token: owner.token,
      body: { user_address_id: addressId, courier_destination_id: "sbx-32.73.07" },
    });
    expect(confirmed.status).toBe(200);
    expect((confirmed.data.user_address as UserAddress).courier_destination?.id).toBe("sbx-32.73.07");
    const after = await quote();
    expect(after.status).toBe(200);
    expect((after.data.shipping_options as { service: string }[]).map((o) => o.service)).toContain("REG");
  });

  it("another shopper can neither confirm, quote nor order with someone else's saved address", async () => {
    const owner = await shopper();
    const addressId = await saveAddress(owner.userId, SUKAJADI);
    const intruder = await shopper([{ productId: EVERYWHERE }]);

    const confirm = await call(confirmDestination, "POST", "/api/v1/user/address-destination", {
      token: intruder.token,
      body: { user_address_id: addressId, courier_destination_id: "sbx-32.73.07" },
    });
    expect(confirm.status).toBe(404);
    const quote = await call(checkoutShipping, "POST", "/api/v1/checkout-shipping", {
      token: intruder.token,
      body: { subdistrict_id: SUKAJADI, user_address_id: addressId, showroom_id: 8 },
    });
    expect(quote.status).toBe(404);
    const order = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
      token: intruder.token,
      body: {
        shipping_type: "ONLINE_DELIVERY",
        showroom_id: 8,
        user_address_id: addressId,
        shipping_courier: "JNE",
        shipping_service_name: "REG",
      },
    });
    expect(order.status).toBe(404);
    const db = await getDb();
    const [row] = await db.select().from(userAddresses).where(eq(userAddresses.id, addressId));
    expect(row?.userId).toBe(owner.userId);
  });
});

describe("a guest's delivery address: quotes never guess", () => {
  it("quotes the typed district's one place, refuses another district's, and keeps it on the order", async () => {
    const device = await guestCart([{ productId: EVERYWHERE }]);
    const quote = (extra: Record<string, unknown>) =>
      call(checkoutShipping, "POST", "/api/v1/checkout-shipping", {
        body: { local_device_id: device, subdistrict_id: SUKAJADI, showroom_id: 8, ...extra },
      });
    expect((await quote({})).status).toBe(200);
    expect((await quote({ courier_destination_id: "sbx-32.73.05" })).error?.message).toBe(MISMATCH);
    expect((await quote({ courier_destination_id: "sbx-32.73.07" })).status).toBe(200);

    const placed = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
      body: {
        local_device_id: device,
        shipping_type: "ONLINE_DELIVERY",
        showroom_id: 8,
        guest_email: "guest@example.com",
        ...guestAddressFields(SUKAJADI),
        shipping_courier: "JNE",
        shipping_service_name: "REG",
      },
    });
    expect(placed.status).toBe(200);
    const db = await getDb();
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.trxRef, placed.data.trx_ref as string));
    expect([order?.addressCourier, order?.addressCourierDestinationId, order?.addressCourierDestinationLabel]).toEqual([
      "sandbox",
      "sbx-32.73.07",
      "SUKAJADI, KOTA BANDUNG, JAWA BARAT",
    ]);
  });
});
