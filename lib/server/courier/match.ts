import "server-only";
import type { CourierDestination, DestinationQuery } from "./types";

/** A courier's place with the names of its levels, before it is matched to an address. */
export interface NamedDestination extends CourierDestination {
  district: string;
  city: string;
}

/** At most this many destinations are offered to the shopper to confirm one. */
export const MAX_CANDIDATES = 8;

const CITY_WORDS = /^(KOTA ADMINISTRASI|KOTA ADM|KABUPATEN ADMINISTRASI|KABUPATEN|KAB|KOTA)\s+/;

/** 'Kota Adm. Jakarta Selatan' and 'JAKARTA SELATAN' alike: upper case, letters and digits, no kind of city. */
export function placeName(name: string): string {
  const plain = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, " ")
    .trim();
  return plain.replace(CITY_WORDS, "").trim();
}

const sameCity = (a: string, b: string) => {
  const x = placeName(a);
  const y = placeName(b);
  return x === y || (x.length > 0 && y.length > 0 && (x.includes(y) || y.includes(x)));
};

/**
 * The destinations that lie in the address's district and city; when the address has a postal code and some of
 * them carry it, only those. Never a guess from another district: an empty list means the shopper must check the
 * address.
 */
export function matchDestinations(found: readonly NamedDestination[], query: DestinationQuery): CourierDestination[] {
  const district = placeName(query.district);
  const inDistrict = found.filter((d) => placeName(d.district) === district && sameCity(d.city, query.city));
  const zip = query.zip.trim();
  const withZip = zip ? inDistrict.filter((d) => d.zip === zip) : [];
  const chosen = withZip.length > 0 ? withZip : inDistrict;
  const seen = new Set<string>();
  return chosen
    .filter((d) => (seen.has(d.id) ? false : (seen.add(d.id), true)))
    .slice(0, MAX_CANDIDATES)
    .map(({ id, label, zip: z }) => ({ id, label, zip: z }));
}
