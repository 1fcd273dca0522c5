/**
 * RajaOngkir V2 against its local fake (tests/support/fakes/rajaongkir.ts, written from the documented requests and
 * answers): the plug-in through the shop's own API, on the test database (PGlite, and PostgreSQL in CI's second lane).
 */
import { eq } from "drizzle-orm";
import { POST as checkoutShipping } from "@/app/api/v1/checkout-shipping/route";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { POST as courierDestinations } from "@/app/api/v1/courier-destinations/route";
import { getDb } from "@/lib/db";
import { orders, showrooms } from "@/lib/db/schema";
import { getCourier } from "@/lib/server/courier";
import { trackShipment } from "@/lib/server/orders/tracking";
import { call } from "../support/http";
import { guestCart, product } from "../support/checkout-fixtures";
import { startFakeRajaOngkir, type FakeRajaOngkir } from "../support/fakes/rajaongkir";

const EVERYWHERE = 19;
const KEY = "contract-test-key";
const KEBAYORAN_BARU = "31.74.07";
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
    RAJAONGKIR_COURIER: "jne:sicepat",
  });
  // Hub 8 (Paris Van Java, Sukajadi) at RajaOngkir, as the retailer's showrooms.csv gives it.
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

beforeEach(() => {
  fake.behave("normal");
  fake.requests.length = 0;
});

const lookup = (subdistrictId: string, zip: string) =>
  call(courierDestinations, "POST", "/api/v1/courier-destinations", {
    body: { subdistrict_id: subdistrictId, address_zip: zip },
  });

describe("RajaOngkir V2 destination search", () => {
  it("finds the typed district's destinations by its postal code, with the key header, and labels to confirm", async () => {
    const res = await lookup(KEBAYORAN_BARU, "12130");
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      courier: "rajaongkir",
      destinations: [
        { id: "17503", label: "KRAMAT PELA, KEBAYORAN BARU, JAKARTA SELATAN, DKI JAKARTA, 12130", zip_code: "12130" },
      ],
    });
    expect(fake.requests[0]).toMatchObject({
      method: "GET",
      path: "/api/v1/destination/domestic-destination",
      query: { search: "12130" },
      headers: { key: KEY },
    });
  });

  it("without a postal code, offers the district's places in its city only (not Sukajadi, Pekanbaru)", async () => {
    const res = await lookup("32.73.07", "");
    const ids = (res.data.destinations as { id: string }[]).map((d) => d.id);
    expect(ids).toEqual(["4701", "4702", "4703", "4704", "4705"]);
  });

  it("a search the service fails is a clear error, never 'no destination'", async () => {
    fake.behave("down");
    const res = await lookup("35.78.05", "60262");
    expect(res.status).toBe(422);
    expect(res.error?.message).toBe("Fail to load the courier's destinations, please try again.");
  });
});

describe("RajaOngkir V2 domestic cost and the order", () => {
  const body = (device: string, extra: Record<string, unknown> = {}) => ({
    local_device_id: device,
    subdistrict_id: KEBAYORAN_BARU,
    address_zip: "12130",
    courier_destination_id: "17503",
    showroom_id: 8,
    ...extra,
  });

  it("quotes every configured courier from the hub's id to the confirmed id, with the products' weight, form-encoded", async () => {
    const device = await guestCart([{ productId: EVERYWHERE, qty: 2 }]);
    const res = await call(checkoutShipping, "POST", "/api/v1/checkout-shipping", { body: body(device) });
    expect(res.status).toBe(200);
    const weight = (await product(EVERYWHERE)).weightGrams * 2;
    const kg = Math.max(1, Math.ceil(weight / 1000));
    // Every courier's options together, cheapest first.
    expect(res.data.shipping_options).toEqual([
      { courier: "SICEPAT", service: "REG", description: "Layanan Reguler", tariff: 19000 * kg, etd: "1-2", notes: "" },
      { courier: "JNE", service: "REG", description: "Layanan Reguler", tariff: 20000 * kg, etd: "1-2", notes: "" },
      {
        courier: "SICEPAT",
        service: "BEST",
        description: "Besok Sampai Tujuan",
        tariff: 30000 * kg,
        etd: "1",
        notes: "",
      },
      { courier: "JNE", service: "YES", description: "Yakin Esok Sampai", tariff: 32000 * kg, etd: "1", notes: "" },
    ]);
    const cost = fake.requests.find((r) => r.path === "/api/v1/calculate/domestic-cost");
    expect(cost?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(cost?.form).toEqual({
      origin: "4701",
      destination: "17503",
      weight: String(weight),
      courier: "jne:sicepat",
    });
  });

  it("refuses an id of another district, and quotes nothing for a hub without a RajaOngkir id", async () => {
    const device = await guestCart([{ productId: EVERYWHERE }]);
    const foreign = await call(checkoutShipping, "POST", "/api/v1/checkout-shipping", {
      body: body(device, { courier_destination_id: "4701" }),
    });
    expect(foreign.error?.message).toBe(
      "The chosen courier destination does not match this address, please choose it again.",
    );
    const noId = await call(checkoutShipping, "POST", "/api/v1/checkout-shipping", {
      body: body(device, { showroom_id: 15 }),
    });
    expect(noId.status).toBe(422);
    expect(noId.error?.message).toBe("This hub cannot ship with the courier yet, please choose another hub.");
  });

  it("turns a wrong key, an outage and a malformed answer into the courier error, never an empty list", async () => {
    const device = await guestCart([{ productId: EVERYWHERE }]);
    await lookup(KEBAYORAN_BARU, "12130"); // the confirm step's lookup, kept for the quotes below
    for (const behaviour of ["down", "malformed"] as const) {
      fake.behave(behaviour);
      const res = await call(checkoutShipping, "POST", "/api/v1/checkout-shipping", { body: body(device) });
      expect([behaviour, res.status, res.error?.message]).toEqual([
        behaviour,
        422,
        "Fail to load the shipping options, please try again.",
      ]);
    }
    fake.behave("normal");
    process.env.RAJAONGKIR_API_KEY = "wrong-key";
    try {
      const res = await call(checkoutShipping, "POST", "/api/v1/checkout-shipping", { body: body(device) });
      expect(res.status).toBe(422);
    } finally {
      process.env.RAJAONGKIR_API_KEY = KEY;
    }
  });

  it("places the order with the option the shopper chose among couriers, keeping the destination id on it", async () => {
    const device = await guestCart([{ productId: EVERYWHERE }]);
    const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
      body: {
        ...body(device),
        shipping_type: "ONLINE_DELIVERY",
        guest_email: "guest@example.com",
        address_recipient_name: "Budi Santoso",
        address_recipient_phone: "081298765432",
        address_street: "Jl. Kramat Pela No. 5",
        province_id: "31",
        city_id: "31.74",
        address_notes: "",
        shipping_courier: "SICEPAT",
        shipping_service_name: "REG",
      },
    });
    expect(res.status).toBe(200);
    const db = await getDb();
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.trxRef, res.data.trx_ref as string));
    expect(order).toMatchObject({
      shippingCourier: "SICEPAT",
      shippingServiceName: "REG",
      addressCourier: "rajaongkir",
      addressCourierDestinationId: "17503",
    });
    expect(order?.shippingCost).toBeGreaterThanOrEqual(19000);
  });
});

describe("RajaOngkir V2 waybill tracking", () => {
  const facts = {
    hubCity: "Bandung",
    destinationCity: "Jakarta",
    receiverName: "SARI DEWI",
    serviceCode: "REG",
    shippedAt: new Date("2026-11-20T02:00:00Z"),
  };

  it("sends JNE the recipient phone's last 5 digits and maps the delivered waybill", async () => {
    const tracking = await trackShipment(
      { ...facts, noResi: "JNE0012345678", courier: "JNE", recipientPhone: "+62 812-3456-7890" },
      getCourier(),
    );
    expect(tracking?.last_status).toEqual({
      status: "DELIVERED",
      date_time: "2026-11-22 11:05:00",
      receiver_name: "SARI DEWI",
    });
    expect(tracking?.track_history).toHaveLength(3);
    const sent = fake.requests.find((r) => r.path === "/api/v1/track/waybill");
    expect(sent?.query).toEqual({ awb: "JNE0012345678", courier: "jne", last_phone_number: "67890" });
  });

  it("sends no phone digits to a courier that does not check them; an unknown waybill shows an empty tracking", async () => {
    const onTheWay = await trackShipment(
      { ...facts, noResi: "SICEPAT000123", courier: "SICEPAT", recipientPhone: "081298765432" },
      getCourier(),
    );
    expect(onTheWay?.last_status?.status).toBe("ON PROCESS");
    expect(fake.requests.at(-1)?.query).toEqual({ awb: "SICEPAT000123", courier: "sicepat" });
    expect(
      await trackShipment({ ...facts, noResi: "NOPE", courier: "JNE", recipientPhone: "081298765432" }, getCourier()),
    ).toEqual({ last_status: null, track_history: [] });
  });
});
