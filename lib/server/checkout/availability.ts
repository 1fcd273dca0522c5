import "server-only";
import { asc, eq } from "drizzle-orm";
import { showroomRegions, showrooms } from "@/lib/db/schema";
import type { AvailableShowroom, AvailableShowroomRegion, CartAvailability } from "@/lib/domain/checkout/contract";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { toShowroom } from "@/lib/server/showrooms/showrooms";
import { checkoutDb } from "./checkout-db";
import { fail, ok, type Result } from "../result";
import { loadCartLines, type CartOwner } from "./cart-lines";
import { loadStockMap, linesAvailableAt } from "./stock-map";
import { provinceOf } from "@/lib/domain/regions/province-capitals";
import { paymentMethods, paymentRequires } from "@/lib/server/payment";
import { accountPhone } from "./pickup-contact";

function byRegion(
  regions: (typeof showroomRegions.$inferSelect)[],
  stores: AvailableShowroom[],
): AvailableShowroomRegion[] {
  return regions
    .map((r) => ({
      id: r.id,
      region_name: r.regionName,
      showrooms: stores.filter((s) => s.showroom_region_id === r.id),
    }))
    .filter((r) => r.showrooms.length > 0);
}

/**
 * `POST checkout`: where the whole cart can be picked up (any showroom) or shipped from (hubs). Stores holding only
 * part of the cart are listed too (`partial_stores`, `partial_stores_online`, with `available_items`), so a shopper
 * whose cart no single store holds can still check out what one store has; the rest stays in the cart.
 */
export async function checkCartAvailability(owner: CartOwner): Promise<Result<CartAvailability>> {
  const db = await checkoutDb();
  const lines = await loadCartLines(db, owner);
  if (lines.length === 0) return fail(400, CHECKOUT_MSG.cartEmpty);
  const [stockMap, regions, stores] = await Promise.all([
    loadStockMap(db, lines),
    db.select().from(showroomRegions).orderBy(asc(showroomRegions.sortOrder), asc(showroomRegions.id)),
    db
      .select()
      .from(showrooms)
      .where(eq(showrooms.isActive, true))
      .orderBy(asc(showrooms.sortOrder), asc(showrooms.id)),
  ]);
  const counted: AvailableShowroom[] = stores.map((s) => ({
    ...toShowroom(s),
    available_items: linesAvailableAt(stockMap, s.id, lines).length,
    total_items: lines.length,
    province_id: s.subdistrictId ? provinceOf(s.subdistrictId) : null,
  }));
  const full = counted.filter((s) => s.available_items === lines.length);
  const partial = counted.filter((s) => s.available_items > 0 && s.available_items < lines.length);
  const fullHubs = full.filter((s) => s.is_hub === 1);
  return ok({
    available_on_store: full.length > 0,
    available_stores: full,
    available_stores_by_region: byRegion(regions, full),
    available_online: fullHubs.length > 0,
    available_stores_online: fullHubs,
    available_stores_by_region_online: byRegion(regions, fullHubs),
    partial_stores: partial,
    partial_stores_online: partial.filter((s) => s.is_hub === 1),
    payment_requires: [...paymentRequires()],
    payment_methods: paymentMethods().map((m) => ({ group: m.group, brands: [...(m.brands ?? [])] })),
    account_phone: "userId" in owner ? await accountPhone(db, owner.userId) : null,
  } satisfies CartAvailability);
}
