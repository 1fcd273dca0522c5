/**
 * A live start, proven (issue 32, part 6): the deploy's standalone server, built for live mode, starts on an empty
 * PostgreSQL database (it applies the migrations and loads the regions), the retailer imports a small catalogue with
 * `npm run catalog -- import`, and a shopper browses it and checks out. Every request reaches the server as Caddy
 * forwards a shopper's (public host, https, the shopper's address).
 */
import { rmSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { hardeningPort, stopServer, type ServerHandle } from "../support/hardening-server";
import {
  ask,
  buildLiveStandalone,
  catalogueFolder,
  importCatalogue,
  LIVE_SITE_URL,
  query,
  startStandalone,
  type Answer,
} from "../support/live-server";
import { databaseName, pgAdmin, withDatabase } from "../support/pg-admin";
import { startFakeFaspay, type FakeFaspay } from "../support/fakes/faspay";
import { LIVE_ENV as SHARED_LIVE_ENV } from "../support/live-env";

const PORT = hardeningPort(Number(process.env.HARDENING_LIVE_START_PORT ?? 3343));
const PG = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const DB = `${databaseName(PG)}_sf_live_start`;
const DB_URL = withDatabase(PG, DB);
const REVALIDATE_SECRET = "revalidate-secret-for-the-live-start";

const LIVE_ENV = {
  ...SHARED_LIVE_ENV,
  DATABASE_URL: DB_URL,
  REVALIDATE_SECRET,
};

/** A shopper's request as Caddy forwards it. */
const SHOPPER = { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9", origin: LIVE_SITE_URL };
const get = (server: ServerHandle, url: string) => ask(`${server.url}${url}`, { headers: SHOPPER });
const post = (server: ServerHandle, url: string, body: unknown) =>
  ask(`${server.url}${url}`, {
    method: "POST",
    headers: { ...SHOPPER, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const json = <T>(answer: Answer): T => JSON.parse(answer.text) as T;

describe("a live start on an empty database", () => {
  let server: ServerHandle | null = null;
  let folder = "";
  // Faspay Xpress v4's stand-in (no internet here): the shop posts its bills there (FASPAY_BASE_URL).
  let faspay: FakeFaspay | null = null;

  beforeAll(async () => {
    const dir = buildLiveStandalone();
    await pgAdmin(PG, [`DROP DATABASE IF EXISTS "${DB}" WITH (FORCE)`, `CREATE DATABASE "${DB}"`]);
    faspay = await startFakeFaspay({
      merchantId: LIVE_ENV.FASPAY_MERCHANT_ID,
      merchantName: LIVE_ENV.FASPAY_MERCHANT_NAME,
      password: LIVE_ENV.FASPAY_PASSWORD,
    });
    server = await startStandalone(dir, PORT, { ...LIVE_ENV, FASPAY_BASE_URL: faspay.url });
    folder = await catalogueFolder();
  }, 600_000);
  afterAll(async () => {
    await stopServer(server);
    await faspay?.stop();
    await pgAdmin(PG, [`DROP DATABASE IF EXISTS "${DB}" WITH (FORCE)`]);
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("starts with the regions loaded and nothing to sell", async () => {
    const provinces = json<{ data: { province_list: unknown[] } }>(await get(server!, "/api/v1/master/province"));
    expect(provinces.data.province_list.length).toBeGreaterThanOrEqual(34);
    expect(
      json<{ data: { products: unknown[] } }>(await get(server!, "/api/v1/products?page=1&limit=8")).data.products,
    ).toEqual([]);
  });

  it("takes the retailer's catalogue, and a shopper browses it and checks out", async () => {
    const imported = importCatalogue(folder, DB_URL);
    expect([imported.status, imported.output]).toEqual([0, expect.stringContaining("imported:")]);
    const revalidated = await ask(`${server!.url}/api/v1/revalidate`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-revalidate-secret": REVALIDATE_SECRET,
        "x-forwarded-proto": "https",
      },
      body: "{}",
    });
    expect(revalidated.status).toBe(200);

    // Browsing: the listing API, the product page and the showrooms.
    const listed = json<{ data: { products: { id: number; product_name: string }[] } }>(
      await get(server!, "/api/v1/products?page=1&limit=8"),
    );
    const product = listed.data.products.find((p) => p.product_name === "Kaos Import Hitam");
    expect(product).toBeDefined();
    const page = await get(server!, `/product/${product!.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Kaos Import Hitam");
    expect(page.text).not.toContain('class="demo-notice"');
    const showrooms = json<{ data: { showroom_list: { id: number; showroom_name: string }[] } }>(
      await get(server!, "/api/v1/master/showroom"),
    );
    const showroom = showrooms.data.showroom_list.find((s) => s.showroom_name === "Toko Import Satu");
    expect(showroom).toBeDefined();

    // Checkout: a guest picks up in the showroom and pays.
    const device = randomUUID();
    const email = `live-${device.slice(0, 8)}@example.com`;
    const cart = await post(server!, "/api/v1/cart", {
      local_device_id: device,
      product_detail_id: product!.id,
      size: "S",
      qty: 2,
    });
    expect([cart.status, cart.text]).toEqual([200, expect.any(String)]);
    const trx = await post(server!, "/api/v1/checkout-trx", {
      local_device_id: device,
      shipping_type: "PICKUP_ON_STORE",
      showroom_id: showroom!.id,
      guest_email: email,
      // Faspay's msisdn is mandatory: a pickup gives its phone.
      address_recipient_phone: "081234567890",
    });
    expect([trx.status, trx.text]).toEqual([200, expect.any(String)]);
    // The bill went to Faspay server to server; the browser is sent to the page it answered.
    const { trx_ref, payment_data } = json<{
      data: { trx_ref: string; payment_data: { action_url: string; method: string } };
    }>(trx).data;
    expect(payment_data).toMatchObject({ method: "GET", action_url: faspay!.bills.get(trx_ref)!.redirectUrl });
    const [order] = await query<{ trx_ref: string; grand_total: number; trx_status: string }>(
      DB_URL,
      "select trx_ref, grand_total::int as grand_total, trx_status from orders where guest_email = $1",
      [email],
    );
    expect(order).toMatchObject({ grand_total: 240_000, trx_status: "PENDING" });
    // The two units are held for the order: 5 on hand, 3 left to sell.
    const [stock] = await query<{ qty: number }>(
      DB_URL,
      "select qty from stock where product_id = $1 and size_code = 'S'",
      [product!.id],
    );
    expect(stock?.qty).toBe(3);
  });
});
