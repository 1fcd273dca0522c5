import "server-only";
import { revalidateTag } from "next/cache";
import { CACHE_TAGS, productTag } from "@/lib/domain/catalog/cache-tags";

/**
 * A review's public face changed (published, edited while published, unpublished, a photo of a published one):
 * the product's page and every card showing its rating refresh (docs/adr/0002-caching.md's tags).
 */
export function refreshProductPages(productId: number): void {
  revalidateTag(productTag(productId), { expire: 0 });
  revalidateTag(CACHE_TAGS.products, { expire: 0 });
}
