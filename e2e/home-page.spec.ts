import { expect, test } from "@playwright/test";

test("the header has the promo bar, the menu, the sale links per category and the cart badge", async ({ page }) => {
  // The home popup (its own test below) would take the hover if this test ran past its 2 s on a busy machine.
  await page.addInitScript(() => sessionStorage.setItem("interstitial_seen", "1"));
  await page.goto("/");
  await expect(page.getByText("GET OFFERS Up To 40% off")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "TOPS" })).toHaveAttribute("href", "/products?category_id=9");
  await expect(nav.getByRole("link", { name: "BOTTOMS" })).toHaveAttribute("href", "/products?category_id=11");
  await expect(nav.getByRole("link", { name: "STORES" })).toHaveAttribute("href", "/stores");
  await expect(nav.getByRole("link", { name: "SOCIAL" })).toHaveAttribute("href", /^https:\/\//);
  await expect(nav.getByRole("link", { name: "Shop TOPS's Sale" })).toBeHidden();
  await nav.getByRole("link", { name: "SALE" }).hover();
  await expect(nav.getByRole("link", { name: "Shop TOPS's Sale" })).toHaveAttribute(
    "href",
    "/products?sale=1&category_id=9",
  );
  await expect(page.getByRole("button", { name: "Cart, 0 items" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in");
  await expect(page.getByRole("link", { name: "Wishlist" })).toHaveAttribute("href", "/account/wishlist");
});

test("the home page shows its sections and the footer's customer service", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Shop By Category" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Shop Men/ })).toHaveAttribute("href", "/shop/men");
  await expect(page.getByRole("button", { name: /Play video/ }).first()).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /wa\.me/);
  await expect(footer.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
  await expect(footer.getByRole("list", { name: "Languages" })).toContainText("French");
  await expect(footer.getByRole("combobox", { name: "Currency" })).toHaveValue("IDR");
});

test("the interstitial popup appears after 2 seconds, closes, and stays closed for the session", async ({ page }) => {
  await page.goto("/");
  const popup = page.getByRole("dialog", { name: "Special offer" });
  await expect(popup).toBeHidden();
  await expect(popup).toBeVisible({ timeout: 5000 });
  await popup.getByRole("button", { name: "Close" }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await page.waitForTimeout(2500);
  await expect(popup).toBeHidden();
});

test("the mobile menu opens one category at a time with 'Shop All'", async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto("/products");
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("navigation", { name: "Mobile menu" });
  await menu.getByRole("button", { name: "TOPS" }).click();
  await expect(menu.getByRole("link", { name: "Shop All" })).toHaveAttribute("href", "/products?category_id=9");
  await menu.getByRole("button", { name: "BOTTOMS" }).click();
  await expect(menu.getByRole("link", { name: "Shop All" })).toHaveCount(1);
  await expect(menu.getByRole("link", { name: "Shop All" })).toHaveAttribute("href", "/products?category_id=11");
});
