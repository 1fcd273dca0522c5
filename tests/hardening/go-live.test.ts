/**
 * Going live as a retailer's engineer does it: the order of docs/deploy.md, "Without Docker" and "Your catalogue",
 * on a fresh PostgreSQL database, each tool with only DATABASE_URL set:
 * `npm run db:migrate`, `npm run catalog -- import <folder> --dry-run`, then the import itself, the live standalone
 * server (`node server.js`, behind a proxy that forwards as Caddy does), `npm run revalidate`. The retailer's own
 * hand-written folder (tests/hardening/fixtures/go-live-catalogue) is the whole shop: its name is on the home page,
 * and a delivery order and a pickup order are paid through Faspay Xpress v4's fake.
 */
import { randomUUID } from "node:crypto";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { hardeningPort, stopServer, type ServerHandle } from "../support/hardening-server";
import { buildLiveStandalone, LIVE_SITE_URL, query, startFrontProxy, startStandalone } from "../support/live-server";
import { databaseName, pgAdmin, withDatabase } from "../support/pg-admin";
import { startFakeFaspay, type FakeFaspay } from "../support/fakes/faspay";
import { startFakeRajaOngkir, type FakeRajaOngkir } from "../support/fakes/rajaongkir";
import { shopperOf, type Shopper } from "../support/go-live-shopper";
import { LIVE_ENV } from "../support/live-env";

/** The checkout-trx field that carries a pickup order's phone (Faspay's msisdn: docs/providers.md). */
const PICKUP_PHONE_FIELD = "address_recipient_phone";
/** The shop's name, from the fixture's home.json (`settings.shop_name`). */
const SHOP_NAME = "Toko Batik Sari";

const PORT = hardeningPort(Number(process.env.HARDENING_GO_LIVE_PORT ?? 3352));
const PG = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const DB = `${databaseName(PG)}_sf_go_live`;
const DB_URL = withDatabase(PG, DB);
const FOLDER = path.join(__dirname, "fixtures/go-live-catalogue");
const REVALIDATE_SECRET = "go-live-revalidate-secret-0123456789abcdef";
const RAJAONGKIR_KEY = "komerce-key-for-the-go-live-proof";
const FASPAY = { FASPAY_MERCHANT_ID: "31234", FASPAY_MERCHANT_NAME: "Toko Batik Sari", FASPAY_PASSWORD: "pw-faspay" };

/** A documented command, run as the engineer runs it: in the checkout, with DATABASE_URL and `extra` only. */
function run(script: string, args: string[], extra: Record<string, string> = {}) {
  const env = { ...process.env, DATABASE_URL: DB_URL, ...extra };
  for (const key of Object.keys(env))
    if (!["PATH", "HOME", "DATABASE_URL", ...Object.keys(extra)].includes(key)) Reflect.deleteProperty(env, key);
  const done = spawnSync("npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], {
    cwd: process.cwd(),
    encoding: "utf8",
    env,
  });
  return { status: done.status, output: `${done.stdout}${done.stderr}` };
}

let server: ServerHandle | null = null;

describe("going live on an empty PostgreSQL database, in the documented order", () => {
  let faspay: FakeFaspay | null = null;
  let rajaongkir: FakeRajaOngkir | null = null;
  let front: Awaited<ReturnType<typeof startFrontProxy>> | null = null;
  let guest: Shopper;

  beforeAll(async () => {
    buildLiveStandalone();
    await pgAdmin(PG, [`DROP DATABASE IF EXISTS "${DB}" WITH (FORCE)`, `CREATE DATABASE "${DB}"`]);
    faspay = await startFakeFaspay({
      merchantId: FASPAY.FASPAY_MERCHANT_ID,
      merchantName: FASPAY.FASPAY_MERCHANT_NAME,
      password: FASPAY.FASPAY_PASSWORD,
    });
    rajaongkir = await startFakeRajaOngkir({ key: RAJAONGKIR_KEY });
  }, 900_000);
  afterAll(async () => {
    await front?.stop();
    await stopServer(server);
    await faspay?.stop();
    await rajaongkir?.stop();
    await pgAdmin(PG, [`DROP DATABASE IF EXISTS "${DB}" WITH (FORCE)`]);
  });

  // No tool seeds the demo shop into the empty database.
  it("migrates and dry-runs the retailer's folder, and nothing is written", async () => {
    const migrated = run("db:migrate", []);
    expect([migrated.status, migrated.output]).toEqual([0, expect.stringContaining("Migrations applied")]);
    const dry = run("catalog", ["import", FOLDER, "--dry-run"]);
    expect([dry.status, dry.output]).toEqual([0, expect.stringContaining("products   created 3")]);
    expect(await query(DB_URL, "select id from products")).toEqual([]);
  }, 240_000);

  // The tools' first connections seeded nothing either.
  it("imports the folder, and the database holds only the retailer's rows", async () => {
    const imported = run("catalog", ["import", FOLDER]);
    expect([imported.status, imported.output]).toEqual([0, expect.stringContaining("products   created 3")]);
    const names = async (sql: string) => (await query<{ name: string }>(DB_URL, sql)).map((r) => r.name).sort();
    expect(await names("select product_name as name from products")).toEqual([
      "Blus Batik Kawung",
      "Kain Batik Tulis Sogan",
      "Kemeja Batik Parang",
    ]);
    expect(await names("select showroom_name as name from showrooms")).toEqual([
      "Batik Sari Braga",
      "Batik Sari Kebayoran",
    ]);
    expect(await query(DB_URL, "select code from promos")).toEqual([]);
  }, 120_000);

  it("starts the live standalone server on it and revalidates as the import says", async () => {
    server = await startStandalone(buildLiveStandalone(), PORT, {
      SHOP_MODE: "live",
      SITE_URL: LIVE_SITE_URL,
      DATABASE_URL: DB_URL,
      PAYMENT_PROVIDER: "faspay",
      ...FASPAY,
      FASPAY_ENV: "production",
      FASPAY_BASE_URL: faspay!.url,
      COURIER_PROVIDER: "rajaongkir",
      RAJAONGKIR_API_KEY: RAJAONGKIR_KEY,
      RAJAONGKIR_COURIER: "jne",
      RAJAONGKIR_BASE_URL: rajaongkir!.baseUrl,
      TRUSTED_PROXY_HOPS: "1",
      REVALIDATE_SECRET,
      RETURNS_DATA_KEY: LIVE_ENV.RETURNS_DATA_KEY,
      // Nothing listens there: the mails wait in the outbox.
      SMTP_URL: "smtp://127.0.0.1:2",
      OUTBOX_PAGE: "",
      SEED_DEMO: "",
    });
    front = await startFrontProxy(server.url);
    guest = shopperOf(server.url, null);
    const revalidated = run("revalidate", [], { REVALIDATE_SECRET, REVALIDATE_URL: server.url });
    expect([revalidated.status, revalidated.output]).toEqual([0, expect.stringContaining("Revalidated")]);
  }, 120_000);

  // The shop's name comes from the import.
  it("shows the shop's name from the import on the home page", async () => {
    const home = await guest.get("/");
    const title = /<title>([^<]*)<\/title>/.exec(home.text)?.[1];
    expect([home.status, title]).toEqual([200, expect.stringContaining(SHOP_NAME)]);
    expect(home.text).not.toContain('aria-label="Storefront home"');
  });

  it("takes a delivery order and Faspay's notification pays it", async () => {
    const me = await guest.signUp();
    const trxRef = await me.placeDelivery("Kemeja Batik Parang", "M", "Batik Sari Kebayoran");
    expect(faspay!.bills.get(trxRef)?.request).toMatchObject({ msisdn: expect.stringMatching(/\d{9,}$/) });
    const ack = await faspay!.pay(trxRef, { format: "xml", notifyUrl: `${front!.url}/api/v1/payment/notification` });
    expect([ack.status, ack.body]).toEqual([200, expect.stringContaining("<response_code>00</response_code>")]);
    const [order] = await query<{ trx_status: string; grand_total: number; shipping_cost: number }>(
      DB_URL,
      "select trx_status, grand_total::int as grand_total, shipping_cost::int as shipping_cost from orders where trx_ref = $1",
      [trxRef],
    );
    expect(order).toMatchObject({ trx_status: "PAID", grand_total: 259_000 + order!.shipping_cost });
  }, 120_000);

  // A pickup order carries a phone, which Faspay's msisdn requires.
  it("takes a guest's pickup order with a phone and Faspay's notification pays it", async () => {
    const email = `pickup-${randomUUID().slice(0, 8)}@example.com`;
    const trxRef = await guest.placePickup("Kain Batik Tulis Sogan", "ALL", "Batik Sari Braga", {
      guest_email: email,
      [PICKUP_PHONE_FIELD]: "0812-3456-7890",
    });
    expect(faspay!.bills.get(trxRef)?.request).toMatchObject({ msisdn: expect.stringMatching(/81234567890$/) });
    const ack = await faspay!.pay(trxRef, { format: "xml", notifyUrl: `${front!.url}/api/v1/payment/notification` });
    expect([ack.status, ack.body]).toEqual([200, expect.stringContaining("<response_code>00</response_code>")]);
    expect(faspay!.unacknowledged).toEqual([]);
    const [order] = await query<{ trx_status: string; grand_total: number }>(
      DB_URL,
      "select trx_status, grand_total::int as grand_total from orders where trx_ref = $1",
      [trxRef],
    );
    expect(order).toEqual({ trx_status: "PAID", grand_total: 890_000 });
  }, 120_000);

  it("answers another shopper's order list without these orders", async () => {
    const other = await guest.signUp();
    const orders = JSON.parse((await other.get("/api/v1/user/orders")).text) as { data: { user_orders: unknown[] } };
    expect(orders.data.user_orders).toEqual([]);
  });
});
