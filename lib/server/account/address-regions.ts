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

/** The city must lie in the province and the subdistrict in the city; each wrong level fails with its own spec message. */
export async function checkRegionChain(q: Queryable, input: RegionChoice): Promise<Result<true>> {
  const [province] = await q.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, input.province_id)).limit(1);
  if (!province) return fail(400, A.provinceRequired, { province_id: A.provinceRequired });
  const [city] = await q.select({ provinceId: cities.provinceId }).from(cities).where(eq(cities.id, input.city_id)).limit(1);
  if (!city || city.provinceId !== input.province_id) return fail(400, A.cityRequired, { city_id: A.cityRequired });
  const [sub] = await q.select({ cityId: subdistricts.cityId }).from(subdistricts).where(eq(subdistricts.id, input.subdistrict_id)).limit(1);
  if (!sub || sub.cityId !== input.city_id) return fail(400, A.subdistrictRequired, { subdistrict_id: A.subdistrictRequired });
  return ok(true);
}
