import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { addToCart, firstSize, goToPayment } from "./checkout-support";
import { myOrders, placePaidPickup, signUpThroughForm } from "./orders-support";

// Issue #20 point 2: money and dates in the shopper's language (the `lang` cookie). English is covered, unchanged,
// by the catalogue, cart and orders specs ('IDR 199,000', '5 Nov 2026').

const EVERYWHERE = 19;
// Its pickups take product 19's first size from a store no other e2e test counts on (Tunjungan Plaza Surabaya holds 27
// units): the e2e tests share one database, and orders-my-orders needs Pondok Indah Mall 2's few units.
const PICKUP_STORE = "Tunjungan Plaza Surabaya";
const RUPIAH = /^Rp \d{1,3}(\.\d{3})*$/;
const FRENCH_IDR = /^\d{1,3}(\u202f\d{3})*\u00a0IDR$/;

async function speak(context: BrowserContext, baseURL: string | undefined, lang: "fr" | "id") {
  await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
}

/** React's hydration mismatches (and any other page error) land here: the server and the browser must write the same text. */
function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|did not match|#418|#425/i.test(message.text()))
      problems.push(message.text());
  });
  return problems;
}

test("an Indonesian product page and listing show Rupiah the Indonesian way, and hydrate without a mismatch", async ({
  page,
  context,
  baseURL,
}) => {
  const problems = pageProblems(page);
  await speak(context, baseURL, "id");
  await page.goto("/product/18");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  const main = page.getByRole("main");
  const price = main.locator("strong").filter({ hasText: /^Rp / }).first();
  await expect(price).toHaveText(RUPIAH);
  // The struck original price (product 18 is 30% off) and the related products' cards too.
  await expect(main.locator("s.price-retail").first()).toContainText(/Rp \d{1,3}(\.\d{3})*$/);
  await expect(main.getByRole("article").first().locator("strong")).toHaveText(RUPIAH);
  await expect(main.getByText(/IDR \d/)).toHaveCount(0);

  await page.goto("/products");
  await expect(page.getByText(/^Ditemukan \d+ Produk$/)).toBeVisible();
  await expect(page.getByRole("article").first().locator("strong")).toHaveText(RUPIAH);
  // The client islands (the header's cart button) are live, so hydration went through.
  await expect(page.getByRole("button", { name: /^Keranjang, 0 barang$/ })).toBeEnabled();
  expect(problems).toEqual([]);
});

test("a French product page writes the amount with spaces and the code after it", async ({
  page,
  context,
  baseURL,
}) => {
  const problems = pageProblems(page);
  await speak(context, baseURL, "fr");
  await page.goto("/product/18");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("main").locator("strong").filter({ hasText: /IDR$/ }).first()).toHaveText(FRENCH_IDR);
  // The listing's cards are rendered on the server and hydrated by the infinite list: the same text on both sides.
  await page.goto("/products");
  await expect(page.getByText(/^\d+ articles? trouvés?$/)).toBeVisible();
  await expect(page.getByRole("article").first().locator("strong")).toHaveText(FRENCH_IDR);
  await expect(page.getByRole("button", { name: /^Panier, 0 article$/ })).toBeEnabled();
  expect(problems).toEqual([]);
});

test("My Orders in Bahasa Indonesia: Indonesian month names and Rupiah", async ({ page, context, baseURL }) => {
  test.slow(); // a checkout and a sandbox payment
  await signUpThroughForm(page, "orders-locale-id");
  await placePaidPickup(page, EVERYWHERE, PICKUP_STORE);
  const [order] = await myOrders(page);
  const number = `PESANAN #${order!.trx_ref.slice(0, 8).toUpperCase()}`;

  // The order was placed today; an August date shows the Indonesian month name ('Agu', English 'Aug'). The list's
  // answer is the server's own, with only its dates moved to 17 August 2026.
  await page.route("**/api/v1/user/orders", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { user_orders: Record<string, unknown>[] } };
    for (const o of body.data.user_orders) {
      o.trx_date = "2026-08-17 10:15:00";
      o.payment_date = "2026-08-17 10:20:00";
    }
    await route.fulfill({ response, json: body });
  });
  await speak(context, baseURL, "id");
  await page.goto("/account/orders");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: number }) });
  await expect(card.getByText("17 Agu 2026", { exact: true })).toBeVisible();
  await expect(card.getByText(RUPIAH)).toBeVisible();

  await card.getByRole("button", { name: "Lihat Detail" }).click();
  const detail = page.getByRole("dialog", { name: number });
  await expect(detail.getByText("17 Agu 2026 10:15", { exact: true })).toBeVisible();
  await expect(detail.getByText("17 Agu 2026 10:20", { exact: true })).toBeVisible();
  await expect(detail.getByRole("row", { name: /Rp \d/ }).first()).toBeVisible();
  await expect(detail.getByText(/IDR \d/)).toHaveCount(0);
});

test("the payment return page gives an unpaid order's due time with the Indonesian month name", async ({
  page,
  context,
  baseURL,
}) => {
  const problems = pageProblems(page);
  // A guest's store pickup left unpaid in the sandbox (the English flow), then the same return page in Indonesian.
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);
  await page.goto("/checkout");
  await page.getByRole("button", { name: /Pickup On Store/ }).click();
  await page.getByRole("button", { name: new RegExp(PICKUP_STORE) }).click();
  await page.getByLabel("Email").fill("sari@example.com");
  await goToPayment(page);
  await expect(page).toHaveURL(/\/payment-sandbox$/);
  await page.getByRole("button", { name: "Leave Unpaid", exact: true }).click();
  await expect(page.getByText(/Please pay before \d{4}-\d{2}-\d{2} \d{2}:\d{2} WIB\./)).toBeVisible();

  await speak(context, baseURL, "id");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(
    page.getByText(
      /^Kami menunggu pembayaran Anda\. Silakan bayar sebelum \d{1,2} (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) \d{4} \d{2}:\d{2} WIB\.$/,
    ),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
