import { expect, test } from "@playwright/test";
import { addToCart, firstSize } from "./checkout-support";
import { phoneContext } from "./phone-support";

// Issue #48 point 8: on a 360 px phone in Indonesian, the home popup's promo code is copied in one tap (a toast says
// so), and the checkout shows an applied code as applied, with its saving and one 'Hapus', no 'Pakai' beside it.

const EVERYWHERE = 19;
const STORE = "Central Park Mall";

test("the home popup copies its promo code in one tap", async ({ browser, baseURL }) => {
  const context = await phoneContext(browser, 360);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const page = await context.newPage();
  await page.goto("/id");
  const popup = page.getByRole("dialog", { name: "Penawaran spesial" });
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: "Salin kode" }).click();
  await expect(page.getByText("Kode HEMAT10 disalin")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("HEMAT10");
  await page.screenshot({ path: test.info().outputPath("popup-copied.png") });
});

test("an applied code says so with its saving, and offers one 'Hapus' instead of 'Pakai'", async ({ browser }) => {
  const page = await (await phoneContext(browser, 360)).newPage();
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);
  await page.goto("/id/checkout");
  await page.getByRole("button", { name: /Ambil di Toko/ }).click();
  await page.getByRole("button", { name: new RegExp(STORE) }).click();

  await page.getByRole("textbox", { name: "Kode promo" }).fill("HEMAT10");
  await page.getByRole("button", { name: "Pakai", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /Kode HEMAT10 terpakai: hemat Rp\s?[\d.]+/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pakai", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Hapus", exact: true })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath("promo-applied.png") });

  await page.getByRole("button", { name: "Hapus", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Kode promo" })).toBeFocused();
  await expect(page.getByRole("button", { name: "Pakai", exact: true })).toBeVisible();
  await expect(page.getByText(/terpakai/)).toHaveCount(0);
});
