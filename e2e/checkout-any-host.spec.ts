import { expect, test, type Page } from "@playwright/test";
import { addToCart, fillGuestAddress, goToPayment } from "./checkout-support";
import { myOrders, signUpThroughForm } from "./orders-support";
import { workerPort } from "../playwright.config";

// Issue #30 point 2: the demo shop's payment works from whatever address the shopper opened. The e2e server's
// SITE_URL is http://127.0.0.1:<port> (playwright.config.ts); the same flows run at http://localhost:<port>, where the
// payment form, the sandbox's bill, its way back and 'Pay Now' must all stay on the address the shopper opened.

const port = workerPort;
const EVERYWHERE = 19;
// Sizes and stores no other e2e test counts on: each run pays one unit of each per address.
const DELIVERY_SIZE = "L"; // Paris Van Java Bandung (the hub) holds 27
const PICKUP_SIZE = "XL"; // Tunjungan Plaza Surabaya holds 28
const DUE = /We are waiting for your payment\. Please pay before \d{4}-\d{2}-\d{2} \d{2}:\d{2} WIB\./;

/** The sandbox's bill, on the address the shopper opened. */
async function onSandbox(page: Page, origin: string) {
  await expect(page).toHaveURL(`${origin}/payment-sandbox`);
  await expect(page.getByRole("heading", { name: "Payment sandbox" })).toBeVisible();
}

/** Back from the sandbox to 'Order Success', on the address the shopper opened. */
async function backOnOrderSuccess(page: Page, origin: string) {
  await expect(page.getByRole("heading", { level: 1, name: "Order Success" })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(origin);
  expect(new URL(page.url()).pathname).toBe("/payment/response");
}

for (const host of ["127.0.0.1", "localhost"]) {
  const origin = `http://${host}:${port}`;

  test.describe(`opened at ${host}`, () => {
    test.use({ baseURL: origin });

    test("a guest's delivery reaches the sandbox, leaves it unpaid, and 'Pay Now' pays it, all on this address", async ({
      page,
    }) => {
      await addToCart(page, EVERYWHERE, DELIVERY_SIZE, 1);
      await page.goto(`${origin}/checkout`);
      await page.getByRole("button", { name: /Online Delivery/ }).click();
      await fillGuestAddress(page);
      await page.getByLabel("Email").fill("host-delivery@example.com");
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("button", { name: /Paris Van Java Bandung/ }).click();
      await page.getByRole("radio", { name: /REG/ }).click();
      await page.getByRole("button", { name: "Continue" }).click();
      await goToPayment(page);
      await onSandbox(page, origin);

      await page.getByRole("button", { name: "Leave Unpaid", exact: true }).click();
      await backOnOrderSuccess(page, origin);
      await expect(page.getByText(DUE)).toBeVisible();
      const billNo = new URL(page.url()).searchParams.get("bill_no")!;

      await page.getByRole("button", { name: "Pay Now" }).click();
      await onSandbox(page, origin);
      await expect(page.getByText(billNo, { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Pay", exact: true }).click();
      await backOnOrderSuccess(page, origin);
      await expect(page.getByText("Your payment has been received.")).toBeVisible();
    });

    test("a guest's store pickup is paid in the sandbox and comes back to 'Order Success' on this address", async ({
      page,
    }) => {
      await addToCart(page, EVERYWHERE, PICKUP_SIZE, 1);
      await page.goto(`${origin}/checkout`);
      await page.getByRole("button", { name: /Pickup On Store/ }).click();
      await page.getByLabel("Email").fill("host-pickup@example.com");
      await page.getByRole("button", { name: /Tunjungan Plaza Surabaya/ }).click();
      await expect(page.getByText("Self Pickup at Tunjungan Plaza Surabaya")).toBeVisible();
      await goToPayment(page);
      await onSandbox(page, origin);
      await page.getByRole("button", { name: "Pay", exact: true }).click();
      await backOnOrderSuccess(page, origin);
      await expect(page.getByText("Your payment has been received.")).toBeVisible();
    });
  });
}

// The signed-in 'Pay Now' of My Orders at SITE_URL's host: e2e/checkout-payment-states.spec.ts. Here, at localhost.
test.describe("opened at localhost, signed in", () => {
  const origin = `http://localhost:${port}`;
  test.use({ baseURL: origin });

  test("My Orders' 'Pay Now' posts the bill to the sandbox and comes back paid, on this address", async ({ page }) => {
    test.slow(); // a sign-up, a checkout and two visits to the sandbox
    await signUpThroughForm(page, "any-host");
    await addToCart(page, EVERYWHERE, PICKUP_SIZE, 1);
    await page.goto(`${origin}/checkout`);
    await page.getByRole("button", { name: /Pickup On Store/ }).click();
    await page.getByRole("button", { name: /Tunjungan Plaza Surabaya/ }).click();
    await goToPayment(page);
    await onSandbox(page, origin);
    await page.getByRole("button", { name: "Leave Unpaid", exact: true }).click();
    await backOnOrderSuccess(page, origin);
    const [order] = await myOrders(page);

    await page.goto(`${origin}/account/orders`);
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: `ORDER #${order!.trx_ref.slice(0, 8).toUpperCase()}` }) });
    await card.getByRole("button", { name: "Pay Now" }).click();
    await onSandbox(page, origin);
    await expect(page.getByText(order!.trx_ref, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await backOnOrderSuccess(page, origin);
    await expect(page.getByText("Your payment has been received.")).toBeVisible();
  });
});
