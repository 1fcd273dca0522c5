import "server-only";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { fail, ok, type Result } from "../../../result";
import { matchDestinations, type NamedDestination } from "../../match";
import type { CourierDestination, DestinationQuery } from "../../types";
import { callRajaOngkir } from "./client";
import type { RajaOngkirSettings } from "./settings";
import { destinationListSchema, destinationSearchRequest } from "./wire";

type Search = (term: string) => Promise<Result<NamedDestination[]>>;

/** One domestic-destination search; "nothing found" is an empty list, any failure a clear message. */
export function searchDestinations(settings: RajaOngkirSettings, fetchImpl: typeof fetch): Search {
  return async (term) => {
    const outcome = await callRajaOngkir(
      destinationSearchRequest(settings, term),
      destinationListSchema,
      "destination search",
      fetchImpl,
    );
    if (outcome.kind === "failed") return fail(422, CHECKOUT_MSG.courierDestinationsFailed);
    if (outcome.kind === "not-found") return ok([]);
    return ok(
      outcome.data.map((d) => ({
        id: d.id,
        label: d.label,
        zip: d.zip_code,
        district: d.district_name,
        city: d.city_name,
      })),
    );
  };
}

/**
 * The address's destinations: searched by its postal code first (the kelurahan of that code), else by its district's
 * name; either way only those in the address's district and city are kept (match.ts).
 */
export async function findRajaOngkirDestinations(
  search: Search,
  query: DestinationQuery,
): Promise<Result<CourierDestination[]>> {
  if (/^\d{5}$/.test(query.zip)) {
    const byZip = await search(query.zip);
    if (!byZip.ok) return byZip;
    const matched = matchDestinations(byZip.data, query);
    if (matched.length > 0) return ok(matched);
  }
  const byName = await search(query.district);
  if (!byName.ok) return byName;
  return ok(matchDestinations(byName.data, query));
}
