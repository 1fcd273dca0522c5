/**
 * Faspay Xpress v4 on a production server against the local fake (tests/support/fakes/faspay.ts): the bill is posted
 * server to server to FASPAY_BASE_URL, the "browser" opens the answered redirect_url and pays there, the fake notifies
 * the shop over HTTP, the browser comes back with the signed return and the order is paid; a replayed XML
 * notification is acknowledged in XML and changes nothing.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { orders } from "@/lib/db/schema";
import { firstSize, guestAddressFields, setStock } from "../support/checkout-fixtures";
import { startFakeFaspay, type FakeFaspay } from "../support/fakes/faspay";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";

const PORT = hardeningPort(3333);
const PRODUCT = 19;
const MERCHANT = {
  FASPAY_MERCHANT_ID: "31234",
  FASPAY_MERCHANT_NAME: "Toko Contoh",
  FASPAY_PASSWORD: "secret-from-faspay",
};

let server: ServerHandle | null = null;
let faspay: FakeFaspay;
let size = "";

beforeAll(async () => {
  ensureBuild();
  size = await firstSize(PRODUCT);
  await setStock(8, PRODUCT, size, 50); // before the server owns the database (PGlite has one owner at a time)
  faspay = await startFakeFaspay({
    merchantId: MERCHANT.FASPAY_MERCHANT_ID,
    merchantName: MERCHANT.FASPAY_MERCHANT_NAME,
    password: MERCHANT.FASPAY_PASSWORD,
    notifyUrl: `http://127.0.0.1:${PORT}/api/v1/payment/notification`,
  });
  server = await startServer(PORT, { PAYMENT_PROVIDER: "faspay", FASPAY_BASE_URL: faspay.url, ...MERCHANT });
}, 600_000);

afterAll(async () => {
  await stopServer(server);
  await faspay?.stop();
});

describe("Faspay Xpress v4 on a running shop", () => {
  it("takes a guest's delivery from checkout through Xpress's page to a paid order", async () => {
    const base = server!.url;
    const json = { "content-type": "application/json" };
    const device = randomUUID();
    expect(
      (
        await fetch(`${base}/api/v1/cart`, {
          method: "POST",
          headers: json,
          body: JSON.stringify({ local_device_id: device, product_detail_id: PRODUCT, size, qty: 1 }),
        })
      ).status,
    ).toBe(200);
    const placed = await fetch(`${base}/api/v1/checkout-trx`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        local_device_id: device,
        shipping_type: "ONLINE_DELIVERY",
        showroom_id: 8,
        guest_email: `faspay-${device}@example.com`,
        ...guestAddressFields(),
        shipping_courier: "JNE",
        shipping_service_name: "REG",
      }),
    });
    expect(placed.status).toBe(200);
    const { data } = (await placed.json()) as {
      data: { trx_ref: string; payment_data: { action_url: string; method: string; fields: Record<string, string> } };
    };
    expect(data.payment_data).toEqual({
      action_url: faspay.bills.get(data.trx_ref)!.redirectUrl,
      method: "GET",
      fields: {},
    });
    expect(JSON.parse(faspay.posts.at(-1)!.body)).toMatchObject({
      bill_no: data.trx_ref,
      msisdn: "6281298765432",
      return_url: `${base}/payment/response`,
    });

    const page = await fetch(data.payment_data.action_url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(data.trx_ref);
    const paid = await fetch(data.payment_data.action_url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "outcome=pay",
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get("location")!);
    expect(`${back.origin}${back.pathname}`).toBe(`${base}/payment/response`);
    expect(JSON.parse(faspay.acks.at(-1)!.body)).toMatchObject({ bill_no: data.trx_ref, response_code: "00" });

    const shown = await fetch(`${base}/api/v1/checkout-payment`, {
      method: "POST",
      headers: json,
      body: JSON.stringify(Object.fromEntries(back.searchParams)),
    });
    expect(shown.status).toBe(200);
    expect(((await shown.json()) as { data: { trx_status: string } }).data.trx_status).toBe("PAID");

    const replay = await faspay.pay(data.trx_ref, { format: "xml" });
    expect(replay.status).toBe(200);
    expect(replay.body).toContain("<response_code>00</response_code>");

    await stopServer(server);
    server = null;
    const [order] = await (await getDb()).select().from(orders).where(eq(orders.trxRef, data.trx_ref));
    expect(order).toMatchObject({ trxStatus: "PAID", paymentState: "paid", paymentStatusCode: "2" });
  }, 180_000);
});
