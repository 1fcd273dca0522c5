/**
 * The WhatsApp channel for the integration files (issue #50): the local fake of the Cloud API
 * (tests/support/fakes/whatsapp-cloud.ts) and the settings that point the shop at it, a guest's pickup with or
 * without the opt-in, the sandbox's signed "paid" notification, and the jobs' delivery.
 */
import { and, eq } from "drizzle-orm";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { POST as notify } from "@/app/api/v1/payment/notification/route";
import { POST as webhookPost } from "@/app/api/webhooks/whatsapp/route";
import { getDb } from "@/lib/db";
import { mailOutbox, orders } from "@/lib/db/schema";
import { getMessaging } from "@/lib/server/messaging";
import { deliverQueuedMessages } from "@/lib/server/messaging/delivery";
import { sandboxConfig } from "@/lib/server/payment/providers/sandbox/config";
import { notificationSignature } from "@/lib/server/payment/providers/sandbox/signature";
import { call } from "../support/http";
import { firstSize, guestCart, setStock } from "../support/checkout-fixtures";
import { startFakeWhatsApp, type FakeWhatsApp } from "../support/fakes/whatsapp-cloud";

export const EVERYWHERE = 19;
export const SETTINGS = {
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
const saved: Record<string, string | undefined> = {};

/** Starts the fake and points the shop's settings at it, with stock for the pickups at showroom 2. */
export async function startWhatsAppChannel(): Promise<FakeWhatsApp> {
  const fake = await startFakeWhatsApp(SETTINGS);
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
  return fake;
}

/** Gives the settings back and stops the fake. */
export async function stopWhatsAppChannel(fake: FakeWhatsApp | undefined): Promise<void> {
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await fake?.stop();
}

/** A guest's store pickup, with the phone typed and the box ticked or not (in `lang`, the interface's cookie). */
export async function placePickup(
  phone: string,
  optIn: boolean | undefined,
  auth?: { token: string; deviceId?: string },
  lang?: string,
) {
  const size = await firstSize(EVERYWHERE);
  const device = auth ? undefined : await guestCart([{ productId: EVERYWHERE, sizeCode: size, qty: 1 }]);
  return call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
    token: auth?.token,
    headers: lang ? { cookie: `lang=${lang}` } : {},
    body: {
      ...(device && { local_device_id: device, guest_email: `guest-${device}@example.com` }),
      shipping_type: "PICKUP_ON_STORE",
      showroom_id: 2,
      address_recipient_phone: phone,
      ...(optIn !== undefined && { whatsapp_updates: optIn }),
    },
  });
}

export async function orderOf(trxRef: string) {
  const db = await getDb();
  return (await db.select().from(orders).where(eq(orders.trxRef, trxRef)))[0]!;
}

export async function messagesOf(orderId: number) {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.channel, "whatsapp")));
}

/** The sandbox's signed "paid" notification for the order. */
export function paidNotification(trxRef: string, total: number) {
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
export async function deliverAll(later = 0) {
  return deliverQueuedMessages(await getDb(), getMessaging(), { now: new Date(Date.now() + later) });
}

export const hook = (signed: { body: string; headers: Record<string, string> }) =>
  webhookPost(
    new Request("http://localhost/api/webhooks/whatsapp", {
      method: "POST",
      headers: signed.headers,
      body: signed.body,
    }),
  );
