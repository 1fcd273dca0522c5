/**
 * The spec's checkout-shipping payload at a real courier (RajaOngkir V2, against its local fake): the server takes a
 * district's one place itself, and answers the places to choose from only when the district holds several.
 */
import { eq } from "drizzle-orm";
import { POST as checkoutShipping } from "@/app/api/v1/checkout-shipping/route";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { getDb } from "@/lib/db";
import { orders, showrooms } from "@/lib/db/schema";
import { call } from "../support/http";
import { guestCart } from "../support/checkout-fixtures";
import { startFakeRajaOngkir, type FakeRajaOngkir } from "../support/fakes/rajaongkir";

const EVERYWHERE = 19;
const KEY = "destination-choice-key";
/** Sukajadi, Kota Pekanbaru: one place at the courier (a namesake of the Bandung district). */
const SUKAJADI_PEKANBARU = "14.71.01";
/** Kebayoran Baru, Jakarta Selatan: four places, one per postal code. */
const KEBAYORAN_BARU = "31.74.07";
const CONFIRM = "Please confirm the courier's destination for this address.";
let fake: FakeRajaOngkir;
const saved: Record<string, string | undefined> = {};
const ENV = ["COURIER_PROVIDER", "RAJAONGKIR_API_KEY", "RAJAONGKIR_BASE_URL", "RAJAONGKIR_COURIER"] as const;

beforeAll(async () => {
  fake = await startFakeRajaOngkir({ key: KEY });
  for (const name of ENV) saved[name] = process.env[name];
  Object.assign(process.env, {
    COURIER_PROVIDER: "rajaongkir",
    RAJAONGKIR_API_KEY: KEY,
    RAJAONGKIR_BASE_URL: fake.baseUrl,
    RAJAONGKIR_COURIER: "jne",
  });
  const db = await getDb();
  await db
    .update(showrooms)
    .set({
      courier: "rajaongkir",
      courierDestinationId: "4701",
      courierDestinationLabel: "SUKAJADI, SUKAJADI, BANDUNG, JAWA BARAT, 40162",
    })
    .where(eq(showrooms.id, 8));
});

afterAll(async () => {
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await fake.stop();
});

const quote = (device: string, subdistrictId: string, extra: Record<string, unknown> = {}) =>
  call(checkoutShipping, "POST", "/api/v1/checkout-shipping", {
    body: { local_device_id: device, subdistrict_id: subdistrictId, showroom_id: 8, ...extra },
  });

const services = (res: { data: Record<string, unknown> }) =>
  (res.data.shipping_options as { courier: string; service: string }[]).map((o) => `${o.courier} ${o.service}`);

describe("POST checkout-shipping with the spec's payload at RajaOngkir", () => {
  it("quotes a district with one place at the courier without asking, to that place", async () => {
    const device = await guestCart([{ productId: EVERYWHERE }]);
    fake.requests.length = 0;
    const res = await quote(device, SUKAJADI_PEKANBARU);
    expect(res.status).toBe(200);
    expect(services(res)).toEqual(["JNE REG", "JNE YES"]);
    expect(res.data.courier_destinations).toBeUndefined();
    const cost = fake.requests.find((r) => r.path === "/api/v1/calculate/domestic-cost");
    expect(cost?.form).toMatchObject({ origin: "4701", destination: "9901" });
  });

  it("answers an ambiguous district's places instead of options, then quotes the one sent back", async () => {
    const device = await guestCart([{ productId: EVERYWHERE }]);
    const ambiguous = await quote(device, KEBAYORAN_BARU);
    expect(ambiguous.status).toBe(200);
    expect(ambiguous.data.shipping_options).toEqual([]);
    const places = ambiguous.data.courier_destinations as { id: string; label: string; zip_code: string }[];
    expect(places.map((p) => p.id)).toEqual(["17501", "17502", "17503", "17504"]);
    expect(places[2]).toEqual({
      id: "17503",
      label: "KRAMAT PELA, KEBAYORAN BARU, JAKARTA SELATAN, DKI JAKARTA, 12130",
      zip_code: "12130",
    });
    const chosen = await quote(device, KEBAYORAN_BARU, { courier_destination_id: "17503" });
    expect(services(chosen)).toEqual(["JNE REG", "JNE YES"]);
    expect((await quote(device, KEBAYORAN_BARU, { courier_destination_id: "9901" })).status).toBe(400);
  });

  it("takes the one place a typed postal code narrows the district to", async () => {
    const device = await guestCart([{ productId: EVERYWHERE }]);
    const res = await quote(device, KEBAYORAN_BARU, { address_zip: "12130" });
    expect(services(res)).toEqual(["JNE REG", "JNE YES"]);
  });
});

describe("POST checkout-trx at RajaOngkir without a chosen destination", () => {
  const order = (device: string, subdistrictId: string) =>
    call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
      body: {
        local_device_id: device,
        shipping_type: "ONLINE_DELIVERY",
        showroom_id: 8,
        guest_email: "guest@example.com",
        address_recipient_name: "Budi Santoso",
        address_recipient_phone: "081298765432",
        address_zip: "",
        address_street: "Jl. Contoh No. 5",
        province_id: subdistrictId.slice(0, 2),
        city_id: subdistrictId.slice(0, 5),
        subdistrict_id: subdistrictId,
        address_notes: "",
        shipping_courier: "JNE",
        shipping_service_name: "REG",
      },
    });

  it("keeps the one place of the district on the order; refuses an ambiguous district", async () => {
    const placed = await order(await guestCart([{ productId: EVERYWHERE }]), SUKAJADI_PEKANBARU);
    expect(placed.status).toBe(200);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(orders)
      .where(eq(orders.trxRef, placed.data.trx_ref as string));
    expect(row?.addressCourierDestinationId).toBe("9901");

    const refused = await order(await guestCart([{ productId: EVERYWHERE }]), KEBAYORAN_BARU);
    expect([refused.status, refused.error?.message]).toEqual([400, CONFIRM]);
  });
});
