import { expect, test } from "@playwright/test";
import { addToCart, fillGuestAddress, firstSize, goToPayment } from "./checkout-support";

const EVERYWHERE = 19;
const NO_EMAIL = "Please input your email address";

test("a guest's pickup: selecting a showroom goes to the summary without an email; 'Go To Payment' asks for it", async ({
  page,
}) => {
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);
  await page.goto("/checkout");
  await page.getByRole("button", { name: /Pickup On Store/ }).click();
  await page.getByRole("button", { name: /Pondok Indah Mall 2/ }).click();
  await expect(page.getByRole("heading", { name: "Order Summary" })).toBeVisible();
  await expect(page.getByText(NO_EMAIL)).toHaveCount(0);

  await page.getByRole("button", { name: "Go To Payment" }).click();
  await expect(page.getByText(NO_EMAIL).first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  await page.getByLabel("Email").fill("fajar@example.com");
  await expect(page.getByText("The order confirmation goes to fajar@example.com.")).toBeVisible();
  await goToPayment(page);
  await expect(page).toHaveURL(/\/payment-sandbox$/);
});

test("a guest's delivery: continue from the address step works without an email; the address is still checked", async ({
  page,
}) => {
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);
  await page.goto("/checkout");
  await page.getByRole("button", { name: /Online Delivery/ }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Recipient name is required.", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(NO_EMAIL)).toHaveCount(0);

  await fillGuestAddress(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: /Paris Van Java Bandung/ }).click();
  await page.getByRole("radio", { name: /REG/ }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Order Summary" })).toBeVisible();
  await page.getByRole("button", { name: "Go To Payment" }).click();
  await expect(page.getByText(NO_EMAIL).first()).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
});
