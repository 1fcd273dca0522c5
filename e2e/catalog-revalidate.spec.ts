import { expect, test, type Page } from "@playwright/test";
import { firstListed, jsonLdPrice, runRevalidate, type ApiProduct } from "./revalidate-support";
import { runOps } from "./orders-support";

// Issue #15, point 6: after a price change and `npm run revalidate`, the very next request of every cached page
// showing the product serves the new price. The product is the newest men's item (first on /shop/men); its new
// price is above every other, so it also comes first on /products (sorted Price High to Low by default).
const NEW_RETAIL = 2_450_000;
const NEW_NET = 2_150_000;

/** A cached page read twice: the second answer comes from the full-route cache, so the test exercises the cache. */
async function expectCached(page: Page, path: string) {
  await page.request.get(path);
  const again = await page.request.get(path);
  expect(again.headers()["x-nextjs-cache"], `${path} is served from the cache`).toBe("HIT");
}

async function expectProductPage(
  page: Page,
  product: ApiProduct,
  price: string,
  retail: string | null,
  ldPrice: number,
) {
  await page.goto(`/product/${product.id}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: product.product_name })).toBeVisible();
  await expect(main.getByText(price, { exact: true }).first()).toBeVisible();
  if (retail) await expect(main.getByText(`Original price ${retail}`)).toBeVisible();
  expect(await jsonLdPrice(page)).toBe(ldPrice);
}

test("a price changed by the staff shows on the product page, /products and /shop/men right after npm run revalidate", async ({
  page,
  baseURL,
}) => {
  // Runs the staff's tools six times, each a Node process of its own (tsx): slow on a busy machine.
  test.slow();
  const product = await firstListed(page, "group_id=1&sort=NEWEST");
  const priciest = await firstListed(page, "sort=PRICE_DESC");
  expect(product.direct_discount, "the product has no direct discount, so its shown price is its net price").toEqual({
    direct_disc_percent: 0,
    direct_disc_nominal: 0,
  });
  expect(priciest.grand_price).toBeLessThan(NEW_NET);
  const card = (p: Page) => p.getByRole("article", { name: product.product_name, exact: true });

  // Read (and cache) every page showing the product with its old price.
  await expectCached(page, `/product/${product.id}`);
  await expectCached(page, "/shop/men");
  await expectProductPage(
    page,
    product,
    `IDR ${product.grand_price.toLocaleString("en-US")}`,
    null,
    product.grand_price,
  );
  await page.goto("/shop/men");
  await expect(card(page)).toContainText(`IDR ${product.grand_price.toLocaleString("en-US")}`);

  try {
    expect(runOps(baseURL!, "price", String(product.id), String(NEW_NET), String(NEW_RETAIL))).toContain(
      `retail ${product.retail_price} -> ${NEW_RETAIL}`,
    );
    expect(runRevalidate(baseURL!)).toContain("Revalidated: catalog");

    // The very next request of each page: no reload, no waiting for a background refresh.
    await expectProductPage(page, product, "IDR 2,150,000", "IDR 2,450,000", NEW_NET);
    await expect(page.getByRole("main").getByText("12% OFF", { exact: true })).toBeVisible();

    await page.goto("/products");
    const first = page.getByRole("article").first();
    await expect(first).toHaveAccessibleName(product.product_name);
    await expect(first).toContainText("IDR 2,150,000");
    await expect(first).toContainText("IDR 2,450,000");

    await page.goto("/shop/men");
    await expect(card(page)).toContainText("IDR 2,150,000");

    // The product's own tag is enough for its page (the second call).
    runOps(baseURL!, "price", String(product.id), "1990000", "1990000");
    expect(runRevalidate(baseURL!, `product:${product.id}`)).toContain(`Revalidated: product:${product.id}`);
    await expectProductPage(page, product, "IDR 1,990,000", null, 1_990_000);
  } finally {
    // Later test files expect the demo catalogue's prices.
    runOps(baseURL!, "price", String(product.id), String(product.net_price), String(product.retail_price));
    runRevalidate(baseURL!);
  }
});

test("the staff's price command refuses a net price above the retail price, and a price that is not whole rupiah", async ({
  baseURL,
}) => {
  const refused = (args: string[]) => {
    try {
      runOps(baseURL!, "price", ...args);
    } catch (error) {
      return String((error as { stderr?: string }).stderr);
    }
    throw new Error(`price ${args.join(" ")} was accepted`);
  };
  expect(refused(["231", "200000", "199000"])).toContain("The net price cannot be above the retail price.");
  expect(refused(["231", "199000.5", "250000"])).toContain("whole numbers of rupiah");
  expect(refused(["999999", "1000", "1000"])).toContain("Product not found.");
});
