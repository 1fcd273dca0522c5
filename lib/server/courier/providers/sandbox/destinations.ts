import "server-only";
import type { CourierDestination, DestinationQuery } from "../../types";

/**
 * The sandbox's destinations: one per official district, its id derived from the district code ("sbx-31.74.07"),
 * so the demo and the tests walk the same confirm step as a real courier without a destination table.
 */
const PREFIX = "sbx-";
const CODE = /^\d{2}\.\d{2}\.\d{2}$/;

export function sandboxDestinationId(districtCode: string): string {
  return `${PREFIX}${districtCode}`;
}

/** The district code of a sandbox destination id; null for anything else. */
export function districtOfSandboxId(id: string): string | null {
  const code = id.startsWith(PREFIX) ? id.slice(PREFIX.length) : "";
  return CODE.test(code) ? code : null;
}

export function sandboxDestinations(query: DestinationQuery): CourierDestination[] {
  if (!CODE.test(query.districtCode)) return [];
  const zip = /^\d{5}$/.test(query.zip) ? query.zip : "";
  const label = [query.district, query.city, query.province, zip].filter(Boolean).join(", ").toUpperCase();
  return [{ id: sandboxDestinationId(query.districtCode), label, zip }];
}
