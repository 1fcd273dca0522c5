/**
 * WhatsApp order updates (issue #50) against the local fake of the Cloud API (tests/support/fakes/whatsapp-cloud.ts,
 * written from Meta's documentation): opt-in at checkout, one message per event through the outbox, retries, the
 * mail instead when the number cannot receive it, the signed webhook (statuses, STOP), and nothing without consent.
 * A return's steps: whatsapp-returns.test.ts.
 */
import { and, eq } from "drizzle-orm";
import { GET as webhookGet } from "@/app/api/webhooks/whatsapp/route";
import { getDb } from "@/lib/db";
import { mailOutbox, messageEvents, messagingConsents } from "@/lib/db/schema";
import { accountConsents, withdrawAccountConsents } from "@/lib/server/messaging/consent";
import { markReadyForPickup } from "@/lib/server/orders/operations";
import { runOpsCommand } from "@/lib/server/orders/ops-commands";
import { firstSize, shopper } from "../support/checkout-fixtures";
import { CLOUD_ERRORS, type FakeWhatsApp } from "../support/fakes/whatsapp-cloud";
import {
  deliverAll,
  EVERYWHERE,
  hook,
  messagesOf,
  orderOf,
  paidNotification,
  placePickup,
  startWhatsAppChannel,
  stopWhatsAppChannel,
} from "./whatsapp-fixtures";

// The sends a request schedules after its response are the jobs' here: each test delivers when it means to.
jest.mock("@/lib/server/messaging/send-soon", () => ({ deliverOutboxSoon: () => undefined }));

let fake: FakeWhatsApp;
beforeAll(async () => {
  fake = await startWhatsAppChannel();
});
afterAll(() => stopWhatsAppChannel(fake));

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
});
