/**
 * The order's later WhatsApp updates (issue #50) for an opted-in order, against the local fake of the Cloud API:
 * shipped (courier, waybill, tracking link), ready for pickup (pickup code, showroom address and hours), delivered or
 * collected, and payment expired each queue exactly one message with its template and parameters, in the order's
 * language, and the fake receives it once. Placed and paid: whatsapp-messages.test.ts.
 */
import { and, eq } from "drizzle-orm";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { getDb } from "@/lib/db";
import { mailOutbox, showrooms } from "@/lib/db/schema";
import { POLICY } from "@/lib/domain/content/policy";
import { renderTemplate, type TemplateName } from "@/lib/server/messaging/templates";
import { completeOrder, expireOrders, markReadyForPickup, shipOrder } from "@/lib/server/orders/operations";
import { viewTokenMatches } from "@/lib/server/orders/pay-link";
import { firstSize, guestAddressFields, guestCart, setStock } from "../support/checkout-fixtures";
import type { FakeWhatsApp } from "../support/fakes/whatsapp-cloud";
import { call } from "../support/http";
import {
  deliverAll,
  EVERYWHERE,
  orderOf,
  paidNotification,
  placePickup,
  startWhatsAppChannel,
  stopWhatsAppChannel,
} from "./whatsapp-fixtures";

// The sends a move schedules after it are the jobs' here: each test delivers when it means to.
jest.mock("@/lib/server/messaging/send-soon", () => ({ deliverOutboxSoon: () => undefined }));

const HUB = 8;
let fake: FakeWhatsApp;
beforeAll(async () => {
  fake = await startWhatsAppChannel();
  await setStock(HUB, EVERYWHERE, await firstSize(EVERYWHERE), 100);
});
afterAll(() => stopWhatsAppChannel(fake));

type Order = Awaited<ReturnType<typeof orderOf>>;

/** A guest's delivery by JNE REG, the box ticked for `phone`, in `lang`. */
async function placeDelivery(phone: string, lang: string): Promise<Order> {
  const device = await guestCart([{ productId: EVERYWHERE, sizeCode: await firstSize(EVERYWHERE), qty: 1 }]);
  const placed = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
    body: {
      local_device_id: device,
      shipping_type: "ONLINE_DELIVERY",
      showroom_id: HUB,
      guest_email: `wa-${device}@example.com`,
      ...guestAddressFields(),
      address_recipient_phone: phone,
      shipping_courier: "JNE",
      shipping_service_name: "REG",
      whatsapp_updates: true,
    },
    headers: { cookie: `lang=${lang}` },
  });
  expect(placed.status).toBe(200);
  return orderOf(placed.data.trx_ref as string);
}

async function paid(order: Order): Promise<void> {
  expect((await paidNotification(order.trxRef, order.grandTotal)()).status).toBe(200);
}

async function rowsOf(orderId: number) {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.channel, "whatsapp")));
}

/**
 * The order's one queued message of `template`: in the order's language, with `params`, its text the template's
 * body in that language. Then delivered, the fake holds it once, to the opted-in number.
 */
async function expectOneMessage(order: Order, template: TemplateName, digits: string): Promise<string[]> {
  const rows = (await rowsOf(order.id)).filter((r) => r.kind === template);
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
  expect(row.toAddress).toBe(`+${digits}`);
  expect(row.payload).toMatchObject({ template, lang: order.lang });
  const params = row.payload!.params;
  expect(row.textBody).toBe(renderTemplate(template, order.lang, params));
  await deliverAll();
  const sent = fake.sent.filter((m) => m.to === digits && m.template === template);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ lang: order.lang, params });
  return params;
}

const numberOf = (order: Order) => order.trxRef.slice(0, 8).toUpperCase();

describe("an opted-in order's later WhatsApp updates", () => {
  it("shipped: the courier, the waybill and the order's tracking link in Indonesian; then delivered", async () => {
    const order = await placeDelivery("0812 3456 7101", "id");
    expect(order.lang).toBe("id");
    await paid(order);
    expect((await shipOrder(order.trxRef, "jne0011223344")).ok).toBe(true);
    expect((await shipOrder(order.trxRef, "JNE0011223344")).ok).toBe(false); // a second move changes nothing

    const params = await expectOneMessage(order, "order_shipped", "6281234567101");
    expect(params.slice(0, 3)).toEqual([numberOf(order), "JNE REG", "JNE0011223344"]);
    const link = new URL(params[3]!);
    expect(link.pathname).toBe("/id/payment/response");
    expect(link.searchParams.get("trx_ref")).toBe(order.trxRef);
    expect(viewTokenMatches(await orderOf(order.trxRef), link.searchParams.get("pay_token"))).toBe(true);
    expect(renderTemplate("order_shipped", "id", params)).not.toBe(renderTemplate("order_shipped", "en", params));

    expect((await completeOrder(order.trxRef, new Date())).ok).toBe(true);
    expect((await completeOrder(order.trxRef, new Date())).ok).toBe(false);
    expect(await expectOneMessage(order, "order_completed", "6281234567101")).toEqual([numberOf(order)]);
    expect((await rowsOf(order.id)).map((r) => r.kind).sort()).toEqual([
      "order_completed",
      "order_paid",
      "order_placed",
      "order_shipped",
    ]);
  });

  it("ready for pickup: the pickup code, the showroom's address and its hours in English; then collected", async () => {
    const placed = await placePickup("0812 3456 7102", true, undefined, "en");
    const order = await orderOf(placed.data.trx_ref as string);
    expect(order.lang).toBe("en");
    await paid(order);
    expect((await markReadyForPickup(order.trxRef, "ab23cd")).ok).toBe(true);
    expect((await markReadyForPickup(order.trxRef, "EF45GH")).ok).toBe(false);

    const params = await expectOneMessage(order, "order_ready_for_pickup", "6281234567102");
    const db = await getDb();
    const [showroom] = await db.select().from(showrooms).where(eq(showrooms.id, order.showroomId));
    expect(params[0]).toBe(numberOf(order));
    expect(params[1]).toBe("AB23CD");
    expect(params[2]).toContain(showroom!.showroomName);
    expect(params[2]).toContain(showroom!.address1);
    expect(params[3]).toBe(POLICY.storeHours);
    const text = (await rowsOf(order.id)).find((r) => r.kind === "order_ready_for_pickup")!.textBody;
    for (const part of params) expect(text).toContain(part);

    expect((await completeOrder(order.trxRef, new Date(), "Collected")).ok).toBe(true);
    expect(await expectOneMessage(order, "order_completed", "6281234567102")).toEqual([numberOf(order)]);
  });

  it("payment expired: one message in French, once however often the expiry runs, and nothing after", async () => {
    const placed = await placePickup("0812 3456 7103", true, undefined, "fr");
    const order = await orderOf(placed.data.trx_ref as string);
    expect(order.lang).toBe("fr");
    const later = new Date(order.expiresAt.getTime() + 60_000);
    expect(await expireOrders(later)).toBeGreaterThanOrEqual(1);
    expect(await expireOrders(later)).toBe(0);
    expect((await orderOf(order.trxRef)).trxStatus).toBe("EXPIRED");

    expect(await expectOneMessage(order, "order_payment_expired", "6281234567103")).toEqual([numberOf(order)]);
    expect((await paidNotification(order.trxRef, order.grandTotal)()).status).toBeLessThan(500);
    expect((await rowsOf(order.id)).map((r) => r.kind).sort()).toEqual(["order_payment_expired", "order_placed"]);
  });
});
