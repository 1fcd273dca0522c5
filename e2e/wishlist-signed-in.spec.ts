import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signUpThroughForm } from "./orders-support";

test("a signed-in shopper adds a product to the wishlist, sees it on My Wishlist and removes it", async ({ page }) => {
  const email = `wish-${randomUUID()}@example.test`;
  await page.goto("/sign-up");
  await page.getByLabel("Name").fill("Wish Tester");
  await page.getByLabel("Female").check();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("rahasia123");
  await page.getByLabel("Password Confirmation").fill("rahasia123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("You have successfully created an account, feel free to shop now.")).toBeVisible();

  await expect(page).toHaveURL((url) => url.pathname === "/");
  await page.goto("/product/19");
  await page.getByRole("button", { name: "Add to Wishlist" }).click();
  await expect(page.getByText("Item Added to Wishlist")).toBeVisible();

  await page.goto("/account/wishlist");
  await expect(page.getByRole("heading", { name: "My Wishlist" })).toBeVisible();
  const card = page.getByRole("article");
  await expect(card).toHaveCount(1);
  await card.getByRole("button", { name: /from wishlist/ }).click();
  await expect(page.getByText("No wishlist yet, shop more with us!")).toBeVisible();
});

test("a wishlist tap answered before the page's own wishlist read keeps the product wishlisted", async ({ page }) => {
  await signUpThroughForm(page, "quick-tap");

  // A slow network for the product page's read of its wishlist flag: it is sent on mount, answered after the tap.
  let releaseRead = () => {};
  const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
  let readSeen = false;
  await page.route(
    (url) => url.pathname.endsWith("/user/wishlist") && url.searchParams.has("product_detail_id"),
    async (route) => {
      if (route.request().method() !== "GET") return route.fallback();
      readSeen = true;
      const answer = await route.fetch();
      await readHeld;
      await route.fulfill({ response: answer });
    },
  );
  await page.goto("/product/2");
  await expect.poll(() => readSeen).toBe(true);
  const toggle = page.getByRole("button", { name: "Add to Wishlist" });
  await toggle.click();
  await expect(page.getByText("Item Added to Wishlist")).toBeVisible();
  const readAnswered = page.waitForResponse(
    (res) => res.url().includes("product_detail_id") && res.request().method() === "GET",
  );
  releaseRead();
  await readAnswered;
  await expect(page.getByRole("button", { name: "Remove from Wishlist" })).toHaveAttribute("aria-pressed", "true");
  // The back-in-stock request needs the product on the wishlist: it is offered for the sold-out size.
  await page.getByRole("radio", { name: "Size XL (out of stock)" }).click();
  await expect(page.getByRole("button", { name: "Notify me when back in stock (size XL)" })).toBeVisible();
});

test("a shopper signed in by the plain form taps the wishlist while the page still picks the session up, and it is added", async ({
  browser,
}) => {
  // Signed up without script: the session is the server's cookie, and the next page with script picks it up.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const form = await plain.newPage();
  await form.goto("/sign-up");
  await form.getByLabel("Name").fill("Sari Dewi");
  await form.getByLabel("Female").check();
  await form.getByLabel("Email").fill(`handoff-${randomUUID()}@example.test`);
  await form.getByLabel("Password", { exact: true }).fill("rahasia123");
  await form.getByLabel("Password Confirmation").fill("rahasia123");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form).toHaveURL((url) => url.pathname === "/");
  const context = await browser.newContext({ storageState: await plain.storageState() });
  await plain.close();

  // The pick-up's answer is held until the tap has been made.
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let pickUpSeen = false;
  await page.route("**/api/v1/auth/session", async (route) => {
    pickUpSeen = true;
    const answer = await route.fetch();
    await held;
    await route.fulfill({ response: answer });
  });
  await page.goto("/product/19");
  await expect.poll(() => pickUpSeen).toBe(true);
  await page.getByRole("button", { name: "Add to Wishlist" }).click();
  release();
  await expect(page.getByText("Item Added to Wishlist")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/product/19");
  await expect(page.getByRole("button", { name: "Remove from Wishlist" })).toHaveAttribute("aria-pressed", "true");
  await context.close();
});
