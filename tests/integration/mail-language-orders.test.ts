import { and, asc, eq } from "drizzle-orm";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { getDb } from "@/lib/db";
import { mailOutbox, orderLines, users } from "@/lib/db/schema";
import { formatIDR } from "@/lib/domain/money";
import { formatMoney } from "@/lib/domain/locale-format";
import { markReadyForPickup, shipOrder } from "@/lib/server/orders/operations";
import { wibDateTime } from "@/lib/domain/wib";
import { guestAddressFields, guestCart, saveAddress, shopper } from "../support/checkout-fixtures";
import { call } from "../support/http";
import { EVERYWHERE, orderOf, pay, type OrderRow } from "./orders-fixtures";

const NB = "\u00a0";

async function mailOf(to: string, kind: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
    .orderBy(asc(mailOutbox.id));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function linesOf(order: OrderRow) {
  const db = await getDb();
  return db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
}

/** The due time as the test reads it, independently of the shop's code: Jakarta's wall clock through Intl. */
function jakarta(date: Date, locale: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat(locale, {
      timeZone: "Asia/Jakarta",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year} ${parts.hour}:${parts.minute} WIB`;
}

const cookie = (lang: string) => ({ cookie: `theme=dark; lang=${lang}` });

async function signedInDelivery(lang: string | null) {
  const who = await shopper([{ productId: EVERYWHERE, qty: 2 }]);
  const addressId = await saveAddress(who.userId);
  const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
    body: {
      shipping_type: "ONLINE_DELIVERY",
      showroom_id: 8,
      user_address_id: addressId,
      shipping_courier: "JNE",
      shipping_service_name: "REG",
      shipping_notes: "",
    },
    token: who.token,
    headers: lang ? cookie(lang) : {},
  });
  expect(res.status).toBe(200);
  return { who, order: await orderOf(res.data.trx_ref as string) };
}

describe("order mails in the shopper's language", () => {
  it("an order placed in Indonesian is kept as 'id' and confirmed in Indonesian, in text and HTML, with items, totals, address and the due time in WIB", async () => {
    const { who, order } = await signedInDelivery("id");
    expect(order.lang).toBe("id");
    const number = order.trxRef.slice(0, 8).toUpperCase();
    const [line] = await linesOf(order);
    const mail = await mailOf(who.email, "ORDER_CONFIRMATION");
    const due = jakarta(order.expiresAt, "id-ID");
    expect(due).toMatch(/^\d{1,2} (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) \d{4} \d{2}:\d{2} WIB$/);

    expect(mail.subject).toBe(`Pesanan #${number} telah diterima`);
    const text = mail.textBody;
    for (const expected of [
      "Terima kasih atas pesanan Anda.",
      `Nomor pesanan: ${number}`,
      `- ${line!.productName} (Ukuran: ${line!.sizeCode}) 2 x ${formatMoney(line!.linePrice, "id")} = ${formatMoney(line!.subtotal, "id")}`,
      `Subtotal: ${formatMoney(order.itemsSubtotal, "id")}`,
      `Ongkos kirim (JNE REG): ${formatMoney(order.shippingCost, "id")}`,
      `Total bayar: ${formatMoney(order.grandTotal, "id")}`,
      "Dikirim ke:\nSari Dewi (081234567890)\nJl. Sukajadi No. 1,",
      `Mohon selesaikan pembayaran sebelum ${due}; pesanan yang belum dibayar dibatalkan setelah 24 jam.`,
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Total bayar: Rp \d{1,3}(\.\d{3})+/);
    expect(text).not.toMatch(/Order number|Please complete|IDR /);

    const html = mail.htmlBody!;
    expect(html).toMatch(/^<!doctype html>\n<html lang="id">/);
    for (const expected of [
      "Terima kasih atas pesanan Anda.",
      line!.productName,
      formatMoney(order.grandTotal, "id"),
      "Total bayar",
      "Dikirim ke",
      "Sari Dewi (081234567890)",
      due,
    ]) {
      expect(html).toContain(expected);
    }
  });

  it("the order's later mails (payment received, shipped) keep its language", async () => {
    const { who, order } = await signedInDelivery("id");
    await pay(order);
    const paid = await mailOf(who.email, "PAYMENT_RECEIVED");
    expect(paid.subject).toBe(`Pembayaran pesanan #${order.trxRef.slice(0, 8).toUpperCase()} telah diterima`);
    expect(paid.textBody).toContain("Kami telah menerima pembayaran Anda.");
    expect(paid.textBody).toContain("Paket Anda akan diproses dalam 24 jam.");
    expect(paid.htmlBody).toContain(`Total bayar`);
    expect((await shipOrder(order.trxRef, "JNE0099887766")).ok).toBe(true);
    const shipped = await mailOf(who.email, "ORDER_SHIPPED");
    expect(shipped.textBody).toContain("Pesanan Anda telah dikirim dengan JNE REG.\nNo. Resi: JNE0099887766");
    expect(shipped.htmlBody).toContain("No. Resi: JNE0099887766");
  });

  it("a guest's delivery placed in French is confirmed in French; what the guest typed is escaped in the HTML part", async () => {
    const device = await guestCart([{ productId: EVERYWHERE }]);
    const email = `invitee-${process.pid}@example.com`;
    const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
      body: {
        local_device_id: device,
        shipping_type: "ONLINE_DELIVERY",
        showroom_id: 8,
        guest_email: email,
        ...guestAddressFields(),
        address_recipient_name: "Élodie <b>Martin</b> & fils",
        shipping_courier: "JNE",
        shipping_service_name: "REG",
      },
      headers: cookie("fr"),
    });
    expect(res.status).toBe(200);
    const order = await orderOf(res.data.trx_ref as string);
    expect(order).toMatchObject({ lang: "fr", userId: null, guestEmail: email });
    const number = order.trxRef.slice(0, 8).toUpperCase();
    const mail = await mailOf(email, "ORDER_CONFIRMATION");
    const due = jakarta(order.expiresAt, "fr-FR");
    expect(mail.subject).toBe(`Commande n° ${number} reçue`);
    for (const expected of [
      "Merci pour votre commande.",
      `Numéro de commande${NB}: ${number}`,
      `Total à payer${NB}: ${formatMoney(order.grandTotal, "fr")}`,
      `Livraison à${NB}:\nÉlodie <b>Martin</b> & fils (${order.addressRecipientPhone})\nJl. Cihampelas No. 10,`,
      `Veuillez régler la commande avant le ${due}${NB}; les commandes non payées sont annulées après 24 heures.`,
    ])
      expect(mail.textBody).toContain(expected);
    expect(mail.textBody).toMatch(/Total à payer\u00a0: \d{1,3}([\u202f\u00a0]\d{3})+\u00a0IDR/);
    const html = mail.htmlBody!;
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(`Élodie &lt;b&gt;Martin&lt;/b&gt; &amp; fils (${order.addressRecipientPhone})`);
    expect(html).not.toContain("<b>Martin");
    expect(html).toContain(due);
  });

  it("a pickup order's ready mail is in its language, and without a cookie a signed-in order takes the account's language", async () => {
    const who = await shopper([{ productId: EVERYWHERE }]);
    const db = await getDb();
    await db.update(users).set({ lang: "id" }).where(eq(users.id, who.userId));
    const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
      body: { shipping_type: "PICKUP_ON_STORE", showroom_id: 2 },
      token: who.token,
    });
    expect(res.status).toBe(200);
    const order = await orderOf(res.data.trx_ref as string);
    expect(order.lang).toBe("id");
    expect((await mailOf(who.email, "ORDER_CONFIRMATION")).textBody).toMatch(/\n\nAmbil sendiri di .+\n.+, .+/);
    await pay(order);
    expect((await markReadyForPickup(order.trxRef, "ZX98QW")).ok).toBe(true);
    const ready = await mailOf(who.email, "ORDER_READY_FOR_PICKUP");
    expect(ready.subject).toBe(`Pesanan #${order.trxRef.slice(0, 8).toUpperCase()} siap diambil`);
    expect(ready.textBody).toContain(
      "Pesanan Anda siap diambil.\nKode Pengambilan: ZX98QW\nTunjukkan kode ini di toko (buka pukul 10:00-20:00 WIB).",
    );
    expect(ready.htmlBody).toContain("Kode Pengambilan: ZX98QW");
  });

  it("an order without a language cookie (or with an unknown one) is English, its text exactly as before", async () => {
    const { who, order } = await signedInDelivery("de");
    expect(order.lang).toBe("en");
    const [line] = await linesOf(order);
    const n = order.trxRef.slice(0, 8).toUpperCase();
    const mail = await mailOf(who.email, "ORDER_CONFIRMATION");
    expect(mail.subject).toBe(`Order #${n} received`);
    const items = `- ${line!.productName} (Size: ${line!.sizeCode}) 2 x ${formatIDR(line!.linePrice)} = ${formatIDR(line!.subtotal)}`;
    const address = `Sari Dewi (081234567890)\n${order.addressStreet}, ${order.addressSubdistrict}, ${order.addressCity}, ${order.addressProvince} ${order.addressZip}`;
    // The mail ends with the order's pay link (a random token each time).
    const payLink = mail.textBody.split("\n").at(-1)!;
    expect(payLink).toMatch(
      new RegExp(`^https?://[^/]+/payment/response\\?trx_ref=${order.trxRef}&pay_token=[\\w-]{43}$`),
    );
    expect(mail.textBody).toBe(
      [
        "Thank you for your order.",
        "",
        `Order number: ${n}`,
        "",
        "Items:",
        items,
        "",
        `Subtotal: ${formatIDR(order.itemsSubtotal)}`,
        `Shipping (JNE REG): ${formatIDR(order.shippingCost)}`,
        `Grand total: ${formatIDR(order.grandTotal)}`,
        "",
        "Delivery to:",
        address,
        "",
        `Please complete the payment before ${wibDateTime(order.expiresAt)} WIB; unpaid orders are cancelled after 24 hours.`,
        "",
        "To pay for this order, from any device, open this link (keep it to yourself: it pays for this order only):",
        payLink,
      ].join("\n"),
    );
    expect(mail.htmlBody).toContain('<html lang="en">');
    expect(mail.htmlBody).toContain("Grand total");
    await pay(order);
    expect((await mailOf(who.email, "PAYMENT_RECEIVED")).subject).toBe(`Payment received for order #${n}`);
  });

  it("without a choice made, the page's language the storefront sends (Accept-Language) is the order's, and the payment page returns to that language's page", async () => {
    const who = await shopper([{ productId: EVERYWHERE, qty: 1 }]);
    const addressId = await saveAddress(who.userId);
    const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
      body: {
        shipping_type: "ONLINE_DELIVERY",
        showroom_id: 8,
        user_address_id: addressId,
        shipping_courier: "JNE",
        shipping_service_name: "REG",
        shipping_notes: "",
      },
      token: who.token,
      headers: { "accept-language": "id" },
    });
    expect(res.status).toBe(200);
    const order = await orderOf(res.data.trx_ref as string);
    expect(order.lang).toBe("id");
    const fields = (res.data.payment_data as { fields: Record<string, string> }).fields;
    expect(fields.return_url).toBe("/id/payment/response");
    expect((await mailOf(who.email, "ORDER_CONFIRMATION")).subject).toMatch(/^Pesanan #/);
  });
});
