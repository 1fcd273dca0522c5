/**
 * WhatsApp order updates (issue #50) against the local fake of the Cloud API (tests/support/fakes/whatsapp-cloud.ts,
 * written from Meta's documentation): opt-in at checkout, one message per event through the outbox, retries, the
 * mail instead when the number cannot receive it, the signed webhook (statuses, STOP), and nothing without consent.
 */
import { and, eq } from "drizzle-orm";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { POST as notify } from "@/app/api/v1/payment/notification/route";
import { GET as webhookGet, POST as webhookPost } from "@/app/api/webhooks/whatsapp/route";
import { getDb } from "@/lib/db";
import {
  mailOutbox,
  messageEvents,
  messagingConsents,
  orderLines,
  orders,
  returnEvents,
  returnFiles,
  returnLines,
  returnRequests,
} from "@/lib/db/schema";
import { getMessaging } from "@/lib/server/messaging";
import { accountConsents, withdrawAccountConsents } from "@/lib/server/messaging/consent";
import { deliverQueuedMessages } from "@/lib/server/messaging/delivery";
import { completeOrder, markReadyForPickup } from "@/lib/server/orders/operations";
import { newUploadToken } from "@/lib/server/returns/access";
import { approveReturn, rejectReturn } from "@/lib/server/returns/moves";
import { submitReturn } from "@/lib/server/returns/submit";
import { runOpsCommand } from "@/lib/server/orders/ops-commands";
import { sandboxConfig } from "@/lib/server/payment/providers/sandbox/config";
import { notificationSignature } from "@/lib/server/payment/providers/sandbox/signature";
import { call } from "../support/http";
import { firstSize, guestCart, setStock, shopper } from "../support/checkout-fixtures";
import { CLOUD_ERRORS, startFakeWhatsApp, type FakeWhatsApp } from "../support/fakes/whatsapp-cloud";

// The sends a request schedules after its response are the jobs' here: each test delivers when it means to.
jest.mock("@/lib/server/messaging/send-soon", () => ({ deliverOutboxSoon: () => undefined }));

const EVERYWHERE = 19;
const SETTINGS = {
  token: "EAAG-test-token-of-the-system-user",
  phoneNumberId: "106540352242922",
  appSecret: "app-secret-of-the-meta-app",
};
const ENV = [
  "MESSAGING_PROVIDER",
  "WHATSAPP_TOKEN",
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_VERIFY_TOKEN",
  "WHATSAPP_API_BASE_URL",
] as const;
let fake: FakeWhatsApp;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  fake = await startFakeWhatsApp(SETTINGS);
  for (const name of ENV) saved[name] = process.env[name];
  Object.assign(process.env, {
    MESSAGING_PROVIDER: "whatsapp",
    WHATSAPP_TOKEN: SETTINGS.token,
    WHATSAPP_PHONE_NUMBER_ID: SETTINGS.phoneNumberId,
    WHATSAPP_APP_SECRET: SETTINGS.appSecret,
    WHATSAPP_VERIFY_TOKEN: "verify-token-typed-in-meta",
    WHATSAPP_API_BASE_URL: fake.baseUrl,
  });
  await setStock(2, EVERYWHERE, await firstSize(EVERYWHERE), 100);
});

afterAll(async () => {
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await fake.stop();
});

/** A guest's store pickup, with the phone typed and the box ticked or not. */
async function placePickup(phone: string, optIn: boolean | undefined, auth?: { token: string; deviceId?: string }) {
  const size = await firstSize(EVERYWHERE);
  const device = auth ? undefined : await guestCart([{ productId: EVERYWHERE, sizeCode: size, qty: 1 }]);
  return call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
    token: auth?.token,
    body: {
      ...(device && { local_device_id: device, guest_email: `guest-${device}@example.com` }),
      shipping_type: "PICKUP_ON_STORE",
      showroom_id: 2,
      address_recipient_phone: phone,
      ...(optIn !== undefined && { whatsapp_updates: optIn }),
    },
  });
}

async function orderOf(trxRef: string) {
  const db = await getDb();
  return (await db.select().from(orders).where(eq(orders.trxRef, trxRef)))[0]!;
}

async function messagesOf(orderId: number) {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.channel, "whatsapp")));
}

/** The sandbox's signed "paid" notification for the order. */
function paidNotification(trxRef: string, total: number) {
  const c = sandboxConfig();
  const body = {
    request: "Payment Notification",
    trx_id: "T1",
    merchant_id: c.merchantId,
    merchant: c.merchantName,
    bill_no: trxRef,
    payment_reff: "R1",
    payment_date: "2026-01-02 10:11:12",
    payment_status_code: "2",
    payment_status_desc: "Payment Sukses",
    bill_total: String(total),
    payment_total: String(total),
    payment_channel_uid: "812",
    payment_channel: "OVO",
    signature: notificationSignature(c, trxRef, "2"),
  };
  return () =>
    notify(
      new Request("http://localhost/api/v1/payment/notification", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    );
}

/** Sends everything due now, and again later than any retry's wait, as the jobs would. */
async function deliverAll(later = 0) {
  return deliverQueuedMessages(await getDb(), getMessaging(), { now: new Date(Date.now() + later) });
}

const hook = (signed: { body: string; headers: Record<string, string> }) =>
  webhookPost(
    new Request("http://localhost/api/webhooks/whatsapp", {
      method: "POST",
      headers: signed.headers,
      body: signed.body,
    }),
  );

describe("WhatsApp order updates", () => {
  it("sends nothing without consent: the spec's payload, and the box left unticked", async () => {
    for (const optIn of [undefined, false]) {
      const placed = await placePickup("0812-3456-7001", optIn);
      expect(placed.status).toBe(200);
      const order = await orderOf(placed.data.trx_ref as string);
      expect(order.messagingConsentId).toBeNull();
      for (let i = 0; i < 2; i += 1) await paidNotification(order.trxRef, order.grandTotal)();
      expect(await messagesOf(order.id)).toHaveLength(0);
    }
    const before = fake.sent.length;
    await deliverAll();
    expect(fake.sent.length).toBe(before);
  });

  it("refuses the box ticked for a number WhatsApp cannot reach, with the message on the phone field", async () => {
    const placed = await placePickup("021-555-1234", true);
    expect(placed.status).toBe(400);
    expect(placed.error?.code).toBe("checkout.whatsappPhoneInvalid");
    expect(placed.error?.fields?.address_recipient_phone).toBeDefined();
  });

  it("stores the consent with its number and time, and sends exactly one 'paid' message under 5 replayed notifications", async () => {
    const placed = await placePickup("0812 3456 7002", true);
    expect(placed.status).toBe(200);
    const order = await orderOf(placed.data.trx_ref as string);
    const db = await getDb();
    const [consent] = await db
      .select()
      .from(messagingConsents)
      .where(eq(messagingConsents.id, order.messagingConsentId!));
    expect(consent).toMatchObject({ phone: "+6281234567002", channel: "whatsapp", withdrawnAt: null });
    expect(consent!.grantedAt).toBeInstanceOf(Date);

    const pay = paidNotification(order.trxRef, order.grandTotal);
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay()));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect((await orderOf(order.trxRef)).trxStatus).toBe("PAID");
    const rows = await messagesOf(order.id);
    expect(rows.map((r) => r.kind).sort()).toEqual(["order_paid", "order_placed"]);

    await deliverAll();
    await deliverAll();
    const toShopper = fake.sent.filter((m) => m.to === "6281234567002");
    expect(toShopper.map((m) => m.template)).toEqual(["order_placed", "order_paid"]);
    const paid = toShopper[1]!;
    expect(paid.lang).toBe(order.lang);
    expect(paid.params[0]).toBe(order.trxRef.slice(0, 8).toUpperCase());
  });

  it("retries a Cloud API outage and a rate limit, then sends the message once", async () => {
    const placed = await placePickup("0812 3456 7003", true);
    const order = await orderOf(placed.data.trx_ref as string);
    fake.failNext(1, CLOUD_ERRORS.serviceDown);
    fake.failNext(1, CLOUD_ERRORS.rateLimit);
    expect((await deliverAll()).retried).toBeGreaterThanOrEqual(1);
    let [row] = await messagesOf(order.id);
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row!.lastError).toMatch(/^2:/);
    await deliverAll(60 * 60_000);
    [row] = await messagesOf(order.id);
    expect(row!.lastError).toMatch(/^130429:/);
    await deliverAll(3 * 60 * 60_000);
    [row] = await messagesOf(order.id);
    expect(row).toMatchObject({ status: "sent", attempts: 3 });
    await deliverAll(6 * 60 * 60_000);
    expect(fake.sent.filter((m) => m.to === "6281234567003")).toHaveLength(1);
  });

  it("shows the backlog and its failures to the staff, and queues a failed message again (npm run ops -- messages)", async () => {
    const placed = await placePickup("0812 3456 7009", true);
    const order = await orderOf(placed.data.trx_ref as string);
    fake.failNext(6, CLOUD_ERRORS.rateLimit);
    for (let round = 0; round < 6; round += 1) await deliverAll(round * 2 * 60 * 60_000);
    const [row] = await messagesOf(order.id);
    expect(row).toMatchObject({ status: "failed", attempts: 6 });
    const listed = await runOpsCommand(["messages", "--failed"]);
    expect(listed.code).toBe(0);
    expect(listed.lines[0]).toMatch(/^whatsapp: .*failed 1/);
    expect(listed.lines.join("\n")).toContain(`#${row!.id}`);
    expect(listed.lines.join("\n")).toContain("130429");
    expect((await runOpsCommand(["messages", "retry", String(row!.id)])).lines[0]).toBe(
      `1 message(s) queued again: #${row!.id}`,
    );
    await deliverAll();
    expect((await messagesOf(order.id))[0]).toMatchObject({ status: "sent", attempts: 1 });
    expect((await runOpsCommand(["messages", "retry", "x"])).code).toBe(2);
  });

  it("records signed statuses once, refuses forged and replayed webhooks, and mails instead of an undeliverable message", async () => {
    const placed = await placePickup("0812 3456 7004", true);
    const order = await orderOf(placed.data.trx_ref as string);
    fake.notOnWhatsApp.add("6281234567004");
    await deliverAll();
    const [row] = await messagesOf(order.id);
    const wamid = row!.providerMessageId!;
    expect(wamid).toMatch(/^wamid\./);

    const forged = fake.statusWebhook(wamid, "failed", "not-the-app-secret");
    expect((await hook(forged)).status).toBe(401);
    const unsigned = { body: forged.body, headers: { "content-type": "application/json" } };
    expect((await hook(unsigned)).status).toBe(401);
    const db = await getDb();
    expect(await db.select().from(messageEvents).where(eq(messageEvents.providerMessageId, wamid))).toHaveLength(0);
    expect((await messagesOf(order.id))[0]!.deliveryStatus).toBe("accepted");

    const failed = fake.statusWebhook(wamid, "failed");
    expect((await hook(failed)).status).toBe(200);
    expect((await hook(failed)).status).toBe(200); // replayed: acknowledged, changes nothing
    expect(await db.select().from(messageEvents).where(eq(messageEvents.providerMessageId, wamid))).toHaveLength(1);
    expect((await messagesOf(order.id))[0]).toMatchObject({ status: "failed", deliveryStatus: "failed" });
    const fallback = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, order.id), eq(mailOutbox.kind, "WHATSAPP_FALLBACK")));
    expect(fallback).toHaveLength(1);
    expect(fallback[0]!.toAddress).toBe(order.guestEmail);
    expect(fallback[0]!.textBody).toContain(order.trxRef.slice(0, 8).toUpperCase());
  });

  it("moves a status forward only, and answers the handshake with the verify token only", async () => {
    const placed = await placePickup("0812 3456 7005", true);
    const order = await orderOf(placed.data.trx_ref as string);
    await deliverAll();
    const wamid = (await messagesOf(order.id))[0]!.providerMessageId!;
    for (const status of ["sent", "read", "delivered"] as const)
      expect((await hook(fake.statusWebhook(wamid, status))).status).toBe(200);
    expect((await messagesOf(order.id))[0]!.deliveryStatus).toBe("read");

    const handshake = (token: string) =>
      webhookGet(
        new Request(
          `http://localhost/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
        ),
      );
    const ok = await handshake("verify-token-typed-in-meta");
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    expect((await handshake("guess")).status).toBe(403);
  });

  it("STOP withdraws the consent: the next event sends nothing, and a replayed STOP touches no new consent", async () => {
    const placed = await placePickup("0812 3456 7006", true);
    const order = await orderOf(placed.data.trx_ref as string);
    await paidNotification(order.trxRef, order.grandTotal)();
    const stop = fake.inboundWebhook("+6281234567006", "Stop");
    expect((await hook(stop)).status).toBe(200);
    const db = await getDb();
    const [consent] = await db
      .select()
      .from(messagingConsents)
      .where(eq(messagingConsents.id, order.messagingConsentId!));
    expect(consent).toMatchObject({ withdrawnBy: "stop" });
    expect(consent!.withdrawnAt).toBeInstanceOf(Date);

    // Queued before the STOP: not sent. After it: not queued.
    await deliverAll();
    expect(fake.sent.filter((m) => m.to === "6281234567006")).toHaveLength(0);
    expect((await markReadyForPickup(order.trxRef)).ok).toBe(true);
    const rows = await messagesOf(order.id);
    expect(rows.map((r) => r.status).sort()).toEqual(["cancelled", "cancelled"]);

    // Opted in again with a new order: the old STOP replayed changes nothing.
    const again = await placePickup("0812 3456 7006", true);
    const next = await orderOf(again.data.trx_ref as string);
    expect((await hook(stop)).status).toBe(200);
    const [fresh] = await db.select().from(messagingConsents).where(eq(messagingConsents.id, next.messagingConsentId!));
    expect(fresh!.withdrawnAt).toBeNull();
  });

  it("withdraws a signed-in shopper's consent from the account, and never another shopper's", async () => {
    const size = await firstSize(EVERYWHERE);
    const a = await shopper([{ productId: EVERYWHERE, sizeCode: size, qty: 1 }]);
    const b = await shopper([{ productId: EVERYWHERE, sizeCode: size, qty: 1 }]);
    expect((await placePickup("0812 3456 7007", true, a)).status).toBe(200);
    expect((await placePickup("0812 3456 7008", true, b)).status).toBe(200);
    const db = await getDb();
    expect(await withdrawAccountConsents(db, a.userId)).toBe(1);
    expect(await accountConsents(db, a.userId)).toHaveLength(0);
    expect(await accountConsents(db, b.userId)).toHaveLength(1);
  });

  it("tells each step of a return on the order's number: requested, approved, and a rejection's reason on one line", async () => {
    const placed = await placePickup("0812 3456 7019", true);
    const order = await orderOf(placed.data.trx_ref as string);
    await paidNotification(order.trxRef, order.grandTotal)();
    expect((await markReadyForPickup(order.trxRef)).ok).toBe(true);
    expect((await completeOrder(order.trxRef, new Date())).ok).toBe(true);
    const db = await getDb();
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));

    /** A draft of the line with its photo and video rows, as the shopper's uploads leave it. */
    async function draft(): Promise<{ publicId: string; token: string }> {
      const token = newUploadToken();
      const [request] = await db
        .insert(returnRequests)
        .values({
          orderId: order.id,
          status: "DRAFT",
          reason: "defective",
          description: "The zip is broken.",
          tagsAttached: true,
          method: "drop_off",
          showroomId: 2,
          uploadTokenHash: token.hash,
        })
        .returning();
      await db.insert(returnLines).values({ requestId: request!.id, orderLineId: line!.id, qty: 1 });
      await db.insert(returnEvents).values({ requestId: request!.id, fromStatus: null, toStatus: "DRAFT" });
      await db.insert(returnFiles).values(
        (["photo", "video"] as const).map((kind) => ({
          requestId: request!.id,
          kind,
          storageKey: `returns/${request!.publicId}/${kind}.bin`,
          contentType: kind === "photo" ? "image/jpeg" : "video/mp4",
          size: 10,
          fileName: `${kind}.bin`,
        })),
      );
      return { publicId: request!.publicId, token: token.token };
    }

    const first = await draft();
    expect((await submitReturn(first.publicId, first.token)).ok).toBe(true);
    expect((await approveReturn(first.publicId)).ok).toBe(true);
    await db.update(returnLines).set({ open: false });
    const second = await draft();
    expect((await submitReturn(second.publicId, second.token)).ok).toBe(true);
    expect((await rejectReturn(second.publicId, "The zip was\nbroken by use,\tnot in transit.")).ok).toBe(true);

    await deliverAll();
    const toShopper = fake.sent.filter((m) => m.to === "6281234567019");
    const number = order.trxRef.slice(0, 8).toUpperCase();
    // Each message once; the jobs send what is due in no particular order.
    const byOrder = (a: [string, unknown], b: [string, unknown]) => JSON.stringify(a).localeCompare(JSON.stringify(b));
    const sentHere = toShopper
      .map((m): [string, unknown] => [m.template, m.params])
      .filter(([t]) => t.startsWith("return_"));
    expect(sentHere.sort(byOrder)).toEqual(
      (
        [
          ["return_requested", [number]],
          ["return_approved", [number]],
          ["return_requested", [number]],
          ["return_rejected", [number, "The zip was broken by use, not in transit."]],
        ] as [string, unknown][]
      ).sort(byOrder),
    );
    expect(new Set(toShopper.map((m) => m.lang))).toEqual(new Set([order.lang]));
  });
});
