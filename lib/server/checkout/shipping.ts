import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type Queryable } from "@/lib/db";
import { showrooms, subdistricts } from "@/lib/db/schema";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { MSG } from "@/lib/domain/messages";
import type { CheckoutShippingResponse, ShippingOption } from "@/lib/domain/checkout/contract";
import { getCourier } from "@/lib/server/courier";
import { expireOverdueOrders } from "@/lib/server/orders/expire";
import { fail, ok, type Result } from "../result";
import { loadCartLines, type CartOwner, type CheckoutLine } from "./cart-lines";
import { linesAvailableAt, loadStockMap } from "./stock-map";

export async function findHub(db: Queryable, hubId: number) {
  const [hub] = await db.select().from(showrooms).where(and(eq(showrooms.id, hubId), eq(showrooms.isActive, true))).limit(1);
  return hub?.isHub ? hub : null;
}

export async function subdistrictExists(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.select({ id: subdistricts.id }).from(subdistricts).where(eq(subdistricts.id, id)).limit(1);
  return Boolean(row);
}

export const parcelWeight = (lines: CheckoutLine[]) => lines.reduce((sum, l) => sum + l.weightGrams * l.qty, 0);

/** The courier's options for shipping these lines from a hub to a subdistrict. */
export async function quoteShipping(hub: { subdistrictId: string | null }, destination: string, lines: CheckoutLine[]): Promise<Result<ShippingOption[]>> {
  if (!hub.subdistrictId) return fail(422, CHECKOUT_MSG.courierFailed);
  return getCourier().cost({ origin: hub.subdistrictId, destination, weightGrams: parcelWeight(lines) });
}

/** `POST checkout-shipping`: one courier's options for the cart lines the hub can ship. */
export async function checkoutShipping(owner: CartOwner, input: { subdistrict_id: string; showroom_id: number }): Promise<Result<CheckoutShippingResponse>> {
  const db = await getDb();
  await expireOverdueOrders(db);
  const hub = await findHub(db, input.showroom_id);
  if (!hub) return fail(400, CHECKOUT_MSG.hubInvalid, { showroom_id: CHECKOUT_MSG.hubInvalid });
  if (!(await subdistrictExists(db, input.subdistrict_id))) return fail(400, MSG.address.subdistrictRequired, { subdistrict_id: MSG.address.subdistrictRequired });
  const lines = await loadCartLines(db, owner);
  if (lines.length === 0) return fail(400, CHECKOUT_MSG.cartEmpty);
  const shippable = linesAvailableAt(await loadStockMap(db, lines, hub.id), hub.id, lines);
  if (shippable.length === 0) return fail(409, CHECKOUT_MSG.nothingAvailable);
  const options = await quoteShipping(hub, input.subdistrict_id, shippable);
  return options.ok ? ok({ shipping_options: options.data }) : options;
}
