import "server-only";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Queryable, Tx } from "@/lib/db";
import { orders, promos } from "@/lib/db/schema";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { fail, ok, type Result } from "../result";
import { OrderRefused, standingOrdersOf, type Holder } from "./hold-limits";
import type { PromoCode } from "@/lib/server/promos/codes";

type Shopper = Pick<Holder, "userId" | "deviceId" | "email">;

const refusal = (message: string) => ({ status: 422 as const, message, fields: { promo_code: message } });

async function countWhere(db: Queryable, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return Number(row?.n ?? 0);
}

/**
 * The shopper's side of a promo's limits: first purchase only (no standing order of theirs yet) and uses per shopper
 * (their standing orders with the code). An order that expired, failed or was cancelled counts for neither.
 */
async function shopperRefusal(db: Queryable, promo: PromoCode, shopper: Shopper) {
  if (!promo.firstPurchaseOnly && promo.maxUsesPerShopper == null) return null;
  const standing = standingOrdersOf(shopper);
  if (promo.firstPurchaseOnly && (await countWhere(db, standing)) > 0) return refusal(CHECKOUT_MSG.promoFirstPurchase);
  if (promo.maxUsesPerShopper != null) {
    const used = await countWhere(db, and(standing, sql`upper(${orders.promoCode}) = ${promo.code.toUpperCase()}`));
    if (used >= promo.maxUsesPerShopper) return refusal(CHECKOUT_MSG.promoShopperLimit);
  }
  return null;
}

/** `checkout-promo-code`: tells the shopper early (not atomic: the order enforces the limits again). */
export async function promoUsable(db: Queryable, promo: PromoCode, shopper: Shopper): Promise<Result<PromoCode>> {
  if (promo.maxUses != null && promo.usedCount >= promo.maxUses)
    return fail(422, CHECKOUT_MSG.promoUsedUp, { promo_code: CHECKOUT_MSG.promoUsedUp });
  const refused = await shopperRefusal(db, promo, shopper);
  return refused ? fail(refused.status, refused.message, refused.fields) : ok(promo);
}

/** Inside the order's transaction, after lockHolder: the shopper's limits (their checkouts are serialized). */
export async function checkShopperPromoLimits(tx: Tx, promo: PromoCode, shopper: Shopper): Promise<void> {
  const refused = await shopperRefusal(tx, promo, shopper);
  if (refused) throw new OrderRefused(refused.status, refused.message, refused.fields);
}

/**
 * Takes one use of the promo's total, the way stock is taken: a conditional update, so two shoppers racing for the
 * last use cannot both get it. Call after the stock (the order that ends takes stock, then the promo: no deadlock).
 */
export async function claimPromoUse(tx: Tx, promo: PromoCode): Promise<void> {
  const taken = await tx
    .update(promos)
    .set({ usedCount: sql`${promos.usedCount} + 1` })
    .where(and(eq(promos.id, promo.id), or(isNull(promos.maxUses), lt(promos.usedCount, promos.maxUses))))
    .returning({ id: promos.id });
  if (taken.length === 0)
    throw new OrderRefused(422, CHECKOUT_MSG.promoUsedUp, { promo_code: CHECKOUT_MSG.promoUsedUp });
}

/** An unpaid order that ends gives its promo use back (called once, by the transaction that ends it). */
export async function releasePromoUse(tx: Tx, code: string | null): Promise<void> {
  if (!code) return;
  await tx
    .update(promos)
    .set({ usedCount: sql`${promos.usedCount} - 1` })
    .where(and(eq(sql`upper(${promos.code})`, code.toUpperCase()), gt(promos.usedCount, 0)));
}
