import { expect, test, type Page } from "@playwright/test";
import { PASSWORD, uniqueEmail } from "./account-helpers";
import { addToCart, firstSize, goToPayment } from "./checkout-support";
import { overflowOf, phoneContext } from "./phone-support";

const EVERYWHERE = 19;

/** Types a Bandung address (Sukajadi, zip 40162) in the guest form, and the email. */
async function typeGuestAddress(page: Page) {
  await page.getByLabel("Recipient name").fill("Budi Santoso");
  await page.getByLabel("Recipient phone").fill("081298765432");
  await page.getByLabel("Address street").fill("Jl. Sukajadi No. 10");
  await page.getByLabel("Province").selectOption({ label: "Jawa Barat" });
  await page.getByLabel("City").selectOption({ label: "Kota Bandung" });
  await page.getByLabel("Subdistrict").selectOption({ label: "Sukajadi" });
  await page.getByLabel("Zip code").fill("40162");
  await page.getByLabel("Email").fill("budi@example.com");
}

/**
 * The spec's steps as a QA flow written from it walks them (section 4): choose-address, continue, choose-hub,
 * choose-shipping-method, order-summary. The demo's sandbox courier has one place per district: nothing to confirm.
 */
async function guestWalksTheSpecSteps(page: Page, checkWidth: boolean) {
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);
  await page.goto("/checkout");
  await page.getByRole("button", { name: /Online Delivery/ }).click();
  await typeGuestAddress(page);
  await page.getByRole("button", { name: "Continue" }).click();

  await page.getByRole("button", { name: /Paris Van Java Bandung/ }).click();
  const reg = page.getByRole("radio", { name: /REG/ });
  await expect(reg).toBeVisible();
  await expect(page.getByRole("group", { name: "Courier destination" })).toHaveCount(0);
  if (checkWidth) expect(await overflowOf(page)).toEqual([]);
  await reg.click();
  await page.getByRole("button", { name: "Continue" }).click();
  await goToPayment(page);
  await expect(page).toHaveURL(/\/payment-sandbox$/);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Order Success" })).toBeVisible();
}

test("a guest goes from the address straight to the hub, gets quotes and places the order (sandbox courier)", async ({
  page,
}) => {
  await guestWalksTheSpecSteps(page, false);
});

test("on a 320 px phone, the steps and the quotes fit the screen", async ({ browser }) => {
  const context = await phoneContext(browser, 320);
  const page = await context.newPage();
  await guestWalksTheSpecSteps(page, true);
  await context.close();
});

test("a saved address without a courier destination goes on to the hub and its quotes, in Indonesian too", async ({
  page,
}) => {
  const email = uniqueEmail("destination");
  const signUp = await page.request.post("/api/v1/auth/sign-up", {
    data: { name: "Rina Wijaya", gender: "FEMALE", email, password: PASSWORD, password_conf: PASSWORD },
  });
  const token = ((await signUp.json()) as { data: { access_token: string } }).data.access_token;
  // Saved without a courier_destination_id (before destination ids, or for another courier).
  const saved = await page.request.post("/api/v1/user/address", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      address_label: "Rumah",
      recipient_name: "Rina Wijaya",
      recipient_phone: "081234567890",
      recipient_zip: "40162",
      address_street: "Jl. Sukajadi No. 5",
      province_id: "32",
      city_id: "32.73",
      subdistrict_id: "32.73.07",
      address_notes: "",
    },
  });
  expect(saved.status()).toBe(200);
  await page.goto("/");
  await page.evaluate((value) => localStorage.setItem("access_token", value), token);
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);

  await page.goto("/id/checkout");
  await page.getByRole("button", { name: /Pengiriman Online/ }).click();
  await expect(page.getByRole("radio", { name: /Rumah/ })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("group", { name: "Tujuan kurir" })).toHaveCount(0);
  await page.getByRole("button", { name: "Lanjut", exact: true }).click();
  await page.getByRole("button", { name: /Paris Van Java Bandung/ }).click();
  await expect(page.getByRole("radio", { name: /REG/ })).toBeVisible();
});
