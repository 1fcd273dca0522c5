import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { userAddresses } from "@/lib/db/schema";
import type { PaymentCustomerField } from "@/lib/domain/checkout/contract";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { normalizeIndonesianPhone } from "@/lib/domain/phone";
import { fail, ok, type Result } from "../result";

/** The phone a signed-in shopper is offered at a pickup: their primary saved address's, else their first one's. */
export async function accountPhone(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ phone: userAddresses.recipientPhone })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isPrimary), asc(userAddresses.id))
    .limit(1);
  return row?.phone || null;
}

/**
 * A store pickup's contact phone, from checkout-trx's `address_recipient_phone` (a delivery's comes with its
 * address). Required when the payment provider needs one (Faspay's msisdn), so the order is refused here, before it
 * holds any stock, rather than by the provider after; a number given is checked and kept in the +62 form either way.
 */
export function pickupPhone(raw: unknown, requires: readonly PaymentCustomerField[]): Result<string | null> {
  const text = typeof raw === "string" ? raw.trim() : "";
  if (!text) {
    if (!requires.includes("phone")) return ok(null);
    return fail(400, CHECKOUT_MSG.pickupPhoneRequired, { address_recipient_phone: CHECKOUT_MSG.pickupPhoneRequired });
  }
  const phone = normalizeIndonesianPhone(text);
  return phone
    ? ok(phone)
    : fail(400, CHECKOUT_MSG.pickupPhoneInvalid, { address_recipient_phone: CHECKOUT_MSG.pickupPhoneInvalid });
}
