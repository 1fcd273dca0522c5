import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { cities, provinces, subdistricts, userAddresses } from "@/lib/db/schema";
import { guestAddressSchema, guestEmailSchema } from "@/lib/domain/account/address-inputs";
import { MSG } from "@/lib/domain/messages";
import { zodFailure } from "@/lib/server/http/parse";
import type { AuthContext } from "@/lib/server/auth/context";
import type { CourierProvider } from "@/lib/server/courier";
import { confirmDestination, storedFor } from "@/lib/server/courier/destinations";
import type { DeliveryAddress } from "@/lib/server/orders/draft";
import { fail, ok, type Result } from "../result";
import type { CheckoutTrxInput } from "@/lib/domain/checkout/schemas";

/**
 * The area names of a subdistrict, checking that it lies in the given city and province; `currentOnly` for an address
 * typed now (a saved one keeps a district a newer idn-area-data retired, docs/regions.md).
 */
async function areaNames(
  db: Queryable,
  ids: { province_id: string; city_id: string; subdistrict_id: string },
  currentOnly = false,
): Promise<Result<{ subdistrict: string; city: string; province: string }>> {
  const current = currentOnly
    ? [isNull(subdistricts.retiredAt), isNull(cities.retiredAt), isNull(provinces.retiredAt)]
    : [];
  const [row] = await db
    .select({ subdistrict: subdistricts.subdistrictName, city: cities.cityName, province: provinces.provinceName })
    .from(subdistricts)
    .innerJoin(cities, eq(cities.id, subdistricts.cityId))
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(
      and(
        eq(subdistricts.id, ids.subdistrict_id),
        eq(cities.id, ids.city_id),
        eq(provinces.id, ids.province_id),
        ...current,
      ),
    )
    .limit(1);
  if (!row) return fail(400, MSG.address.subdistrictRequired, { subdistrict_id: MSG.address.subdistrictRequired });
  return ok(row);
}

/** A signed-in shopper's saved address (their own only), with its destination at this courier: stored, or the one match. */
export async function savedAddress(
  db: Queryable,
  courier: CourierProvider,
  auth: AuthContext,
  id: number | undefined,
): Promise<Result<DeliveryAddress>> {
  if (id == null) return fail(400, MSG.checkout.addressRequired, { user_address_id: MSG.checkout.addressRequired });
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, auth.userId)))
    .limit(1);
  if (!row) return fail(404, MSG.extra.addressInvalid, { user_address_id: MSG.extra.addressInvalid });
  const names = await areaNames(db, {
    province_id: row.provinceId,
    city_id: row.cityId,
    subdistrict_id: row.subdistrictId,
  });
  if (!names.ok) return names;
  const stored = storedFor(row, courier);
  const destination = stored
    ? ok(stored)
    : await confirmDestination(db, courier, { subdistrictId: row.subdistrictId, zip: row.recipientZip }, undefined);
  if (!destination.ok) return destination;
  return ok({
    label: row.label,
    recipientName: row.recipientName,
    recipientPhone: row.recipientPhone,
    zip: row.recipientZip,
    street: row.addressStreet,
    subdistrictId: row.subdistrictId,
    notes: row.notes,
    ...names.data,
    destination: destination.data,
  });
}

/** A guest's typed address with the messages of spec section 5 (the zip is not checked) and the courier destination confirmed for it. */
export async function guestAddress(
  db: Queryable,
  courier: CourierProvider,
  input: CheckoutTrxInput,
): Promise<Result<DeliveryAddress>> {
  const parsed = guestAddressSchema.safeParse(input);
  if (!parsed.success) return zodFailure(parsed.error);
  const a = parsed.data;
  const names = await areaNames(db, a, true);
  if (!names.ok) return names;
  const destination = await confirmDestination(
    db,
    courier,
    { subdistrictId: a.subdistrict_id, zip: a.address_zip },
    a.courier_destination_id,
  );
  if (!destination.ok) return destination;
  return ok({
    label: null,
    recipientName: a.address_recipient_name,
    recipientPhone: a.address_recipient_phone,
    zip: a.address_zip,
    street: a.address_street,
    subdistrictId: a.subdistrict_id,
    notes: a.address_notes,
    ...names.data,
    destination: destination.data,
  });
}

/** Where the order's mail goes: the guest's email ('Please input your email address' when missing), else the account's. */
export function orderEmail(auth: AuthContext | null, input: CheckoutTrxInput): Result<string> {
  if (auth) return ok(auth.email);
  const parsed = guestEmailSchema.safeParse({ guest_email: input.guest_email });
  return parsed.success ? ok(parsed.data.guest_email) : zodFailure(parsed.error);
}
