import { expect, test } from "@playwright/test";

test("a guest opening My Wishlist is sent to /sign-in", async ({ page }) => {
  await page.goto("/account/wishlist");
  await expect(page).toHaveURL(/\/sign-in(\?|$)/);
});

test("a made-up session cookie does not open My Wishlist either", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "access_token", value: "not-a-session", url: baseURL! }]);
  await page.goto("/account/wishlist");
  await expect(page).toHaveURL(/\/sign-in(\?|$)/);
  await expect(page.getByRole("heading", { name: "My Wishlist" })).toHaveCount(0);
});

test("the wishlist API refuses a guest with the session message", async ({ request }) => {
  const res = await request.post("/api/v1/user/wishlist", { data: { product_detail_id: 19 } });
  expect(res.status()).toBe(401);
  expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
    "Your session has been expired, please sign in again to shop.",
  );
});
