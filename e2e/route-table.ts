import { expect, type APIRequestContext } from "@playwright/test";

/** A route of the spec's table (section 2) as a shopper opens it; `account` ones need a signed-in shopper. */
export interface TableRoute {
  path: string;
  /** false for /shop/{category}, the one route outside the common layout (its own menu, no site header). */
  commonLayout: boolean;
  account: boolean;
}

const PUBLIC_PATHS = [
  "/",
  "/sign-in",
  "/sign-up",
  "/forgot-password",
  "/products",
  "/cart",
  "/checkout",
  "/payment/response",
  "/fashion",
  "/hashtag",
  "/stores",
  "/stores/online-delivery",
  "/stores/pickup-on-store",
  "/faq",
  "/tnc",
];
const ACCOUNT_PATHS = [
  "/account",
  "/account/orders",
  "/account/wishlist",
  "/account/shipping-address",
  "/account/change-password",
];

/** Every route of the table, with /product/{id} for the given product and both /shop/{category} values. */
export function routeTable(productId: number): TableRoute[] {
  return [
    ...PUBLIC_PATHS.map((path) => ({ path, commonLayout: true, account: false })),
    { path: `/product/${productId}`, commonLayout: true, account: false },
    { path: "/shop/men", commonLayout: false, account: false },
    { path: "/shop/women", commonLayout: false, account: false },
    ...ACCOUNT_PATHS.map((path) => ({ path, commonLayout: true, account: true })),
  ];
}

interface ProductPayload {
  related_products: { id: number; rating_count?: number }[];
}

/**
 * A product whose page shows related products: one with a rated related product (the card then shows its stars:
 * real ratings, docs/reviews.md) where the first listing page has one, else the first with related products.
 */
export async function productWithRatedRelated(request: APIRequestContext): Promise<number> {
  const res = await request.get("/api/v1/products?page=1&limit=24");
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: { products: { id: number }[] } };
  let withRelated: number | null = null;
  for (const { id } of data.products) {
    const detail = await request.get(`/api/v1/product?id=${id}`);
    const body = (await detail.json()) as { data: { product?: ProductPayload } & Partial<ProductPayload> };
    const product = body.data.product ?? (body.data as ProductPayload);
    if (product.related_products?.some((related) => (related.rating_count ?? 0) > 0)) return id;
    if (withRelated === null && product.related_products?.length) withRelated = id;
  }
  if (withRelated !== null) return withRelated;
  throw new Error("no product on the first listing page has related products");
}
