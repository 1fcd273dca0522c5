import { execFileSync } from "node:child_process";
import { expect, type Page } from "@playwright/test";
import { revalidateSecret } from "../playwright.config";

/** Runs `npm run revalidate [tag ...]` as the staff would, against the e2e server (REVALIDATE_URL + its secret). */
export function runRevalidate(baseURL: string, ...tags: string[]): string {
  return execFileSync("npm", ["run", "--silent", "revalidate", "--", ...tags], {
    env: { ...process.env, REVALIDATE_URL: baseURL, REVALIDATE_SECRET: revalidateSecret },
    encoding: "utf8",
    timeout: 60_000,
  });
}

export interface ApiProduct {
  id: number;
  product_name: string;
  retail_price: number;
  net_price: number;
  grand_price: number;
  direct_discount: { direct_disc_percent: number; direct_disc_nominal: number };
}

/** The first product of a listing query, as the public products API answers it. */
export async function firstListed(page: Page, query: string): Promise<ApiProduct> {
  const res = await page.request.get(`/api/v1/products?${query}&limit=1`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: { products: ApiProduct[] } };
  expect(body.data.products.length).toBe(1);
  return body.data.products[0]!;
}

/** The schema.org Offer price in the page's JSON-LD. */
export async function jsonLdPrice(page: Page): Promise<number> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const items = blocks.flatMap((text) => JSON.parse(text) as unknown[]) as {
    "@type"?: string;
    offers?: { price?: number };
  }[];
  const product = items.find((item) => item["@type"] === "Product");
  expect(product?.offers?.price).toBeDefined();
  return product!.offers!.price!;
}
