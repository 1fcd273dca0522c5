import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { cities, provinces, subdistricts } from "@/lib/db/schema";
import type { City, Province, Subdistrict } from "@/lib/domain/regions/contract";

/** `GET master/province`. The pickers list current codes only: a retired one stays for the addresses that name it. */
export async function listProvinces(): Promise<Province[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(provinces)
    .where(isNull(provinces.retiredAt))
    .orderBy(asc(provinces.provinceName));
  return rows.map((row) => ({ id: row.id, province_name: row.provinceName }) satisfies Province);
}

/** `GET master/city?province_id=`: the regencies and cities of a province. */
export async function listCities(provinceId: string): Promise<City[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(cities)
    .where(and(eq(cities.provinceId, provinceId), isNull(cities.retiredAt)))
    .orderBy(asc(cities.cityName));
  return rows.map((row) => ({ id: row.id, type: row.type, city_name: row.cityName }) satisfies City);
}

/** `GET master/subdistrict?city_id=`: the districts of a city. */
export async function listSubdistricts(cityId: string): Promise<Subdistrict[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(subdistricts)
    .where(and(eq(subdistricts.cityId, cityId), isNull(subdistricts.retiredAt)))
    .orderBy(asc(subdistricts.subdistrictName));
  return rows.map((row) => ({ id: row.id, subdistrict_name: row.subdistrictName }) satisfies Subdistrict);
}
