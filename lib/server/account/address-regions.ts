import "server-only";
import { eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { cities, provinces, subdistricts } from "@/lib/db/schema";
import { MSG } from "@/lib/domain/messages";
import { fail, ok, type Result } from "../result";

interface RegionChoice {
  province_id: string;
  city_id: string;
  subdistrict_id: string;
}

const A = MSG.address;

/**
 * The city must lie in the province and the subdistrict in the city; each wrong level fails with its own spec
 * message. Each code must be current (the pickers offer no other), except one the address already names (`kept`,
 * when it is edited): a saved address keeps a district a newer idn-area-data retired (docs/regions.md).
 */
export async function checkRegionChain(
  q: Queryable,
  input: RegionChoice,
  kept: RegionChoice | null = null,
): Promise<Result<true>> {
  const usable = (retiredAt: Date | null, field: keyof RegionChoice) =>
    retiredAt === null || kept?.[field] === input[field];
  const [province] = await q
    .select({ retiredAt: provinces.retiredAt })
    .from(provinces)
    .where(eq(provinces.id, input.province_id))
    .limit(1);
  if (!province || !usable(province.retiredAt, "province_id"))
    return fail(400, A.provinceRequired, { province_id: A.provinceRequired });
  const [city] = await q
    .select({ provinceId: cities.provinceId, retiredAt: cities.retiredAt })
    .from(cities)
    .where(eq(cities.id, input.city_id))
    .limit(1);
  if (!city || city.provinceId !== input.province_id || !usable(city.retiredAt, "city_id"))
    return fail(400, A.cityRequired, { city_id: A.cityRequired });
  const [sub] = await q
    .select({ cityId: subdistricts.cityId, retiredAt: subdistricts.retiredAt })
    .from(subdistricts)
    .where(eq(subdistricts.id, input.subdistrict_id))
    .limit(1);
  if (!sub || sub.cityId !== input.city_id || !usable(sub.retiredAt, "subdistrict_id"))
    return fail(400, A.subdistrictRequired, { subdistrict_id: A.subdistrictRequired });
  return ok(true);
}
