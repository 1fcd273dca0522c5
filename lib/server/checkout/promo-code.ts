import "server-only";
import { MSG } from "@/lib/domain/messages";
import type { PromoCodeResponse } from "@/lib/domain/checkout/contract";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { checkoutDb } from "./checkout-db";
import { listProductPromos } from "@/lib/server/promos/bundles";
import { checkMinPurchase, findPromoCode, toPromoPayload } from "@/lib/server/promos/codes";
import { promoUsable } from "@/lib/server/orders/promo-usage";
import { fail, ok, type Result } from "../result";
import { loadCartLines, type CartOwner } from "./cart-lines";
import { totalPurchaseOf } from "./quote";
import { findShowroom } from "./showroom-stock";
import { linesAvailableAt, loadStockMap } from "./stock-map";

/**
 * `POST checkout-promo-code`: the promo's terms and the purchase it applies to (the lines available at the chosen
 * showroom, after bundle promos). The browser shows the discount with lib/domain promoDiscount; the order recomputes it.
 */
export async function applyPromoCode(
  owner: CartOwner,
  input: { promo_code: string; showroom_id?: number },
): Promise<Result<PromoCodeResponse>> {
  const db = await checkoutDb();
  const promo = await findPromoCode(db, input.promo_code);
  if (!promo.ok) return promo;
  let lines = await loadCartLines(db, owner);
  if (lines.length === 0) return fail(400, CHECKOUT_MSG.cartEmpty);
  if (input.showroom_id != null) {
    const showroom = await findShowroom(db, input.showroom_id);
    if (!showroom) return fail(404, MSG.extra.showroomInvalid, { showroom_id: MSG.extra.showroomInvalid });
    lines = linesAvailableAt(await loadStockMap(db, lines, showroom.id), showroom.id, lines);
    if (lines.length === 0) return fail(409, CHECKOUT_MSG.nothingAvailable);
  }
  const { totalPurchase } = totalPurchaseOf(lines, await listProductPromos(db));
  const applies = checkMinPurchase(promo.data, totalPurchase);
  if (!applies.ok) return applies;
  // The shopper's email is not known yet here: their account or device (checkout-trx checks again, with the email).
  const usable = await promoUsable(
    db,
    promo.data,
    "userId" in owner
      ? { userId: owner.userId, deviceId: null, email: null }
      : { userId: null, deviceId: owner.deviceId, email: null },
  );
  if (!usable.ok) return usable;
  return ok({ promo: toPromoPayload(promo.data), total_purchase: totalPurchase } satisfies PromoCodeResponse);
}
