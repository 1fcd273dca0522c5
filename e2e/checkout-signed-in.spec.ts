import { expect, test, type Page } from "@playwright/test";
import { PASSWORD, uniqueEmail } from "./account-helpers";
import { addToCart, firstSize, goToPayment } from "./checkout-support";

const EVERYWHERE = 19;

/** Signs up through the form: it keeps localStorage access_token (the checkout's signed-in test) and the cookie. */
async function signUpThroughForm(page: Page): Promise<string> {
  const email = uniqueEmail("checkout");
  await page.goto("/sign-up");
  await page.getByLabel("Name").fill("Rina Wijaya");
  await page.getByLabel("Female").check();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Password Confirmation").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("access_token"))).toBeTruthy();
  return email;
}

async function addAddressInModal(page: Page, label: string) {
  await page.getByRole("button", { name: "Add a new address" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Address" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Address Label").fill(label);
  await dialog.getByLabel("Recipient Name").fill("Rina Wijaya");
  await dialog.getByLabel("Recipient Phone").fill("081234567890");
  await dialog.getByLabel("Recipient Zipcode").fill("40162");
  await dialog.getByLabel("Address Street").fill("Jl. Sukajadi No. 5");
  await dialog.getByLabel("Province").selectOption({ label: "Jawa Barat" });
  await dialog.getByLabel("City").selectOption({ index: 1 });
  await dialog.getByLabel("Subdistrict").selectOption({ index: 1 });
  await dialog.getByRole("button", { name: "Save Address" }).click();
  await expect(dialog).toBeHidden();
}

test("a signed-in shopper chooses or adds an address in the checkout and pays through the sandbox", async ({
  page,
}) => {
  const email = await signUpThroughForm(page);
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);
  await page.goto("/checkout");
  await page.getByRole("button", { name: /Online Delivery/ }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Please choose an address first.")).toBeVisible();

  // The first saved address is the primary one and is chosen at once.
  await addAddressInModal(page, "Rumah");
  await expect(page.getByRole("radio", { name: /Rumah/ })).toHaveAttribute("aria-checked", "true");
  // A second one, added the same way, becomes the choice.
  await addAddressInModal(page, "Kantor");
  await expect(page.getByRole("radio", { name: /Kantor/ })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("radio", { name: /Rumah/ })).toHaveAttribute("aria-checked", "false");

  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: /Paris Van Java Bandung/ }).click();
  await page.getByRole("radio", { name: /REG/ }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Email")).toHaveCount(0);
  await goToPayment(page);
  await expect(page).toHaveURL(/\/payment-sandbox$/);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Order Success" })).toBeVisible();
  await expect(page.getByText("Thank you for shopping!")).toBeVisible();
  await expect(page.getByRole("link", { name: "See My Orders" })).toHaveAttribute("href", "/account/orders");
  await page.goto("/dev/outbox");
  await expect(page.getByText(email).first()).toBeVisible();
});

test("a signed-in shopper's primary address is chosen when the checkout opens", async ({ page }) => {
  await signUpThroughForm(page);
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);
  await page.goto("/checkout");
  await page.getByRole("button", { name: /Online Delivery/ }).click();
  await addAddressInModal(page, "Rumah");
  // The reloaded list has chosen it (and saved that choice) before the tab state is cleared.
  await expect(page.getByRole("radio", { name: /Rumah/ })).toHaveAttribute("aria-checked", "true");
  // A fresh checkout (new tab state) starts with the primary address chosen.
  await page.evaluate(() => window.sessionStorage.clear());
  await page.reload();
  await page.getByRole("button", { name: /Online Delivery/ }).click();
  await expect(page.getByRole("radio", { name: /Rumah/ })).toHaveAttribute("aria-checked", "true");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Shipping Hub" })).toBeVisible();
});
