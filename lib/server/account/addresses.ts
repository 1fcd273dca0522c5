import "server-only";
import type { MessageResponse } from "@/lib/domain/api/message-response";
import { and, asc, desc, eq } from "drizzle-orm";
import { getDb, type Queryable, type Tx } from "@/lib/db";
import { cities, provinces, subdistricts, userAddresses, users } from "@/lib/db/schema";
import type { AddressDestinationInput, AddressEditInput, AddressInput } from "@/lib/domain/account/address-inputs";
import { getCourier } from "@/lib/server/courier";
import {
  confirmDestination,
  destinationColumns,
  storedFor,
  type ConfirmedDestination,
} from "@/lib/server/courier/destinations";
import type { AddressCreated, UserAddress } from "@/lib/domain/account/contract";
import { fail, ok, type Result } from "../result";
import { checkRegionChain } from "./address-regions";
import { ACCOUNT_MSG } from "@/lib/domain/account/messages";

export const MAX_ADDRESSES = 20;

type Message = Result<MessageResponse>;

function toRow(input: AddressInput) {
  return {
    label: input.address_label,
    recipientName: input.recipient_name,
    recipientPhone: input.recipient_phone,
    recipientZip: input.recipient_zip,
    addressStreet: input.address_street,
    provinceId: input.province_id,
    cityId: input.city_id,
    subdistrictId: input.subdistrict_id,
    notes: input.address_notes,
  };
}

/** `GET user/address`: the shopper's own addresses, primary first, with their region names. */
export async function listAddresses(userId: number, q?: Queryable): Promise<UserAddress[]> {
  const db = q ?? (await getDb());
  const courier = getCourier();
  const rows = await db
    .select({
      a: userAddresses,
      province: provinces.provinceName,
      city: cities.cityName,
      subdistrict: subdistricts.subdistrictName,
    })
    .from(userAddresses)
    .innerJoin(provinces, eq(provinces.id, userAddresses.provinceId))
    .innerJoin(cities, eq(cities.id, userAddresses.cityId))
    .innerJoin(subdistricts, eq(subdistricts.id, userAddresses.subdistrictId))
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isPrimary), asc(userAddresses.id));
  return rows.map(
    ({ a, province, city, subdistrict }) =>
      ({
        id: a.id,
        label: a.label,
        recipient_name: a.recipientName,
        recipient_phone: a.recipientPhone,
        recipient_zip: a.recipientZip,
        address_street: a.addressStreet,
        province_id: a.provinceId,
        city_id: a.cityId,
        subdistrict_id: a.subdistrictId,
        province_name: province,
        city_name: city,
        subdistrict_name: subdistrict,
        notes: a.notes,
        is_primary: a.isPrimary ? 1 : 0,
        courier_destination: ((d) => (d ? { id: d.id, label: d.label } : null))(storedFor(a, courier)),
      }) satisfies UserAddress,
  );
}

/** Address changes of one shopper run one at a time (the user row is locked), so "first becomes primary" holds. */
async function asShopper<T>(userId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    return work(tx);
  });
}

/** Another shopper's address is answered exactly like a missing one. */
async function findOwn(tx: Tx, userId: number, addressId: number) {
  const [row] = await tx
    .select({
      id: userAddresses.id,
      isPrimary: userAddresses.isPrimary,
      province_id: userAddresses.provinceId,
      city_id: userAddresses.cityId,
      subdistrict_id: userAddresses.subdistrictId,
      zip: userAddresses.recipientZip,
    })
    .from(userAddresses)
    .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId)))
    .limit(1);
  return row ?? null;
}

const notFound = () => fail(404, ACCOUNT_MSG.addressNotFound);

/**
 * The courier destination the form confirmed, checked against the courier's list for the address's district and
 * postal code (docs/providers.md); null when it names none (the checkout asks for it then).
 */
async function confirmedOf(input: AddressInput): Promise<Result<ConfirmedDestination | null>> {
  if (!input.courier_destination_id) return ok(null);
  return confirmDestination(
    await getDb(),
    getCourier(),
    { subdistrictId: input.subdistrict_id, zip: input.recipient_zip },
    input.courier_destination_id,
  );
}

/** `POST user/address`: the first address becomes the primary one. */
export async function createAddress(userId: number, input: AddressInput): Promise<Result<AddressCreated>> {
  const destination = await confirmedOf(input);
  if (!destination.ok) return destination;
  return asShopper(userId, async (tx) => {
    const regions = await checkRegionChain(tx, input);
    if (!regions.ok) return regions;
    const existing = await tx
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId));
    if (existing.length >= MAX_ADDRESSES) return fail(409, ACCOUNT_MSG.tooManyAddresses);
    const [created] = await tx
      .insert(userAddresses)
      .values({ userId, ...toRow(input), ...destinationColumns(destination.data), isPrimary: existing.length === 0 })
      .returning({ id: userAddresses.id });
    const saved = (await listAddresses(userId, tx)).find((a) => a.id === created.id);
    return saved ? ok({ message: ACCOUNT_MSG.addressSaved, user_address: saved }) : notFound();
  });
}

/** `PUT user/address`. */
export async function updateAddress(userId: number, input: AddressEditInput): Promise<Message> {
  const destination = await confirmedOf(input);
  if (!destination.ok) return destination;
  return asShopper(userId, async (tx) => {
    const own = await findOwn(tx, userId, input.user_address_id);
    if (!own) return notFound();
    const regions = await checkRegionChain(tx, input, own);
    if (!regions.ok) return regions;
    // A newly confirmed destination is stored; a moved address (district or zip) loses its old one.
    const moved = own.subdistrict_id !== input.subdistrict_id || own.zip !== input.recipient_zip;
    const courierColumns = destination.data || moved ? destinationColumns(destination.data) : {};
    await tx
      .update(userAddresses)
      .set({ ...toRow(input), ...courierColumns })
      .where(and(eq(userAddresses.id, input.user_address_id), eq(userAddresses.userId, userId)));
    return ok({ message: ACCOUNT_MSG.addressUpdated });
  });
}

/** `DELETE user/address`: the primary address cannot be removed. */
export async function deleteAddress(userId: number, addressId: number): Promise<Message> {
  return asShopper(userId, async (tx) => {
    const own = await findOwn(tx, userId, addressId);
    if (!own) return notFound();
    if (own.isPrimary) return fail(409, ACCOUNT_MSG.primaryCannotBeRemoved);
    await tx.delete(userAddresses).where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId)));
    return ok({ message: ACCOUNT_MSG.addressRemoved });
  });
}

/** `POST user/address-primary`: the primary address cannot be set primary again. */
export async function setPrimaryAddress(userId: number, addressId: number): Promise<Message> {
  return asShopper(userId, async (tx) => {
    const own = await findOwn(tx, userId, addressId);
    if (!own) return notFound();
    if (own.isPrimary) return fail(409, ACCOUNT_MSG.alreadyPrimary);
    // Unset first: at most one primary address per shopper is a unique index.
    await tx
      .update(userAddresses)
      .set({ isPrimary: false })
      .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isPrimary, true)));
    await tx.update(userAddresses).set({ isPrimary: true }).where(eq(userAddresses.id, addressId));
    return ok({ message: ACCOUNT_MSG.addressPrimarySet });
  });
}

/**
 * `POST user/address-destination`: the courier destination the shopper confirmed for one of their own addresses
 * (one saved before destination ids, or for another courier), checked against the courier's list. Another
 * shopper's address is answered like a missing one.
 */
export async function confirmAddressDestination(
  userId: number,
  input: AddressDestinationInput,
): Promise<Result<AddressCreated>> {
  const db = await getDb();
  const [own] = await db
    .select({ subdistrictId: userAddresses.subdistrictId, zip: userAddresses.recipientZip })
    .from(userAddresses)
    .where(and(eq(userAddresses.id, input.user_address_id), eq(userAddresses.userId, userId)))
    .limit(1);
  if (!own) return notFound();
  const confirmed = await confirmDestination(db, getCourier(), own, input.courier_destination_id);
  if (!confirmed.ok) return confirmed;
  await db
    .update(userAddresses)
    .set(destinationColumns(confirmed.data))
    .where(and(eq(userAddresses.id, input.user_address_id), eq(userAddresses.userId, userId)));
  const saved = (await listAddresses(userId, db)).find((a) => a.id === input.user_address_id);
  return saved ? ok({ message: ACCOUNT_MSG.addressUpdated, user_address: saved }) : notFound();
}
