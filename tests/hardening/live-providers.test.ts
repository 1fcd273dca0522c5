/**
 * The real providers in a live build (issue 33, part 5): the deploy's standalone server, built for live mode, on
 * PostgreSQL, with each registered real payment provider in turn (Faspay Xpress v4, Midtrans Snap) and the RajaOngkir
 * V2 courier, every one of them a local fake written from its documentation (tests/support/fakes). A signed-in
 * shopper confirms the courier's destination for an address, gets RajaOngkir's quotes from the hub the retailer
 * imported, checks out for delivery and pays on the provider's page; the provider's notification (through the front
 * proxy, as Caddy forwards it) pays the order and queues its mail; the staff ships it and the shopper's order shows
 * the courier's tracking. With Faspay the WhatsApp Cloud API (its fake) is the messaging channel too: the shopper
 * opts in at checkout and gets the "placed" and "paid" templates, and the Cloud API's signed status webhook, through
 * the front proxy, records the message as delivered.
 */
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { hardeningPort, stopServer, type ServerHandle } from "../support/hardening-server";
import {
  ask,
  buildLiveStandalone,
  catalogueFolder,
  importCatalogue,
  LIVE_SITE_URL,
  query,
  runOps,
  startFrontProxy,
  startStandalone,
  type Answer,
} from "../support/live-server";
import { databaseName, pgAdmin, withDatabase } from "../support/pg-admin";
import { startFakeFaspay, type FakeFaspay } from "../support/fakes/faspay";
import { startFakeMidtrans, type FakeMidtrans } from "../support/fakes/midtrans";
import { startFakeRajaOngkir, type FakeRajaOngkir } from "../support/fakes/rajaongkir";
import { startFakeWhatsApp } from "../support/fakes/whatsapp-cloud";
import { LIVE_ENV } from "../support/live-env";

const PORT = hardeningPort(Number(process.env.HARDENING_LIVE_PROVIDERS_PORT ?? 3344));
const PG = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const DB = `${databaseName(PG)}_sf_live_providers`;
const DB_URL = withDatabase(PG, DB);
const REVALIDATE_SECRET = "revalidate-secret-for-the-live-providers-proof";
const RAJAONGKIR_KEY = "komerce-key-for-the-proof";
const MIDTRANS_KEY = `Mid-server-${randomUUID()}`;
const FASPAY = {
  FASPAY_MERCHANT_ID: "31234",
  FASPAY_MERCHANT_NAME: "Toko Contoh",
  FASPAY_PASSWORD: "secret-from-faspay",
};
/** The shop's WhatsApp Business number and app, as Meta issues them. */
const WHATSAPP = {
  WHATSAPP_TOKEN: `EAAG-live-proof-${randomUUID()}`,
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_APP_SECRET: `app-secret-${randomUUID()}`,
  WHATSAPP_VERIFY_TOKEN: `verify-${randomUUID()}`,
};
/** The shopper's address phone, 0812-3456-7890, in E.164 digits. */
const SHOPPER_WHATSAPP = "6281234567890";
/** A waybill the fake courier knows, for a recipient phone ending in 67890 (JNE checks the last five digits). */
const WAYBILL = "JNE0012345678";

/** The hub ships from Kebayoran Baru (RajaOngkir's destination 17501); the shopper lives in Sukajadi, Bandung (4701). */
const SHOWROOMS = [
  "name,region,phone,address1,hub,district_code,courier,courier_destination_id,courier_destination_label",
  'Toko Import Satu,Jakarta,+62 21 1,Jl. Satu 1,yes,31.74.07,rajaongkir,17501,"SELONG, KEBAYORAN BARU, JAKARTA SELATAN, DKI JAKARTA, 12110"',
].join("\n");

const BASE_ENV = {
  SHOP_MODE: "live",
  SITE_URL: LIVE_SITE_URL,
  DATABASE_URL: DB_URL,
  COURIER_PROVIDER: "rajaongkir",
  RAJAONGKIR_API_KEY: RAJAONGKIR_KEY,
  RAJAONGKIR_COURIER: "jne",
  TRUSTED_PROXY_HOPS: "1",
  REVALIDATE_SECRET,
  RETURNS_DATA_KEY: LIVE_ENV.RETURNS_DATA_KEY,
  // Nothing listens there: the mails wait in the outbox, where the test reads them.
  SMTP_URL: "smtp://127.0.0.1:2",
  OUTBOX_PAGE: "",
  SEED_DEMO: "",
};

/** A shopper's request as Caddy forwards it, signed in. */
function shopper(server: ServerHandle, token: string | null) {
  const headers = {
    "x-forwarded-proto": "https",
    "x-forwarded-for": "203.0.113.9",
    origin: LIVE_SITE_URL,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  return {
    get: (url: string) => ask(`${server.url}${url}`, { headers }),
    post: (url: string, body: unknown) =>
      ask(`${server.url}${url}`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
  };
}
const data = <T>(answer: Answer): T => {
  if (answer.status !== 200) throw new Error(`${answer.status}: ${answer.text.slice(0, 400)}`);
  return (JSON.parse(answer.text) as { data: T }).data;
};

describe("a live build checks out with each real provider against its fake", () => {
  let rajaongkir: FakeRajaOngkir | null = null;
  let folder = "";
  let standalone = "";

  beforeAll(async () => {
    standalone = buildLiveStandalone();
    await pgAdmin(PG, [`DROP DATABASE IF EXISTS "${DB}" WITH (FORCE)`, `CREATE DATABASE "${DB}"`]);
    rajaongkir = await startFakeRajaOngkir({ key: RAJAONGKIR_KEY });
    folder = await catalogueFolder({ "showrooms.csv": SHOWROOMS });
  }, 600_000);
  afterAll(async () => {
    await rajaongkir?.stop();
    await pgAdmin(PG, [`DROP DATABASE IF EXISTS "${DB}" WITH (FORCE)`]);
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  /** Starts the live server with a payment provider, runs the shopper's delivery checkout, and answers the order. */
  async function checkout(
    server: ServerHandle,
    whatsappUpdates = false,
  ): Promise<{ trxRef: string; redirect: string; token: string; email: string }> {
    const email = `live-${randomUUID().slice(0, 8)}@example.com`;
    const guest = shopper(server, null);
    const signedUp = data<{ access_token: string }>(
      await guest.post("/api/v1/auth/sign-up", {
        name: "Sari Dewi",
        gender: "FEMALE",
        email,
        password: "rahasia-kuat-123",
        password_conf: "rahasia-kuat-123",
      }),
    );
    const me = shopper(server, signedUp.access_token);

    const products = data<{ products: { id: number; product_name: string }[] }>(
      await me.get("/api/v1/products?page=1&limit=8"),
    );
    const product = products.products.find((p) => p.product_name === "Kaos Import Hitam")!;
    const hub = data<{ showroom_list: { id: number; showroom_name: string }[] }>(
      await me.get("/api/v1/master/showroom"),
    ).showroom_list.find((s) => s.showroom_name === "Toko Import Satu")!;
    const device = randomUUID();
    data(await me.post("/api/v1/cart", { local_device_id: device, product_detail_id: product.id, size: "S", qty: 1 }));

    // The courier's destinations for the typed district and postal code; the shopper confirms Sukajadi's.
    const found = data<{ courier: string; destinations: { id: string; label: string }[] }>(
      await me.post("/api/v1/courier-destinations", { subdistrict_id: "32.73.07", address_zip: "40162" }),
    );
    expect(found.courier).toBe("rajaongkir");
    const chosen = found.destinations.find((d) => d.label.startsWith("SUKAJADI, SUKAJADI, BANDUNG"))!;
    expect(chosen).toBeDefined();
    data(
      await me.post("/api/v1/user/address", {
        address_label: "Rumah",
        recipient_name: "Sari Dewi",
        recipient_phone: "0812-3456-7890",
        recipient_zip: "40162",
        address_street: "Jl. Sukajadi No. 7",
        province_id: "32",
        city_id: "32.73",
        subdistrict_id: "32.73.07",
        address_notes: "",
        courier_destination_id: chosen.id,
      }),
    );
    const address = data<{ user_addresses: { id: number }[] }>(await me.get("/api/v1/user/address")).user_addresses[0]!;

    const quoted = data<{ shipping_options: { courier: string; service: string; tariff: number }[] }>(
      await me.post("/api/v1/checkout-shipping", {
        local_device_id: device,
        subdistrict_id: "32.73.07",
        showroom_id: hub.id,
        user_address_id: address.id,
      }),
    );
    const option = quoted.shipping_options[0]!;
    expect(option.tariff).toBeGreaterThan(0);
    const costCall = rajaongkir!.requests.filter((r) => r.path.endsWith("/calculate/domestic-cost")).at(-1)!;
    expect(costCall.form).toMatchObject({ origin: "17501", destination: chosen.id, courier: "jne" });

    const placed = data<{ trx_ref: string; payment_data: { action_url: string; method: string } }>(
      await me.post("/api/v1/checkout-trx", {
        local_device_id: device,
        shipping_type: "ONLINE_DELIVERY",
        showroom_id: hub.id,
        user_address_id: address.id,
        shipping_courier: option.courier,
        shipping_service_name: option.service,
        ...(whatsappUpdates && { whatsapp_updates: true }),
      }),
    );
    expect(placed.payment_data.method).toBe("GET");
    return { trxRef: placed.trx_ref, redirect: placed.payment_data.action_url, token: signedUp.access_token, email };
  }

  /** Paid, its mail queued, then shipped by the staff: the shopper's order shows the courier's tracking. */
  async function expectPaidThenTracked(server: ServerHandle, order: { trxRef: string; token: string; email: string }) {
    const [row] = await query<{
      trx_status: string;
      payment_state: string;
      grand_total: number;
      shipping_cost: number;
    }>(
      DB_URL,
      "select trx_status, payment_state, grand_total::int as grand_total, shipping_cost::int as shipping_cost from orders where trx_ref = $1",
      [order.trxRef],
    );
    expect(row).toMatchObject({ trx_status: "PAID", payment_state: "paid", grand_total: 120_000 + row!.shipping_cost });
    const mails = await query<{ kind: string }>(
      DB_URL,
      "select kind from mail_outbox where to_address = $1 order by id",
      [order.email],
    );
    expect(mails.map((m) => m.kind)).toContain("PAYMENT_RECEIVED");

    const shipped = runOps(DB_URL, "ship", order.trxRef, WAYBILL);
    expect([shipped.status, shipped.output]).toEqual([0, expect.stringContaining("SHIPPED")]);
    const orders = data<{
      user_orders: {
        trx_ref: string;
        no_resi: string;
        order_tracking: { last_status: { status: string; receiver_name: string } } | null;
      }[];
    }>(await shopper(server, order.token).get("/api/v1/user/orders"));
    const mine = orders.user_orders.find((o) => o.trx_ref === order.trxRef)!;
    expect(mine.no_resi).toBe(WAYBILL);
    expect(mine.order_tracking?.last_status.receiver_name).toBe("SARI DEWI");
    const tracked = rajaongkir!.requests.filter((r) => r.path.endsWith("/track/waybill")).at(-1)!;
    expect({ ...tracked.query, ...tracked.form }).toMatchObject({
      awb: WAYBILL,
      courier: "jne",
      last_phone_number: "67890",
    });
  }

  it("takes the retailer's catalogue with the hub's courier destination", async () => {
    const imported = importCatalogue(folder, DB_URL);
    expect([imported.status, imported.output]).toEqual([0, expect.stringContaining("imported:")]);
  }, 120_000);

  it("Faspay Xpress v4: the bill posted server to server, Xpress's page, the signed notification pays the order", async () => {
    const faspay: FakeFaspay = await startFakeFaspay({
      merchantId: FASPAY.FASPAY_MERCHANT_ID,
      merchantName: FASPAY.FASPAY_MERCHANT_NAME,
      password: FASPAY.FASPAY_PASSWORD,
    });
    const whatsapp = await startFakeWhatsApp({
      token: WHATSAPP.WHATSAPP_TOKEN,
      phoneNumberId: WHATSAPP.WHATSAPP_PHONE_NUMBER_ID,
      appSecret: WHATSAPP.WHATSAPP_APP_SECRET,
    });
    let server: ServerHandle | null = null;
    let front: Awaited<ReturnType<typeof startFrontProxy>> | null = null;
    try {
      server = await startStandalone(standalone, PORT, {
        ...BASE_ENV,
        ...FASPAY,
        PAYMENT_PROVIDER: "faspay",
        FASPAY_ENV: "production",
        FASPAY_BASE_URL: faspay.url,
        RAJAONGKIR_BASE_URL: rajaongkir!.baseUrl,
        ...WHATSAPP,
        MESSAGING_PROVIDER: "whatsapp",
        WHATSAPP_API_BASE_URL: whatsapp.baseUrl,
      });
      front = await startFrontProxy(server.url);
      const order = await checkout(server, true);
      expect(order.redirect).toBe(faspay.bills.get(order.trxRef)!.redirectUrl);
      const ack = await faspay.pay(order.trxRef, {
        format: "xml",
        notifyUrl: `${front.url}/api/v1/payment/notification`,
      });
      expect([ack.status, ack.body]).toEqual([200, expect.stringContaining("<response_code>00</response_code>")]);
      // Each event's message goes once its response has gone, in the order's language, with the pay link first.
      const toShopper = () => whatsapp.sent.filter((m) => m.to === SHOPPER_WHATSAPP);
      for (let waited = 0; toShopper().length < 2 && waited < 20_000; waited += 200)
        await new Promise((r) => setTimeout(r, 200));
      expect(toShopper().map((m) => m.template)).toEqual(["order_placed", "order_paid"]);
      const [placed, paid] = toShopper();
      const [{ lang }] = (await query<{ lang: string }>(DB_URL, "select lang from orders where trx_ref = $1", [
        order.trxRef,
      ])) as [{ lang: string }];
      const number = order.trxRef.slice(0, 8).toUpperCase();
      expect(placed).toMatchObject({ lang, params: expect.arrayContaining([number]) });
      expect(placed!.params.some((p) => p.startsWith(`${LIVE_SITE_URL}/`) && p.includes(order.trxRef))).toBe(true);
      expect(paid).toMatchObject({ lang, params: expect.arrayContaining([number]) });
      // Meta's status webhook, signed with the app secret, reaches the shop through Caddy's front.
      const delivered = whatsapp.statusWebhook(paid!.id, "delivered");
      const hook = await fetch(`${front.url}/api/webhooks/whatsapp`, {
        method: "POST",
        headers: delivered.headers,
        body: delivered.body,
      });
      expect(hook.status).toBe(200);
      const [row] = await query<{ delivery_status: string }>(
        DB_URL,
        "select delivery_status from mail_outbox where provider_message_id = $1",
        [paid!.id],
      );
      expect(row?.delivery_status).toBe("delivered");
      await expectPaidThenTracked(server, order);
    } finally {
      await stopServer(server);
      await front?.stop();
      await faspay.stop();
      await whatsapp.stop();
    }
  }, 300_000);

  it("Midtrans Snap: the transaction created server to server, Snap's page, the notification confirmed by the status API", async () => {
    let front: Awaited<ReturnType<typeof startFrontProxy>> | null = null;
    // Midtrans posts to the address the shop gave it (https://shop…/api/v1/payment/notification): Caddy's front receives it.
    const midtrans: FakeMidtrans = await startFakeMidtrans({
      serverKey: MIDTRANS_KEY,
      deliver: (url, init) => fetch(`${front!.url}${new URL(url).pathname}`, init),
    });
    let server: ServerHandle | null = null;
    try {
      server = await startStandalone(standalone, PORT, {
        ...BASE_ENV,
        PAYMENT_PROVIDER: "midtrans",
        MIDTRANS_ENV: "production",
        MIDTRANS_SERVER_KEY: MIDTRANS_KEY,
        MIDTRANS_SNAP_URL: midtrans.snapUrl,
        MIDTRANS_API_URL: midtrans.apiUrl,
        RAJAONGKIR_BASE_URL: rajaongkir!.baseUrl,
      });
      front = await startFrontProxy(server.url);
      const order = await checkout(server);
      expect(order.redirect.startsWith(midtrans.url)).toBe(true);
      const ack = await midtrans.settle(order.trxRef);
      expect(ack?.status).toBe(200);
      await expectPaidThenTracked(server, order);
    } finally {
      await stopServer(server);
      await front?.stop();
      await midtrans.stop();
    }
  }, 300_000);
});
