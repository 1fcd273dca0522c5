import "server-only";
import { and, eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { showrooms } from "@/lib/db/schema";
import type { ShowroomStockAvailability, SummaryItem } from "@/lib/domain/checkout/contract";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { MSG } from "@/lib/domain/messages";
import { checkoutDb } from "./checkout-db";
import { fail, ok, type Result } from "../result";
import { loadCartLines, type CartOwner } from "./cart-lines";
import { linesAvailableAt, loadStockMap } from "./stock-map";
import { totalPurchaseOf } from "./quote";
import { listProductPromos } from "@/lib/server/promos/bundles";
import type { CheckoutLine } from "@/lib/server/orders/draft";

function toSummaryItem(line: CheckoutLine): SummaryItem {
  return {
    id: line.id,
    product_detail_id: line.productId,
    product_name: line.productName,
    size_code: line.sizeCode,
    size_name: line.sizeName,
    qty: line.qty,
    retail_price: line.retailPrice,
    price: line.linePrice,
    subtotal: line.linePrice * line.qty,
    image_url: line.imageUrl,
  };
}

export async function findShowroom(db: Queryable, id: number) {
  const [row] = await db
    .select()
    .from(showrooms)
    .where(and(eq(showrooms.id, id), eq(showrooms.isActive, true)))
    .limit(1);
  return row ?? null;
}

/**
 * `POST check-showroom-stock-availability`: for each cart line, the units that showroom holds. The summary keeps
 * the lines whose qty fits; the others stay in the cart for another checkout.
 */
export async function checkShowroomStock(
  owner: CartOwner,
  showroomId: number,
): Promise<Result<ShowroomStockAvailability>> {
  const db = await checkoutDb();
  const showroom = await findShowroom(db, showroomId);
  if (!showroom) return fail(404, MSG.extra.showroomInvalid, { showroom_id: MSG.extra.showroomInvalid });
  const lines = await loadCartLines(db, owner);
  if (lines.length === 0) return fail(400, CHECKOUT_MSG.cartEmpty);
  const stockMap = await loadStockMap(db, lines, showroomId);
  const available = linesAvailableAt(stockMap, showroomId, lines);
  const { itemsSubtotal, bundleDiscount, totalPurchase } = totalPurchaseOf(available, await listProductPromos(db));
  return ok({
    cart_items_availability: lines.map((line) => ({ id: line.id, qty: stockMap.qtyAt(showroomId, line) })),
    // Ours: what the summary shows, so it needs no other call: every line, and the totals of those available here.
    cart_items: lines.map(toSummaryItem),
    items_subtotal: itemsSubtotal,
    bundle_discount: bundleDiscount,
    total_purchase: totalPurchase,
  } satisfies ShowroomStockAvailability);
}
