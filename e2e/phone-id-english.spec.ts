import { expect, test, type Browser, type BrowserContext, type Locator } from "@playwright/test";
import { firstSize } from "./checkout-support";
import { placePaidDelivery, saveBandungAddress, signUpThroughForm } from "./orders-support";

// What a phone shopper in Bahasa Indonesia met in English (issue #30, part 5): the home page's texts and the
// category names come from the database, the courier's notes and the payment's state from the providers.

const EVERYWHERE = 19;

/** A 390 × 844 phone whose browser speaks Indonesian. */
function indonesianPhone(browser: Browser, storageState?: Awaited<ReturnType<BrowserContext["storageState"]>>) {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: "id-ID",
    storageState,
  });
}

/** The English texts among `texts` that an element of `scope` shows as its whole text. */
async function englishLeft(scope: Locator, texts: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const text of texts) if ((await scope.getByText(text, { exact: true }).count()) > 0) found.push(text);
  return found;
}

test("the home page, the phone menu, the listing and the footer speak Indonesian on /id", async ({ browser }) => {
  const context = await indonesianPhone(browser);
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem("interstitial_seen", "1"));
  await page.goto("/id");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading").first()).toBeVisible();
  const homeTexts = [
    "Men",
    "Women",
    "Kids",
    "Sale",
    "Shop Now",
    "Shop Men",
    "Shop Women",
    "Store Pickup",
    "Fast Process",
    "Generous Offers",
  ];
  expect(await englishLeft(main, homeTexts)).toEqual([]);
  await expect(main.getByRole("heading", { name: "Ambil di Toko", exact: true })).toBeVisible();

  const footer = page.getByRole("contentinfo");
  expect(await englishLeft(footer, ["TOPS", "BOTTOMS"])).toEqual([]);
  await expect(footer.getByRole("link", { name: "ATASAN", exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Menu", exact: true }).click();
  const menu = page.getByRole("navigation", { name: "Menu seluler" });
  await expect(menu).toBeVisible();
  for (const english of ["TOPS", "BOTTOMS"])
    await expect(menu.getByRole("button", { name: english, exact: true })).toHaveCount(0);
  await expect(menu.getByRole("button", { name: "ATASAN", exact: true })).toBeVisible();
  await expect(menu.getByRole("button", { name: "BAWAHAN", exact: true })).toBeVisible();

  await page.goto("/id/products?category_id=9");
  await expect(page.getByRole("heading", { level: 1, name: "ATASAN" })).toBeVisible();
  await context.close();
});

test("the courier step and the order details speak Indonesian on /id", async ({ browser }) => {
  const setup = await browser.newContext();
  const shopperPage = await setup.newPage();
  await signUpThroughForm(shopperPage, "phone-id");
  await saveBandungAddress(shopperPage);
  await placePaidDelivery(shopperPage, EVERYWHERE);
  const context = await indonesianPhone(browser, await setup.storageState());
  await setup.close();
  const page = await context.newPage();

  await page.goto("/id/account/orders");
  await page.getByRole("button", { name: "Lihat Detail" }).first().click();
  const detail = page.getByRole("dialog");
  await expect(detail.getByText("Pembayaran Berhasil", { exact: true })).toBeVisible();
  expect(await englishLeft(detail, ["Payment Success"])).toEqual([]);
  await page.keyboard.press("Escape");

  const size = await firstSize(page, EVERYWHERE);
  const deviceId = await page.evaluate(() => localStorage.getItem("local_device_id") ?? crypto.randomUUID());
  await page.evaluate((id) => localStorage.setItem("local_device_id", id), deviceId);
  expect(
    (
      await page.request.post("/api/v1/cart", {
        data: { local_device_id: deviceId, product_detail_id: EVERYWHERE, size, qty: 1 },
      })
    ).ok(),
  ).toBe(true);
  await page.goto("/id/checkout");
  await page.getByRole("button", { name: /Pengiriman Online/ }).click();
  await page.getByRole("radio", { name: /Rumah/ }).click();
  await page.getByRole("button", { name: "Lanjut" }).click();
  await page.getByRole("button", { name: /Paris Van Java Bandung/ }).click();
  const couriers = page.getByRole("radiogroup", { name: "Metode pengiriman" });
  await expect(couriers.getByRole("radio", { name: /SDS/ })).toContainText(
    "Sampai hari ini jika dibayar sebelum pukul 08:00 WIB",
  );
  await expect(couriers).not.toContainText("Same day if paid before");
  await context.close();
});
