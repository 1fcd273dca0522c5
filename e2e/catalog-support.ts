import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

interface Card {
  id: number;
  product_name: string;
}

/** The first cards of a listing as the products API returns them (what the page must show first). */
export async function apiProducts(
  request: APIRequestContext,
  query: string,
): Promise<{ products: Card[]; product_count: number }> {
  const res = await request.get(`/api/v1/products?${query}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: { products: Card[]; product_count: number } }).data;
}

interface ProductFacts {
  product_name: string;
  sizes: { size_code: string; size_name: string }[];
}

/** A product's name and the name of one of its sizes (what the cart's size column shows), from the product API. */
export async function productAndSize(
  request: APIRequestContext,
  id: number,
  sizeCode: string,
): Promise<{ name: string; sizeName: string }> {
  const res = await request.get(`/api/v1/product?id=${id}`);
  expect(res.ok()).toBeTruthy();
  const product = ((await res.json()) as { data: { product: ProductFacts } }).data.product;
  const size = product.sizes.find((s) => s.size_code === sizeCode);
  expect(size).toBeDefined();
  return { name: product.product_name, sizeName: size?.size_name || sizeCode };
}

/** Scrolls the listing down, a screenful at a time, until `target` shows (the next pages load as the end comes near). */
export async function scrollUntilVisible(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 10 && !(await target.isVisible()); i++) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(400);
  }
  await expect(target).toBeVisible();
}
