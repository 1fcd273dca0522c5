/**
 * The Midtrans plug-in against a local fake Midtrans (tests/support/fakes/midtrans.ts, written from the docs), over
 * real HTTP: the Snap transaction it creates, the notifications it believes and the ones it refuses.
 */
import midtrans from "@/lib/server/payment/providers/midtrans";
import type { PaymentOrder, PaymentProvider, RawNotification } from "@/lib/server/payment/providers/types";
import { fakeServerKey, startFakeMidtrans, type FakeMidtrans } from "../support/fakes/midtrans";
import { signatureKey } from "../support/fakes/midtrans-wire";

const key = fakeServerKey();
const received: string[] = [];
let fake: FakeMidtrans;
let provider: PaymentProvider;

const ctx = {
  origin: "https://shop.example",
  notifyUrl: "https://shop.example/api/v1/payment/notification",
  lang: "id" as const,
};

function anOrder(trxRef: string): PaymentOrder {
  return {
    trxRef,
    grandTotal: 318_000,
    shippingCost: 18_000,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 3 * 3600_000),
    customer: { number: "G1", name: "Budi", phone: "0812", email: "budi@example.com" },
    address: { street: "Jl. Merdeka 1", city: "Bandung", province: "Jawa Barat", zip: "40111" },
    lines: [{ name: "Kemeja (L)", qty: 2, price: 150_000 }],
  };
}

const lastNotification = (): RawNotification => provider.readNotification(received.at(-1)!, "application/json")!;

async function started(trxRef: string) {
  const start = await provider.startPayment(anOrder(trxRef), ctx, null);
  if (!start.ok) throw new Error(start.reason);
  return start;
}

beforeAll(async () => {
  fake = await startFakeMidtrans({
    serverKey: key,
    deliver: async (_url, init) => {
      received.push(String(init.body));
      return new Response("{}", { status: 200 });
    },
  });
  provider = await midtrans.load(
    midtrans.settings.parse({
      MIDTRANS_SERVER_KEY: key,
      MIDTRANS_SNAP_URL: fake.snapUrl,
      MIDTRANS_API_URL: fake.apiUrl,
    }),
    {},
  );
});
afterAll(() => fake.stop());

describe("starting a payment", () => {
  it("creates the Snap transaction with the server key and sends the browser to its redirect_url", async () => {
    const start = await started("order-start-1");
    const created = fake.requests.find(
      (r) =>
        r.path === "/snap/v1/transactions" &&
        (r.body as { transaction_details?: { order_id?: string } })?.transaction_details?.order_id ===
          "order-start-1-1",
    )!;
    expect(created.auth).toBe(`Basic ${Buffer.from(`${key}:`).toString("base64")}`);
    expect(created.body).toMatchObject({
      transaction_details: { gross_amount: 318_000 },
      callbacks: { finish: "https://shop.example/id/payment/response?trx_ref=order-start-1" },
    });
    expect(fake.transaction("order-start-1")!.notifyUrl).toBe(ctx.notifyUrl);
    expect(start.payment).toEqual({
      action_url: expect.stringMatching(new RegExp(`^${fake.url}/snap/v2/vtweb/`)),
      method: "GET",
      fields: {},
    });
    const page = await fetch(start.payment.action_url);
    expect(await page.text()).toContain("order-start-1");
    expect(start.attempt).toMatchObject({ redirectUrl: start.payment.action_url });
  });

  it("reopens the page already made for the order ('Pay Now') instead of replacing it", async () => {
    const first = await started("order-again-1");
    const calls = fake.requests.length;
    const again = await provider.startPayment(anOrder("order-again-1"), ctx, first.attempt);
    expect(again.ok && again.payment.action_url).toBe(first.payment.action_url);
    expect(fake.requests.length).toBe(calls);
  });

  it("bills each attempt under its own order_id, and never bills one held by another start", async () => {
    const creates = () => fake.requests.filter((r) => r.path === "/snap/v1/transactions").length;
    // The last attempt ended without a page (its answer lost): the next is billed as <trx_ref>-2.
    const lost = { providerTrxId: "order-attempt-1-1", redirectUrl: null, startedAt: null };
    const next = await provider.startPayment(anOrder("order-attempt-1"), ctx, lost);
    expect(next).toMatchObject({ ok: true, attempt: { providerTrxId: "order-attempt-1-2" } });
    expect(fake.transaction("order-attempt-1")!.orderId).toBe("order-attempt-1-2");

    // An attempt held a moment ago and still without a page is a start under way: wait for it, bill nothing.
    const before = creates();
    const underWay = { providerTrxId: "order-attempt-1-3", redirectUrl: null, startedAt: new Date() };
    expect(await provider.startPayment(anOrder("order-attempt-1"), ctx, underWay)).toMatchObject({
      ok: false,
      busy: true,
    });
    // Another start held the order first: the same.
    const held: unknown[] = [];
    const lostHold = async (attempt: unknown) => (held.push(attempt), false);
    expect(await provider.startPayment(anOrder("order-attempt-1"), { ...ctx, hold: lostHold }, lost)).toMatchObject({
      ok: false,
      busy: true,
    });
    expect(held).toEqual([{ providerTrxId: "order-attempt-1-2", redirectUrl: null, startedAt: expect.any(Date) }]);
    expect(creates()).toBe(before);
  });

  it("fails, without a redirect, when Midtrans refuses the server key", async () => {
    const wrong = await midtrans.load(
      midtrans.settings.parse({
        MIDTRANS_SERVER_KEY: "SB-Mid-server-wrong",
        MIDTRANS_SNAP_URL: fake.snapUrl,
        MIDTRANS_API_URL: fake.apiUrl,
      }),
      {},
    );
    expect(await wrong.startPayment(anOrder("order-wrong-key"), ctx, null)).toEqual({
      ok: false,
      reason: "midtrans: HTTP_401",
    });
  });
});

describe("believing a notification", () => {
  it("verifies the signature, asks the status API, and answers the settlement as paid with its amount", async () => {
    await started("order-paid-1");
    await fake.settle("order-paid-1");
    const verified = await provider.verifyNotification(lastNotification());
    expect(verified).toEqual({
      valid: true,
      value: expect.objectContaining({
        billNo: "order-paid-1",
        state: "paid",
        amount: 318_000,
        providerStatus: { code: "settlement", desc: "settlement" },
      }),
    });
    expect(fake.requests.some((r) => r.path === "/v2/order-paid-1-1/status")).toBe(true);
  });

  it("refuses a forged signature without asking Midtrans anything", async () => {
    await started("order-forged-1");
    await fake.settle("order-forged-1", { notify: false });
    await fake.notify("order-forged-1", {
      signature_key: signatureKey("order-forged-1-1", "200", "318000.00", "not-the-key"),
    });
    const before = fake.requests.length;
    expect(await provider.verifyNotification(lastNotification())).toMatchObject({
      valid: false,
      reason: "INVALID_SIGNATURE",
    });
    expect(fake.requests.length).toBe(before);
  });

  it("acts on what the status API says when a signed notification claims more (settlement while it is pending)", async () => {
    await started("order-claims-1");
    await fake.pending("order-claims-1", { notify: false });
    await fake.notify("order-claims-1", {
      transaction_status: "settlement",
      status_code: "200",
      signature_key: signatureKey("order-claims-1-1", "200", "318000.00", key),
    });
    const verified = await provider.verifyNotification(lastNotification());
    expect(verified).toMatchObject({ valid: true, value: { state: "pending" } });
  });

  it("refuses a signed notification for a transaction the status API does not know", async () => {
    await started("order-unknown-1");
    const body = {
      order_id: "order-unknown-1-1",
      status_code: "200",
      gross_amount: "318000.00",
      transaction_status: "settlement",
      signature_key: signatureKey("order-unknown-1-1", "200", "318000.00", key),
    };
    expect(await provider.verifyNotification({ format: "json", fields: body })).toMatchObject({
      valid: false,
      reason: "STATUS_UNCONFIRMED_MISSING",
    });
  });

  it("answers 503 when the status API cannot be reached, so that Midtrans sends the notification again", async () => {
    const cut = await midtrans.load(
      midtrans.settings.parse({
        MIDTRANS_SERVER_KEY: key,
        MIDTRANS_SNAP_URL: fake.snapUrl,
        MIDTRANS_API_URL: "http://127.0.0.1:9",
      }),
      {},
    );
    const raw = cut.readNotification(
      JSON.stringify({
        order_id: "order-down-1-1",
        status_code: "200",
        gross_amount: "318000.00",
        transaction_status: "settlement",
        signature_key: signatureKey("order-down-1-1", "200", "318000.00", key),
      }),
      "application/json",
    )!;
    expect(await cut.verifyNotification(raw)).toMatchObject({ valid: false, reason: "STATUS_UNCONFIRMED_UNREACHABLE" });
    expect(cut.acknowledge(raw, {}, { accepted: false, status: 403, desc: "Invalid signature" }).status).toBe(503);
  });

  it("refuses a body without the signed fields", async () => {
    expect(
      await provider.verifyNotification({
        format: "json",
        fields: { order_id: "x", transaction_status: "settlement" },
      }),
    ).toMatchObject({ valid: false, reason: "MISSING_FIELDS" });
    expect(provider.readNotification("order_id=x", "application/x-www-form-urlencoded")).toBeNull();
  });

  it("maps a card capture under fraud challenge to pending, and a later refund to refunded", async () => {
    await started("order-card-1");
    await fake.challenge("order-card-1");
    expect(await provider.verifyNotification(lastNotification())).toMatchObject({
      valid: true,
      value: { state: "pending", providerStatus: { desc: "capture (challenge)" } },
    });
    await fake.refund("order-card-1");
    expect(await provider.verifyNotification(lastNotification())).toMatchObject({
      valid: true,
      value: { state: "refunded" },
    });
  });
});

describe("the shopper's return", () => {
  it("names the order and Midtrans' word for it, trusted for nothing else", async () => {
    expect(
      await provider.verifyReturn({
        merchant_id: "G1",
        order_id: "order-paid-1-1",
        status_code: "200",
        transaction_status: "settlement",
      }),
    ).toEqual({ valid: true, value: { billNo: "order-paid-1", status: "settlement", saysPaid: false } });
    expect(await provider.verifyReturn({ status_code: "200" })).toMatchObject({ valid: false });
    expect(await provider.verifyReturn({ order_id: "../../etc" })).toMatchObject({ valid: false });
  });

  it("answers notifications with the HTTP status only Midtrans reads", () => {
    expect(provider.acknowledge(null, {}, { accepted: true, status: 200, desc: "Success" })).toEqual({
      status: 200,
      contentType: "application/json",
      body: '{"status_code":"200","status_message":"Success"}',
    });
  });
});
