import { expect, test } from "@playwright/test";

test("/shop/anything shows the women landing outside the common layout, with its own menu and search", async ({
  page,
}) => {
  await page.goto("/shop/anything");
  await expect(page.getByRole("heading", { level: 1, name: "Women" })).toBeVisible();
  await expect(page.getByText("GET OFFERS Up To 40% off")).toHaveCount(0);
  const menu = page.getByRole("navigation", { name: "Women menu" });
  await expect(menu.getByRole("link", { name: "Shop All" })).toHaveAttribute("href", "/products");
  await expect(menu.getByRole("link", { name: "Kids" })).toHaveAttribute("href", "/products?group_id=3");
  await expect(menu.getByRole("link", { name: "#hashtag" })).toHaveAttribute("href", "/hashtag");
  await page.getByRole("searchbox", { name: "Search products" }).fill("jeans");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/products\?search=jeans/);
  // Back inside the common layout.
  await expect(page.getByText("GET OFFERS Up To 40% off")).toBeVisible();
});

test("/shop/men shows the men landing", async ({ page }) => {
  await page.goto("/shop/men");
  await expect(page.getByRole("heading", { level: 1, name: "Men" })).toBeVisible();
});

test("/left-sidebar/product/{id} redirects permanently to /product/{id}, /fashion to /", async ({ request }) => {
  const product = await request.get("/left-sidebar/product/5", { maxRedirects: 0 });
  expect(product.status()).toBe(308);
  expect(product.headers().location).toBe("/product/5");
  const fashion = await request.get("/fashion", { maxRedirects: 0 });
  expect([307, 308]).toContain(fashion.status());
  expect(fashion.headers().location).toBe("/");
});

test("the sitemap lists every product and category; robots.txt points to it", async ({ request }) => {
  const ids = (await request.get("/api/v1/products?limit=1")).ok();
  expect(ids).toBe(true);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/product/18</loc>");
  expect(sitemap).toContain("/product/231</loc>");
  expect(sitemap).toContain("/products?category_id=9&amp;category_sub_id=901</loc>");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap:");
  expect(robots).toContain("/sitemap.xml");
});

test("/shop/{category}: the quick view's add says 'Item Added to Cart' and opens the panel; a refused add says why", async ({
  page,
}) => {
  await page.goto("/shop/women");
  const card = page.getByRole("button", { name: /^Quick view / }).first();
  const name = ((await card.getAttribute("aria-label")) ?? "").replace(/^Quick view /, "");
  await card.click();
  const dialog = page.getByRole("dialog", { name });
  await dialog
    .getByRole("button", { name: /^Size \S+$/ })
    .first()
    .click();
  await dialog.getByRole("button", { name: "add to cart" }).click();
  await expect(page.getByText("Item Added to Cart")).toBeVisible();
  const panel = page.getByRole("dialog", { name: "My Cart" });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/^1 x IDR /)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();

  // More than the stock of the size: the server refuses, and the shopper is told so (the exact count only at 1-3).
  await page
    .getByRole("button", { name: `Quick view ${name}` })
    .first()
    .click();
  await dialog
    .getByRole("button", { name: /^Size \S+$/ })
    .first()
    .click();
  await dialog.getByRole("spinbutton", { name: "Quantity" }).fill("900");
  await dialog.getByRole("button", { name: "add to cart" }).click();
  await expect(
    page.getByText(
      /^(Only [123] left in stock for this size|There is not enough stock of this size for that quantity)\.$/,
    ),
  ).toBeVisible();
});
