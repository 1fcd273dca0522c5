import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { addToCart, firstSize, goToPayment } from "./checkout-support";
import { myOrders, signUpThroughForm } from "./orders-support";

const EVERYWHERE = 19;
const DUE = /We are waiting for your payment\. Please pay before \d{4}-\d{2}-\d{2} \d{2}:\d{2} WIB\./;
const orderNo = (trxRef: string) => `ORDER #${trxRef.slice(0, 8).toUpperCase()}`;

/** The sandbox's return signature with its development credentials (lib/server/payment/providers/sandbox/config.ts, signature.ts). */
const sandboxReturnSignature = (billNo: string, status: string) =>
  createHash("sha1")
    .update(createHash("md5").update(`bot99999sandbox-dev-secret${billNo}${status}`).digest("hex"))
    .digest("hex");

/** A store pickup up to the sandbox's bill (a guest gives an email on the summary). */
async function reachSandbox(page: Page, guest: boolean) {
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);
  await page.goto("/checkout");
  await page.getByRole("button", { name: /Pickup On Store/ }).click();
  await page.getByRole("button", { name: /Pondok Indah Mall 2/ }).click();
  if (guest) await page.getByLabel("Email").fill("gita@example.com");
  await goToPayment(page);
  await expect(page).toHaveURL(/\/payment-sandbox$/);
}

async function finishInSandbox(page: Page, button: "Pay" | "Fail" | "Expire" | "Leave Unpaid") {
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order Success" })).toBeVisible();
}

test("a paid order: 'Order Success' says the payment was received", async ({ page }) => {
  await reachSandbox(page, true);
  await finishInSandbox(page, "Pay");
  await expect(page.getByText("Your payment has been received.")).toBeVisible();
  await expect(page.getByText(/^ORDER #[0-9A-Z]{8}$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay Now" })).toHaveCount(0);
});

test("a failed payment says so and what to do next, with no way to pay the cancelled order", async ({ page }) => {
  await reachSandbox(page, true);
  await finishInSandbox(page, "Fail");
  await expect(
    page.getByText("Your payment failed, so the order was cancelled and nothing was charged."),
  ).toBeVisible();
  await expect(page.getByText("You can order the items again: they are back on sale.")).toBeVisible();
  await expect(page.getByText("Your payment has been received.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Pay Now" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products");
});

test("an expired payment says the time ran out and what to do next", async ({ page }) => {
  await reachSandbox(page, true);
  await finishInSandbox(page, "Expire");
  await expect(page.getByText("The time to pay ran out, so the order was cancelled.")).toBeVisible();
  await expect(page.getByText("You can order the items again: they are back on sale.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay Now" })).toHaveCount(0);
});

test("an unfinished payment waits with its due date, and a guest's 'Pay Now' posts the same bill again", async ({
  page,
}) => {
  await reachSandbox(page, true);
  await finishInSandbox(page, "Leave Unpaid");
  await expect(page.getByText(DUE)).toBeVisible();
  await expect(page.getByText("Your payment has been received.")).toHaveCount(0);
  const billNo = new URL(page.url()).searchParams.get("bill_no")!;
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/payment-sandbox$/);
  await expect(page.getByText(billNo, { exact: true })).toBeVisible();
  await finishInSandbox(page, "Pay");
  await expect(page.getByText("Your payment has been received.")).toBeVisible();
});

test("a paid return that arrives before the provider's notification waits for it and offers no second payment", async ({
  page,
}) => {
  await reachSandbox(page, true);
  await finishInSandbox(page, "Leave Unpaid");
  const billNo = new URL(page.url()).searchParams.get("bill_no")!;
  // The provider sends the shopper back saying paid while the server has not been notified yet.
  await page.goto(`/payment/response?bill_no=${billNo}&status=2&signature=${sandboxReturnSignature(billNo, "2")}`);
  await expect(
    page.getByText("Your payment is being confirmed by the payment provider. Please wait a moment."),
  ).toBeVisible();
  await expect(page.getByText("Your payment has been received.")).toHaveCount(0);
  await expect(page.getByText(DUE)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Pay Now" })).toHaveCount(0);
});

test("a forged return does not read as a payment: the state comes from the server only", async ({ page }) => {
  await page.goto("/payment/response?bill_no=unknown&status=2&signature=forged");
  await expect(page.getByRole("heading", { level: 1, name: "Order Success" })).toBeVisible();
  await expect(page.getByText("Please check your email")).toBeVisible();
  await expect(page.getByText("Your payment has been received.")).toHaveCount(0);
});

test("My Orders offers 'Pay Now' on a pending order: it pays the same order, and no second order appears", async ({
  page,
}) => {
  test.slow(); // a sign-up, a checkout and two visits to the sandbox
  await signUpThroughForm(page, "pay-now");
  await reachSandbox(page, false);
  await finishInSandbox(page, "Leave Unpaid");
  await expect(page.getByText(DUE)).toBeVisible();
  const [order] = await myOrders(page);

  await page.goto("/account/orders");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: orderNo(order!.trx_ref) }) });
  await expect(card.getByText("Status: PENDING")).toBeVisible();
  await card.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/payment-sandbox$/);
  await expect(page.getByText(order!.trx_ref, { exact: true })).toBeVisible();
  await finishInSandbox(page, "Pay");
  await expect(page.getByText("Your payment has been received.")).toBeVisible();

  expect((await myOrders(page)).map((o) => o.trx_ref)).toEqual([order!.trx_ref]);
  await page.goto("/account/orders");
  await expect(card.getByText("Status: PAID")).toBeVisible();
  await expect(card.getByRole("button", { name: "Pay Now" })).toHaveCount(0);
});
