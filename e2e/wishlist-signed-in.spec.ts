import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";

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
