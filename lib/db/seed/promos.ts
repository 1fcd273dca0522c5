import { bundlePromoProducts, bundlePromos, promos } from "../schema";
import type { Queryable } from "../types";
import { insertInBatches } from "./batch";
import type { BundlePromoDef, PromoDef } from "./types";

/** Checkout promo codes and bundle promos with their GROUP / SUB_GROUP / PRODUCT targets. */
export async function seedPromos(q: Queryable, codes: PromoDef[], bundles: BundlePromoDef[]): Promise<void> {
  await insertInBatches(q, promos, codes);
  await insertInBatches(q, bundlePromos, bundles.map(({ items: _items, ...bundle }) => bundle));
  await insertInBatches(q, bundlePromoProducts, bundles.flatMap((b) => b.items.map((item) => ({ bundlePromoId: b.id, ...item }))));
}
