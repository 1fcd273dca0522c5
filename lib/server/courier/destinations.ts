import "server-only";
import { eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { cities, provinces, subdistricts } from "@/lib/db/schema";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { MSG } from "@/lib/domain/messages";
import type { CourierDestination, CourierProvider, DestinationQuery } from "./types";
import { fail, ok, type Result } from "../result";

/** A destination id the shopper confirmed for an address, at the courier `courier` (docs/providers.md). */
export interface ConfirmedDestination {
  courier: string;
  id: string;
  label: string;
}

/** What a row keeps of its confirmed destination (user_addresses, showrooms): the three columns beside the district. */
export interface StoredDestination {
  courier: string | null;
  courierDestinationId: string | null;
  courierDestinationLabel: string | null;
}

/** The stored destination when it belongs to this courier; a destination of another courier counts as none. */
export function storedFor(row: StoredDestination, courier: CourierProvider): ConfirmedDestination | null {
  if (row.courier !== courier.name || !row.courierDestinationId) return null;
  return { courier: row.courier, id: row.courierDestinationId, label: row.courierDestinationLabel ?? "" };
}

/** The columns that store a confirmed destination (or clear it). */
export const destinationColumns = (d: ConfirmedDestination | null): StoredDestination => ({
  courier: d?.courier ?? null,
  courierDestinationId: d?.id ?? null,
  courierDestinationLabel: d?.label ?? null,
});

async function destinationQuery(db: Queryable, subdistrictId: string, zip: string): Promise<DestinationQuery | null> {
  const [row] = await db
    .select({ district: subdistricts.subdistrictName, city: cities.cityName, province: provinces.provinceName })
    .from(subdistricts)
    .innerJoin(cities, eq(cities.id, subdistricts.cityId))
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(eq(subdistricts.id, subdistrictId))
    .limit(1);
  return row ? { districtCode: subdistrictId, ...row, zip: zip.trim() } : null;
}

/** Lookups are kept a while per instance: the confirm step, the quote and the order ask for the same address. */
const LOOKUP_TTL_MS = 10 * 60_000;
const LOOKUP_MAX = 500;
const lookups = new Map<string, { at: number; destinations: CourierDestination[] }>();

/** The courier's destinations for an official district and a postal code: the short list the shopper confirms one of. */
export async function lookupDestinations(
  db: Queryable,
  courier: CourierProvider,
  subdistrictId: string,
  zip: string,
): Promise<Result<CourierDestination[]>> {
  const key = `${courier.name}|${subdistrictId}|${zip.trim()}`;
  const hit = lookups.get(key);
  if (hit && Date.now() - hit.at < LOOKUP_TTL_MS) return ok(hit.destinations);
  const query = await destinationQuery(db, subdistrictId, zip);
  if (!query) return fail(400, MSG.address.subdistrictRequired, { subdistrict_id: MSG.address.subdistrictRequired });
  const found = await courier.findDestinations(query);
  if (!found.ok) return found;
  lookups.delete(key);
  lookups.set(key, { at: Date.now(), destinations: found.data });
  while (lookups.size > LOOKUP_MAX) lookups.delete(lookups.keys().next().value!);
  return found;
}

/** An address's courier destination: confirmed, or (no id chosen, several places in the district) its candidates. */
export type DestinationResolution =
  | { confirmed: ConfirmedDestination; candidates?: undefined }
  | { confirmed?: undefined; candidates: CourierDestination[] };

/**
 * The address's destination at this courier. A chosen id is checked against the courier's own list for the address's
 * district and postal code (so a quote is never for somewhere else). Without one, the courier's one place there is
 * taken; several are answered as candidates for the shopper to choose from; none is the address to check.
 */
export async function resolveDestination(
  db: Queryable,
  courier: CourierProvider,
  address: { subdistrictId: string; zip: string },
  chosenId: string | undefined,
): Promise<Result<DestinationResolution>> {
  const found = await lookupDestinations(db, courier, address.subdistrictId, address.zip);
  if (!found.ok) return found;
  const confirmed = (d: CourierDestination) => ok({ confirmed: { courier: courier.name, id: d.id, label: d.label } });
  if (chosenId) {
    const chosen = found.data.find((d) => d.id === chosenId);
    return chosen
      ? confirmed(chosen)
      : fail(400, CHECKOUT_MSG.courierDestinationInvalid, {
          courier_destination_id: CHECKOUT_MSG.courierDestinationInvalid,
        });
  }
  const [only, ...more] = found.data;
  if (!only)
    return fail(400, CHECKOUT_MSG.courierDestinationNone, { subdistrict_id: CHECKOUT_MSG.courierDestinationNone });
  return more.length === 0 ? confirmed(only) : ok({ candidates: found.data });
}

/** The address's confirmed destination (see resolveDestination); several candidates without a choice are refused. */
export async function confirmDestination(
  db: Queryable,
  courier: CourierProvider,
  address: { subdistrictId: string; zip: string },
  chosenId: string | undefined,
): Promise<Result<ConfirmedDestination>> {
  const resolved = await resolveDestination(db, courier, address, chosenId);
  if (!resolved.ok) return resolved;
  return resolved.data.confirmed
    ? ok(resolved.data.confirmed)
    : fail(400, CHECKOUT_MSG.courierDestinationRequired, {
        courier_destination_id: CHECKOUT_MSG.courierDestinationRequired,
      });
}
