import { expect, test, type Browser, type Page } from "@playwright/test";
import { addToCart, goToPayment } from "./checkout-support";
import { overflowOf, phoneContext } from "./phone-support";

// Issue #30 point 5: a guest pays their own unpaid orders (from the pending-orders refusal, and from the mailed pay
// link on any device), and the return page shows the order's summary to its owner only, with a message matching
// the payment's state. On a phone, in Bahasa Indonesia and in English.

// A store and a size no other e2e test counts on (Malang Town Square, product 19 in M): unpaid orders here hold their
// units for 24 hours.
const EVERYWHERE = 19;
const SIZE = "M";
const MALANG = 13;
const STORE = "Malang Town Square";
const orderNo = (trxRef: string) => trxRef.slice(0, 8).toUpperCase();

async function placeUnpaid(page: Page, device: string, email: string, lang: "en" | "id" = "en"): Promise<string> {
  const res = await page.request.post("/api/v1/checkout-trx", {
    data: { local_device_id: device, shipping_type: "PICKUP_ON_STORE", showroom_id: MALANG, guest_email: email },
    headers: { "accept-language": lang },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { trx_ref: string } }).data.trx_ref;
}

/** The pay link of the order's confirmation mail, read in the development outbox. */
async function mailedPayLink(page: Page, email: string): Promise<string> {
  await page.goto("/dev/outbox");
  await page.getByRole("row", { name: email }).getByRole("link").first().click();
  const body = await page.getByTestId("mail-body").innerText();
  const link = /http\S+\/payment\/response\?trx_ref=\S+&pay_token=\S+/.exec(body)?.[0] ?? "";
  expect(link).toContain("pay_token=");
  return link;
}

async function phonePage(browser: Browser) {
  const context = await phoneContext(browser, 390);
  return { context, page: await context.newPage() };
}

test("a phone guest refused for two unpaid orders pays one of them from the refusal, in Bahasa Indonesia", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await phonePage(browser);
  const email = `dua-pesanan-${Date.now()}@example.com`;
  const device = await addToCart(page, EVERYWHERE, SIZE, 1);
  const first = await placeUnpaid(page, device, email, "id");
  await addToCart(page, EVERYWHERE, SIZE, 1);
  const second = await placeUnpaid(page, device, email, "id");
  await addToCart(page, EVERYWHERE, SIZE, 1);

  await context.addCookies([{ name: "lang", value: "id", url: baseURL! }]);
  await page.goto("/id/checkout");
  await page.getByRole("button", { name: /Ambil di Toko/ }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: new RegExp(STORE) }).click();
  await goToPayment(page, "id");

  const unpaid = page.getByRole("region", { name: "Pesanan Anda yang belum dibayar" });
  await expect(unpaid).toBeVisible();
  await expect(unpaid.getByRole("link")).toHaveCount(2);
  await expect(unpaid.getByRole("link", { name: `Bayar pesanan #${orderNo(first)}` })).toBeVisible();
  await unpaid.getByRole("link", { name: `Bayar pesanan #${orderNo(second)}` }).click();

  await expect(page).toHaveURL(new RegExp(`/id/payment/response\\?trx_ref=${second}`));
  const summary = page.getByRole("region", { name: "Pesanan Anda" });
  await expect(summary.getByText(`Ambil di ${STORE}`)).toBeVisible();
  await expect(summary.getByTestId("order-total")).toHaveText(/^Rp\s?[\d.]+$/);
  await expect(page.getByText(/Kami menunggu pembayaran Anda/)).toBeVisible();
  expect(await overflowOf(page)).toEqual([]);
  await page.getByRole("button", { name: "Bayar Sekarang" }).click();
  await expect(page).toHaveURL(/\/payment-sandbox$/);
  await context.close();
});

for (const lang of ["en", "id"] as const) {
  const t = {
    en: {
      summary: "Your Order",
      pickup: `Pickup at ${STORE}`,
      pay: "Pay Now",
      paid: "Your payment has been received.",
      guestPaid: "Your order details have been sent to your email.",
      instructions: "payment instructions",
    },
    id: {
      summary: "Pesanan Anda",
      pickup: `Ambil di ${STORE}`,
      pay: "Bayar Sekarang",
      paid: "Pembayaran Anda telah diterima.",
      guestPaid: "Detail pesanan Anda telah dikirim ke email Anda.",
      instructions: "instruksi pembayaran",
    },
  }[lang];

  test(`[${lang}] the mailed pay link pays the order from another device; a tampered link shows and pays nothing`, async ({
    browser,
    page,
  }) => {
    // Three shoppers' pages, the outbox and the sandbox: longer than the default on a busy machine.
    test.setTimeout(150_000);
    const email = `tautan-${lang}-${Date.now()}@example.com`;
    const device = await addToCart(page, EVERYWHERE, SIZE, 1);
    const trxRef = await placeUnpaid(page, device, email, lang);
    const link = await mailedPayLink(page, email);
    expect(link).toContain(lang === "id" ? "/id/payment/response?" : "/payment/response?");

    // Another device, which never saw the order (a desktop: the sandbox's own page is not the shop's and not yet
    // laid out for phones): a tampered token shows no order and no way to pay.
    const otherContext = await browser.newContext();
    const other = { context: otherContext, page: await otherContext.newPage() };
    const token = new URL(link).searchParams.get("pay_token")!;
    const tampered = link.replace(token, token.slice(0, -1) + (token.endsWith("A") ? "B" : "A"));
    await other.page.goto(tampered);
    await expect(other.page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      other.page.getByRole("link", { name: lang === "id" ? "Lanjut Belanja" : "Continue Shopping" }),
    ).toBeVisible();
    await expect(other.page.getByRole("region", { name: t.summary })).toHaveCount(0);
    await expect(other.page.getByRole("button", { name: t.pay })).toHaveCount(0);
    await expect(other.page.getByText(orderNo(trxRef))).toHaveCount(0);

    // The link itself shows the order and pays it; the return page then says it was received, not to await instructions.
    await other.page.goto(link);
    await expect(other.page.getByRole("region", { name: t.summary }).getByText(t.pickup)).toBeVisible();
    await other.page.getByRole("button", { name: t.pay }).click();
    await expect(other.page).toHaveURL(/\/payment-sandbox$/);
    await other.page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(other.page.getByText(t.paid)).toBeVisible();
    await expect(other.page.getByText(t.guestPaid)).toBeVisible();
    await expect(other.page.getByText(t.instructions)).toHaveCount(0);
    await expect(other.page.getByRole("region", { name: t.summary }).getByText(t.pickup)).toBeVisible();
    const returnUrl = other.page.url();
    await other.context.close();

    // The provider's return address opened by another shopper: the state (the provider signed it), never the summary.
    const stranger = await phonePage(browser);
    await stranger.page.goto(returnUrl.replace(/^https?:\/\/[^/]+/, ""));
    await expect(stranger.page.getByText(t.paid)).toBeVisible();
    await expect(stranger.page.getByRole("region", { name: t.summary })).toHaveCount(0);
    await expect(stranger.page.getByText(t.pickup)).toHaveCount(0);
    await stranger.context.close();
  });
}
