import "server-only";
import { asc } from "drizzle-orm";
import type { Db } from "@/lib/db";
import {
  bundlePromoProducts,
  bundlePromos,
  productGroups,
  products,
  productSizes,
  productSubGroups,
  promos,
  showroomRegions,
  showrooms,
  stock,
} from "@/lib/db/schema";
import { effectiveSku } from "@/lib/domain/catalog-import/format";
import { heldUnits, stockKey } from "../../stock/held";

type Cells = Record<string, string | number | boolean | null>;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** showrooms.csv rows, region by region in their order. */
export async function showroomRows(db: Db): Promise<Cells[]> {
  const regions = await db
    .select()
    .from(showroomRegions)
    .orderBy(asc(showroomRegions.sortOrder), asc(showroomRegions.id));
  const list = await db.select().from(showrooms).orderBy(asc(showrooms.sortOrder), asc(showrooms.id));
  // A region with no showroom yet is a row with only its region.
  return regions.flatMap((r): Cells[] => {
    const own = list.filter((s) => s.showroomRegionId === r.id);
    if (!own.length) return [{ region_id: r.id, region: r.regionName }];
    return own.map((s) => ({
      id: s.id,
      name: s.showroomName,
      region_id: r.id,
      region: r.regionName,
      phone: s.phone,
      address1: s.address1,
      address2: s.address2,
      address3: s.address3,
      maps_url: s.mapsUrl,
      hub: s.isHub,
      district_code: s.subdistrictId,
      courier: s.courier,
      courier_destination_id: s.courierDestinationId,
      courier_destination_label: s.courierDestinationLabel,
      active: s.isActive,
    }));
  });
}

/**
 * stock.csv rows: every SKU and showroom the database holds a quantity for, as the on-hand count the import takes:
 * what shoppers see, plus what unpaid orders hold, less the holds no count covered (lib/server/stock/held.ts). Each
 * is dated `counted_at`, taken before the shop is read, so importing the file later takes off the units paid for
 * since (one paid while the shop is read counts as sold twice, never as on hand).
 */
export async function stockRows(db: Db): Promise<Cells[]> {
  const countedAt = new Date().toISOString();
  const code = new Map(
    (await db.select({ id: products.id, code: products.productCode }).from(products)).map((p) => [p.id, p.code]),
  );
  const showroomName = new Map(
    (await db.select({ id: showrooms.id, name: showrooms.showroomName }).from(showrooms)).map((s) => [s.id, s.name]),
  );
  const sizes = await db.select().from(productSizes);
  const order = new Map(sizes.map((s) => [`${s.productId}/${s.sizeCode}`, s.sortOrder]));
  const ownSku = new Map(sizes.map((s) => [`${s.productId}/${s.sizeCode}`, s.sku]));
  const held = await heldUnits(db, "all");
  const rows = await db.select().from(stock).orderBy(asc(stock.productId), asc(stock.showroomId));
  rows.sort(
    (a, b) =>
      a.productId - b.productId ||
      (order.get(`${a.productId}/${a.sizeCode}`) ?? 0) - (order.get(`${b.productId}/${b.sizeCode}`) ?? 0) ||
      a.showroomId - b.showroomId,
  );
  return rows.map((r) => ({
    sku: effectiveSku(code.get(r.productId) ?? "", r.sizeCode, ownSku.get(`${r.productId}/${r.sizeCode}`) ?? null),
    showroom: showroomName.get(r.showroomId) ?? "",
    on_hand: r.qty + (held.get(stockKey(r)) ?? 0) - r.holdsUncovered,
    counted_at: countedAt,
  }));
}

export async function promoRows(db: Db): Promise<Cells[]> {
  return (await db.select().from(promos).orderBy(asc(promos.id))).map((p) => ({
    code: p.code,
    type: p.category,
    description: p.description,
    discount_percent: p.discPercent,
    discount_amount: p.discNominal,
    max_discount: p.discMax,
    min_purchase: p.minPurchase,
    starts_at: iso(p.startsAt),
    ends_at: iso(p.endsAt),
    active: p.isActive,
    max_uses: p.maxUses,
    max_uses_per_shopper: p.maxUsesPerShopper,
    first_purchase_only: p.firstPurchaseOnly,
  }));
}

export async function bundleRows(db: Db): Promise<Cells[]> {
  const groups = new Map((await db.select().from(productGroups)).map((g) => [g.id, g.name]));
  const subs = new Map(
    (await db.select().from(productSubGroups)).map((s) => [s.id, `${groups.get(s.groupId) ?? ""}/${s.name}`]),
  );
  const code = new Map(
    (await db.select({ id: products.id, code: products.productCode }).from(products)).map((p) => [p.id, p.code]),
  );
  const items = await db.select().from(bundlePromoProducts).orderBy(asc(bundlePromoProducts.id));
  const target = (i: (typeof items)[number]) =>
    i.bundlingType === "GROUP"
      ? `group:${groups.get(i.groupId ?? 0)}`
      : i.bundlingType === "SUB_GROUP"
        ? `sub_group:${subs.get(i.subGroupId ?? 0)}`
        : `product:${code.get(i.productId ?? 0)}`;
  return (await db.select().from(bundlePromos).orderBy(asc(bundlePromos.id))).map((b) => ({
    name: b.name,
    description: b.description,
    item_count: b.bundlingItemCount,
    discount_percent: b.discPercent,
    starts_at: iso(b.startsAt),
    ends_at: iso(b.endsAt),
    active: b.isActive,
    targets: items
      .filter((i) => i.bundlePromoId === b.id)
      .map(target)
      .join("|"),
  }));
}
