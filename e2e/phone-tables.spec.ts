import { expect, test, type Locator } from "@playwright/test";
import { addToCart, firstSize } from "./checkout-support";
import { placePaidPickup, signUpThroughForm } from "./orders-support";
import { overflowOf, phoneContext, settle } from "./phone-support";

// Issue #30 point 5: on a phone the checkout summary's and the order detail's item tables clipped the total and wrapped
// product names one word per line. Each line is now a stacked card; nothing is clipped or scrolls sideways.

const EVERYWHERE = 19;
/** A store no other e2e test counts on (see checkout-guest-pay.spec.ts). */
const STORE = "Malang Town Square";

/** A product name laid out one word per line is far narrower than the phone; a card gives it most of the width. */
async function expectRoomy(name: Locator, screenWidth: number) {
  const box = await name.boundingBox();
  expect(box, "the product name is shown").not.toBeNull();
  expect(box!.width).toBeGreaterThan(screenWidth * 0.4);
}

const TEXT = {
  en: {
    pickup: /Pickup On Store/,
    summary: "Order Summary",
    total: "Total",
    grand: "Grand Total",
    detail: "Lihat Detail",
    detailGrand: "Grand Total",
  },
  id: {
    pickup: /Ambil di Toko/,
    summary: "Ringkasan Pesanan",
    total: "Total",
    grand: "Total Keseluruhan",
    detail: "Lihat Detail",
    detailGrand: "Total Bayar",
  },
} as const;

for (const [lang, width] of [
  ["id", 390],
  ["en", 320],
] as const) {
  test(`[${lang}] at ${width} px the checkout summary and the order detail fit the phone as stacked lines`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const t = TEXT[lang];
    const setup = await browser.newContext();
    const setupPage = await setup.newPage();
    await signUpThroughForm(setupPage, `phone-tables-${lang}`);
    await placePaidPickup(setupPage, EVERYWHERE, STORE);
    await addToCart(setupPage, EVERYWHERE, await firstSize(setupPage, EVERYWHERE));
    const state = await setup.storageState();
    await setup.close();

    const context = await phoneContext(browser, width, state);
    if (lang !== "en") await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
    const page = await context.newPage();
    const prefix = lang === "en" ? "" : `/${lang}`;

    await page.goto(`${prefix}/checkout`);
    await page.getByRole("button", { name: t.pickup }).click();
    await page.getByRole("button", { name: new RegExp(STORE) }).click();
    const summary = page.getByRole("region", { name: t.summary });
    await expect(summary.getByTestId("grand-total")).toBeVisible();
    await settle(page);
    expect(await overflowOf(page), "checkout summary").toEqual([]);
    const line = summary.locator("tbody tr").first();
    await expectRoomy(line.getByRole("link").last(), width);
    // Each value is named on the phone, where the column heads are not shown.
    await expect(line.locator(`td[data-label="${t.total}"]`)).toBeVisible();

    await page.goto(`${prefix}/account/orders`);
    await page.getByRole("button", { name: t.detail }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText(t.detailGrand)).toBeVisible();
    await settle(page);
    expect(await overflowOf(page), "order detail").toEqual([]);
    await expectRoomy(dialog.locator("tbody td").nth(1), width);
    await context.close();
  });
}
