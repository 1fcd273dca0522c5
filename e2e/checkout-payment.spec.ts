import { expect, test } from "@playwright/test";
import { acceptConfirmations, addToCart, fillGuestAddress, firstSize } from "./checkout-support";

const EVERYWHERE = 19;
const ONLY_AT_SHOWROOM_3 = 28;

test("checkout with an empty cart says so and offers to continue shopping", async ({ page }) => {
  await page.goto("/checkout");
  await expect(page.getByText("Your cart is empty", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products");
});

test("the order success page greets a guest and sends them to their email", async ({ page }) => {
  await page.goto("/payment/response?bill_no=unknown&status=2&signature=forged");
  await expect(page.getByRole("heading", { level: 1, name: "Order Success" })).toBeVisible();
  await expect(page.getByText("Please check your email")).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products");
});

test("the order success page thanks a signed-in shopper and links to My Orders", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.localStorage.setItem("access_token", "any-token"));
  await page.goto("/payment/response");
  await expect(page.getByText("Thank you for shopping!")).toBeVisible();
  await expect(page.getByRole("link", { name: "See My Orders" })).toHaveAttribute("href", "/account/orders");
});

test("the payment sandbox refuses a bill whose signature does not match", async ({ request }) => {
  const res = await request.post("/payment-sandbox", { form: { merchant_id: "99999", order_id: "abc", bill_total: "1000", signature: "forged" } });
  expect(res.status()).toBe(400);
  expect(await res.text()).toContain("signature is not valid");
});

// The flows below need a cart line, which only the cart branch's POST /api/v1/cart can create from the browser.
// Enable them after merging the cart branch.
test.describe("with a cart (needs the cart branch)", () => {
  test.fixme("a guest's delivery goes through the sandbox to 'Order Success' and the confirmation email", async ({ page }) => {
    const size = await firstSize(page, EVERYWHERE);
    await addToCart(page, EVERYWHERE, size, 1);
    const dialogs = acceptConfirmations(page);
    await page.goto("/checkout");
    await page.getByRole("button", { name: /Online Delivery/ }).click();
    await fillGuestAddress(page);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: /Paris Van Java Bandung/ }).click();
    await page.getByRole("radio", { name: /REG/ }).click();
    await page.reload();
    await expect(page.getByRole("radio", { name: /REG/ })).toHaveAttribute("aria-checked", "true");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Email").fill("budi@example.com");
    await page.getByRole("button", { name: "Go To Payment" }).click();
    expect(dialogs).toContain("Are you sure want to go to payment?");
    await expect(page).toHaveURL(/\/payment-sandbox$/);
    await page.getByLabel(/OVO/).check();
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page.getByRole("heading", { name: "Order Success" })).toBeVisible();
    await expect(page.getByText("Please check your email")).toBeVisible();
    // The development outbox (accounts branch) lists the confirmation mail.
    await page.goto("/dev/outbox");
    await expect(page.getByText("budi@example.com").first()).toBeVisible();
  });

  test.fixme("a store pickup has no shipping cost and reaches 'Order Success'", async ({ page }) => {
    const size = await firstSize(page, EVERYWHERE);
    await addToCart(page, EVERYWHERE, size, 1);
    acceptConfirmations(page);
    await page.goto("/checkout");
    await page.getByRole("button", { name: /Pickup On Store/ }).click();
    await page.getByRole("button", { name: /Pondok Indah Mall 2/ }).click();
    await expect(page.getByText("Self Pickup at Pondok Indah Mall 2")).toBeVisible();
    await page.getByLabel("Email").fill("ani@example.com");
    await page.getByRole("button", { name: "Go To Payment" }).click();
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page.getByRole("heading", { name: "Order Success" })).toBeVisible();
  });

  test.fixme("the wizard shows each validation message of the spec", async ({ page }) => {
    const size = await firstSize(page, EVERYWHERE);
    await addToCart(page, EVERYWHERE, size, 1);
    await page.goto("/checkout");
    await page.getByRole("button", { name: /Online Delivery/ }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    for (const message of ["Recipient name is required.", "Recipient phone is required.", "Address street is required.", "Province must be chosen.", "City must be chosen", "Subdistrict must be chosen."]) {
      await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
    }
    await fillGuestAddress(page);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: /Paris Van Java Bandung/ }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Please choose a shipping method.")).toBeVisible();
    await page.getByRole("radio", { name: /REG/ }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Promo code is required!")).toBeVisible();
    await page.getByRole("button", { name: "Go To Payment" }).click();
    await expect(page.getByText("Please input your email address")).toBeVisible();
  });

  test.fixme("a signed-in shopper without a chosen address is asked to choose one", async ({ page }) => {
    // Needs the accounts branch too: sign up, save an address, then check out.
    await page.goto("/checkout");
    await page.getByRole("button", { name: /Online Delivery/ }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Please choose an address first.")).toBeVisible();
  });

  test.fixme("items the chosen store lacks leave the summary with the notice and stay in the cart", async ({ page }) => {
    await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);
    await addToCart(page, ONLY_AT_SHOWROOM_3, await firstSize(page, ONLY_AT_SHOWROOM_3), 1);
    await page.goto("/checkout");
    await page.getByRole("button", { name: /Pickup On Store/ }).click();
    await page.getByRole("button", { name: /Pondok Indah Mall 2/ }).click();
    await expect(page.getByText("1 item(s) were excluded from the summary because they are not available in the chosen store and may be bought by another checkout.")).toBeVisible();
  });
});
