/**
 * GET /api/metrics against the test's database (issue #52): off without settings, closed to strangers and to a
 * shopper's own token, and once open it reports a checkout placed and one refused, a forged and an accepted payment
 * notification, the outbox's backlog and oldest age, the payments by state and the database's connections. The
 * WhatsApp channel's sends (against the local fake of the Cloud API) are timed by outcome and traced as "messaging
 * send" spans that carry neither the number nor the message.
 */
import { SpanKind, trace } from "@opentelemetry/api";
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-node";
import { eq } from "drizzle-orm";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { GET as metrics } from "@/app/api/metrics/route";
import { POST as notify } from "@/app/api/v1/payment/notification/route";
import { getDb } from "@/lib/db";
import { mailOutbox, orders } from "@/lib/db/schema";
import { resetMetrics } from "@/lib/server/observe/metrics";
import { markTracingOn } from "@/lib/server/observe/spans";
import { sandboxConfig } from "@/lib/server/payment/providers/sandbox/config";
import { notificationSignature } from "@/lib/server/payment/providers/sandbox/signature";
import { firstSize, guestCart } from "../support/checkout-fixtures";
import { call } from "../support/http";
import { createShopper } from "../support/sessions";
import { CLOUD_ERRORS, type FakeWhatsApp } from "../support/fakes/whatsapp-cloud";
import { deliverAll, orderOf, placePickup, startWhatsAppChannel, stopWhatsAppChannel } from "./whatsapp-fixtures";

// The sends a request schedules after its response are the jobs' here: each test delivers when it means to.
jest.mock("@/lib/server/messaging/send-soon", () => ({ deliverOutboxSoon: () => undefined }));

const TOKEN = "7b3e9f1c5a2d8e4f6a0c3b9d1e7f5a2c";
const PRODUCT = 19;

const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) => {
  const res = await metrics(new Request("http://localhost/api/metrics", { headers }));
  return { status: res.status, text: await res.text() };
};

/** The value of one series in the text format (labels in the order the registry writes them), or null. */
function sample(text: string, name: string, labels: Record<string, string>): number | null {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split("\n").find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : null;
}

afterEach(() => {
  delete process.env.METRICS_TOKEN;
  delete process.env.METRICS_ALLOW;
  resetMetrics();
});

describe("GET /api/metrics", () => {
  it("is off (404) while neither METRICS_TOKEN nor METRICS_ALLOW is set", async () => {
    expect((await scrape()).status).toBe(404);
  });

  it("refuses a request without the token, with a shopper's own token, or from outside the allow-list", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    process.env.METRICS_ALLOW = "10.9.0.0/16";
    const shopper = await createShopper();
    expect((await scrape({})).status).toBe(403);
    expect((await scrape({ authorization: `Bearer ${shopper.token}` })).status).toBe(403);
    expect((await scrape({ "x-forwarded-for": "10.9.1.1" })).status).toBe(403);
    expect((await scrape({ "x-shop-peer": "10.9.1.1" })).status).toBe(200);
  });

  it("counts checkouts and notifications, and reads the outbox, the payments and the connections", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    resetMetrics();
    const device = await guestCart([{ productId: PRODUCT, sizeCode: await firstSize(PRODUCT) }]);
    const body = { local_device_id: device, shipping_type: "PICKUP_ON_STORE", showroom_id: 2 };
    const placed = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
      body: { ...body, guest_email: `metrics-${device}@example.com`, address_recipient_phone: "081234567890" },
    });
    expect(placed.status).toBe(200);
    // The cart is empty now: the same checkout again is refused, with its reason's code.
    const again = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
      body: { ...body, guest_email: `metrics-${device}@example.com`, address_recipient_phone: "081234567890" },
    });
    expect(again.status).toBeGreaterThanOrEqual(400);

    const billNo = placed.data.trx_ref as string;
    const db = await getDb();
    const [order] = await db.select().from(orders).where(eq(orders.trxRef, billNo));
    const total = String(order!.grandTotal);
    const notification = (signature: string) =>
      notify(
        new Request("http://localhost/api/v1/payment/notification", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            request: "Payment Notification",
            trx_id: "T-metrics",
            merchant_id: sandboxConfig().merchantId,
            merchant: sandboxConfig().merchantName,
            bill_no: billNo,
            payment_reff: "R1",
            payment_date: "2026-01-02 10:11:12",
            payment_status_code: "2",
            payment_status_desc: "x",
            bill_total: total,
            payment_total: total,
            payment_channel_uid: "702",
            payment_channel: "BCA Virtual Account",
            signature,
          }),
        }),
      );
    expect((await notification("0".repeat(40))).status).toBe(403);
    expect((await notification(notificationSignature(sandboxConfig(), billNo, "2"))).status).toBe(200);

    await db.insert(mailOutbox).values({
      toAddress: "old@example.com",
      subject: "s",
      textBody: "t",
      kind: "TEST",
      createdAt: new Date(Date.now() - 20 * 60_000),
    });

    const { status, text } = await scrape();
    expect(status).toBe(200);
    expect(sample(text, "shop_checkouts_total", { outcome: "placed" })).toBe(1);
    expect(sample(text, "shop_checkouts_total", { outcome: "refused", reason: again.error!.code })).toBe(1);
    expect(sample(text, "shop_payment_notifications_total", { verdict: "accepted", state: "paid" })).toBe(1);
    expect(sample(text, "shop_payment_notifications_total", { verdict: "forged" })).toBe(1);
    expect(sample(text, "shop_payments", { state: "paid" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "shop_outbox_messages", { channel: "mail" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "shop_outbox_oldest_age_seconds", { channel: "mail" })).toBeGreaterThanOrEqual(20 * 60 - 5);
    const system = process.env.DATABASE_URL ? "postgresql" : "pglite";
    expect(sample(text, "shop_db_connections", { system, state: "total" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "shop_db_connections", { system, state: "waiting" })).toBe(0);
    expect(
      sample(text, "shop_provider_call_duration_seconds_count", { kind: "payment", operation: "startPayment" }),
    ).toBe(1);
    // No label holds the guest's address or the bill.
    expect(text).not.toContain("@example.com");
    expect(text).not.toContain(billNo);
  });
});

describe("the WhatsApp channel's sends", () => {
  let fake: FakeWhatsApp;
  beforeAll(async () => {
    fake = await startWhatsAppChannel();
  });
  afterAll(() => stopWhatsAppChannel(fake));

  const PHONE = "0812 3456 7090";
  const E164 = "6281234567090";

  it("are timed by outcome in shop_provider_call_duration_seconds{kind=messaging}, without the number", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    resetMetrics();
    const placed = await placePickup(PHONE, true);
    expect(placed.status).toBe(200);
    fake.failNext(1, CLOUD_ERRORS.serviceDown);
    expect((await deliverAll()).retried).toBe(1);
    expect((await deliverAll(60 * 60_000)).sent).toBe(1);
    expect(fake.sent.filter((m) => m.to === E164)).toHaveLength(1);

    const { text } = await scrape();
    const calls = (outcome: string) =>
      sample(text, "shop_provider_call_duration_seconds_count", { kind: "messaging", operation: "send", outcome });
    expect(calls("ok")).toBe(1);
    expect(calls("retry")).toBe(1);
    expect(text).not.toContain(E164);
    expect(text).not.toContain(placed.data.trx_ref as string);
  });

  it("are traced as CLIENT spans 'messaging send' with bounded attributes only", async () => {
    const exporter = new InMemorySpanExporter();
    const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
    trace.setGlobalTracerProvider(provider);
    markTracingOn();
    try {
      const placed = await placePickup("0812 3456 7091", true);
      const order = await orderOf(placed.data.trx_ref as string);
      expect((await deliverAll()).sent).toBe(1);
      const sends = exporter.getFinishedSpans().filter((s) => s.name === "messaging send");
      expect(sends).toHaveLength(1);
      expect(sends[0]!.kind).toBe(SpanKind.CLIENT);
      expect(sends[0]!.attributes).toEqual({
        "shop.provider.kind": "messaging",
        "shop.provider.operation": "send",
        "shop.provider.outcome": "ok",
      });
      // Nothing of the message in any attribute of any span the send made.
      const written = JSON.stringify(exporter.getFinishedSpans().map((s) => [s.name, s.attributes]));
      for (const secret of ["6281234567091", "81234567091", order.trxRef, order.pickupCode ?? order.trxRef]) {
        expect(written).not.toContain(secret);
      }
    } finally {
      delete (globalThis as { __storefrontTracing?: boolean }).__storefrontTracing;
      trace.disable();
      await provider.shutdown();
    }
  });
});
