import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { promos } from "@/lib/db/schema";
import type { Promo } from "@/lib/domain/checkout/contract";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { formatIDR } from "@/lib/domain/money";
import type { PromoTerms } from "@/lib/domain/pricing";
import { fail, ok, type Result } from "../result";

export interface PromoCode extends PromoTerms {
  id: number;
  code: string;
  minPurchase: number;
  maxUses: number | null;
  maxUsesPerShopper: number | null;
  firstPurchaseOnly: boolean;
  usedCount: number;
}

/**
 * A promo code typed at checkout, if it exists, is active and runs now (codes are matched case-insensitively).
 * Unknown, inactive, expired and not yet started codes get one and the same answer, so guessing reveals nothing.
 */
export async function findPromoCode(db: Queryable, code: string, now = new Date()): Promise<Result<PromoCode>> {
  const [row] = await db
    .select()
    .from(promos)
    .where(eq(sql`upper(${promos.code})`, code.trim().toUpperCase()))
    .limit(1);
  const usable = row && row.isActive && !(row.endsAt && row.endsAt <= now) && !(row.startsAt && row.startsAt > now);
  if (!row || !usable) return fail(404, CHECKOUT_MSG.promoUnknown, { promo_code: CHECKOUT_MSG.promoUnknown });
  const category = row.category === "SHIPPING" ? "SHIPPING" : "PRODUCT";
  return ok({
    id: row.id,
    code: row.code,
    category,
    disc_percent: row.discPercent,
    disc_nominal: row.discNominal,
    disc_max: row.discMax,
    minPurchase: row.minPurchase,
    maxUses: row.maxUses,
    maxUsesPerShopper: row.maxUsesPerShopper,
    firstPurchaseOnly: row.firstPurchaseOnly,
    usedCount: row.usedCount,
  });
}

/** The minimum purchase is measured on the items' total after bundle promos. */
export function checkMinPurchase(promo: PromoCode, totalPurchase: number): Result<PromoCode> {
  if (totalPurchase < promo.minPurchase) {
    const message = CHECKOUT_MSG.promoMinPurchase(formatIDR(promo.minPurchase));
    return fail(422, message, { promo_code: message });
  }
  return ok(promo);
}

export function toPromoPayload(promo: PromoCode): Promo {
  return {
    code: promo.code,
    category: promo.category,
    disc_percent: promo.disc_percent,
    disc_nominal: promo.disc_nominal,
    disc_max: promo.disc_max,
  };
}
