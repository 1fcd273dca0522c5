import { expect, test, type Page } from "@playwright/test";
import { addToCart, fillGuestAddress, firstSize } from "./checkout-support";
import { holdScripts } from "./hydration-support";

const EVERYWHERE = 19;

/** Every field of the checkout a shopper could type into or choose in. */
const fields = (page: Page) => page.getByRole("main").locator("input:not([type=hidden]), select, textarea");
const enabledFields = (page: Page) =>
  page
    .getByRole("main")
    .locator("input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])");

/**
 * Reloads /checkout with Next's scripts held back (a busy phone before hydration): whatever the page shows then must not
 * take text it would drop. The wizard is a client island restored from sessionStorage, so the server's HTML offers no
 * field at all until React runs; each field typed into afterwards must keep the text and be used.
 */
async function reloadBeforeHydration(page: Page) {
  const held = await holdScripts(page);
  await page.goto("/checkout", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(enabledFields(page)).toHaveCount(0);
  return held;
}

test("a guest's address and email fields take no text before hydration, and what is typed after is kept and used", async ({
  page,
}) => {
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);
  await page.goto("/checkout");
  await page.getByRole("button", { name: /Online Delivery/ }).click();
  await expect(page.getByLabel("Recipient name")).toBeVisible();

  const held = await reloadBeforeHydration(page);
  await held.release();
  await expect(fields(page).first()).toBeEnabled();
  await fillGuestAddress(page);
  await page.getByLabel("Email").pressSequentially("hana@example.com");
  await expect(page.getByLabel("Recipient name")).toHaveValue("Budi Santoso");
  await expect(page.getByLabel("Email")).toHaveValue("hana@example.com");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: /Paris Van Java Bandung/ }).click();
  await page.getByRole("radio", { name: /REG/ }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("The order confirmation goes to hana@example.com.")).toBeVisible();
});

test("the promo code field takes no text before hydration, and a code typed after is kept and applied", async ({
  page,
}) => {
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);
  await page.goto("/checkout");
  await page.getByRole("button", { name: /Pickup On Store/ }).click();
  await page.getByRole("button", { name: /Pondok Indah Mall 2/ }).click();
  await expect(page.getByRole("heading", { name: "Order Summary" })).toBeVisible();

  const held = await reloadBeforeHydration(page);
  await held.release();
  const promo = page.getByRole("textbox", { name: "Promo code" });
  await promo.pressSequentially("HEMAT10");
  await expect(promo).toHaveValue("HEMAT10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Discount (HEMAT10)")).toBeVisible();
});
