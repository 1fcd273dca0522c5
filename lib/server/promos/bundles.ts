import "server-only";
import { and, asc, eq, gt, inArray, isNull, lte, or } from "drizzle-orm";
import { getDb, type Queryable } from "@/lib/db";
import { bundlePromoProducts, bundlePromos } from "@/lib/db/schema";
import type { ProductPromo, PromoBundlingProduct } from "@/lib/domain/catalog/home-contract";

/** `GET promos`: the bundle promos running now (`data.product_promos`, an empty list when none). */
export async function listProductPromos(db?: Queryable, now = new Date()): Promise<ProductPromo[]> {
  const q = db ?? (await getDb());
  const promos = await q
    .select()
    .from(bundlePromos)
    .where(
      and(
        eq(bundlePromos.isActive, true),
        or(isNull(bundlePromos.startsAt), lte(bundlePromos.startsAt, now)),
        or(isNull(bundlePromos.endsAt), gt(bundlePromos.endsAt, now)),
      ),
    )
    .orderBy(asc(bundlePromos.id));
  if (promos.length === 0) return [];
  const targets = await q
    .select()
    .from(bundlePromoProducts)
    .where(
      inArray(
        bundlePromoProducts.bundlePromoId,
        promos.map((p) => p.id),
      ),
    )
    .orderBy(asc(bundlePromoProducts.id));
  return promos.map((promo): ProductPromo => ({
    id: promo.id,
    name: promo.name,
    description: promo.description,
    bundling_item_count: promo.bundlingItemCount,
    disc_percent: promo.discPercent,
    promo_bundling_products: targets
      .filter((t) => t.bundlePromoId === promo.id)
      .map((t): PromoBundlingProduct => ({
        bundling_type: t.bundlingType as PromoBundlingProduct["bundling_type"],
        m_group_id: t.groupId,
        m_sub_group_id: t.subGroupId,
        product_detail_id: t.productId,
      })),
  }));
}
