import { execFileSync } from "node:child_process";
import { expect, type Page } from "@playwright/test";
import { opsToken } from "../playwright.config";
import { PASSWORD, uniqueEmail } from "./account-helpers";
import { addToCart, firstSize, goToPayment } from "./checkout-support";

/**
 * Runs the staff's ops tool as they would (`npm run ops -- ...`). The e2e server holds the embedded database, so the
 * tool goes through the server's ops endpoint (OPS_URL + OPS_TOKEN, the secret playwright.config.ts starts it with).
 */
export function runOps(baseURL: string, ...args: string[]): string {
  return execFileSync("npm", ["run", "--silent", "ops", "--", ...args], {
    env: { ...process.env, OPS_URL: baseURL, OPS_TOKEN: opsToken },
    encoding: "utf8",
    timeout: 60_000,
  });
}

/** Signs a new shopper up through the sign-up form; the page is signed in afterwards. */
export async function signUpThroughForm(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await page.goto("/sign-up");
  await page.getByLabel("Name").fill("Rina Wijaya");
  await page.getByLabel("Female").check();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Password Confirmation").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  return email;
}

/** A saved Bandung address with the sandbox courier's destination confirmed, through the address API (the page's session cookie goes along). */
export async function saveBandungAddress(page: Page) {
  const res = await page.request.post("/api/v1/user/address", {
    data: {
      address_label: "Rumah",
      recipient_name: "Rina Wijaya",
      recipient_phone: "081234567890",
      recipient_zip: "40162",
      address_street: "Jl. Sukajadi No. 1",
      province_id: "32",
      city_id: "32.73",
      subdistrict_id: "32.73.07",
      address_notes: "",
      courier_destination_id: "sbx-32.73.07",
    },
  });
  expect(res.ok()).toBe(true);
}

async function pay(page: Page) {
  await goToPayment(page);
  await expect(page).toHaveURL(/\/payment-sandbox$/);
  await page.getByLabel(/OVO/).check();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Order Success" })).toBeVisible();
}

/** A signed-in shopper's courier delivery from the Bandung hub, paid in the sandbox. */
export async function placePaidDelivery(page: Page, productId: number) {
  await addToCart(page, productId, await firstSize(page, productId), 1);
  await page.goto("/checkout");
  await page.getByRole("button", { name: /Online Delivery/ }).click();
  await page.getByRole("radio", { name: /Rumah/ }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: /Paris Van Java Bandung/ }).click();
  await page.getByRole("radio", { name: /REG/ }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await pay(page);
}

/** A signed-in shopper's store pickup, paid in the sandbox. */
export async function placePaidPickup(page: Page, productId: number, store: string) {
  await addToCart(page, productId, await firstSize(page, productId), 1);
  await page.goto("/checkout");
  await page.getByRole("button", { name: /Pickup On Store/ }).click();
  await page.getByRole("button", { name: new RegExp(store) }).click();
  await pay(page);
}

export interface ListedOrder {
  trx_ref: string;
  shipping_type: string;
}

/** The shopper's orders as GET user/orders answers them (newest first). */
export async function myOrders(page: Page): Promise<ListedOrder[]> {
  const res = await page.request.get("/api/v1/user/orders");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { user_orders: ListedOrder[] } }).data.user_orders;
}

/**
 * A guest's delivery of product 19 (in stock everywhere) to Bandung by JNE REG, with the spec's checkout-trx fields,
 * placed in Indonesian from this page's device; answers its trx_ref.
 */
export async function placeGuestDelivery(page: Page, email: string): Promise<string> {
  const device = await addToCart(page, 19, await firstSize(page, 19), 1);
  const res = await page.request.post("/api/v1/checkout-trx", {
    headers: { "accept-language": "id" },
    data: {
      local_device_id: device,
      shipping_type: "ONLINE_DELIVERY",
      showroom_id: 8,
      guest_email: email,
      address_recipient_name: "Budi Santoso",
      address_recipient_phone: "081298765432",
      address_zip: "",
      address_street: "Jl. Sukajadi No. 10",
      province_id: "32",
      city_id: "32.73",
      subdistrict_id: "32.73.07",
      address_notes: "",
      shipping_courier: "JNE",
      shipping_service_name: "REG",
    },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { trx_ref: string } }).data.trx_ref;
}
