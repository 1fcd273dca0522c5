import { cities, provinces, subdistricts } from "../schema";
import type { Queryable } from "../types";
import { insertInBatches } from "./batch";

export interface RegionRows {
  provinces: { id: string; provinceName: string }[];
  cities: { id: string; provinceId: string; type: "Kabupaten" | "Kota"; cityName: string }[];
  subdistricts: { id: string; cityId: string; subdistrictName: string }[];
}

interface RawArea {
  code: string;
  name: string;
}

/** Maps idn-area-data rows to our tables: official codes as ids, regencies typed from their "Kabupaten "/"Kota " prefix. */
export function toRegionRows(
  rawProvinces: RawArea[],
  rawRegencies: (RawArea & { province_code: string })[],
  rawDistricts: (RawArea & { regency_code: string })[],
): RegionRows {
  return {
    provinces: rawProvinces.map((p) => ({ id: p.code, provinceName: p.name })),
    cities: rawRegencies.map((r) => ({
      id: r.code,
      provinceId: r.province_code,
      type: r.name.startsWith("Kota ") ? "Kota" : "Kabupaten",
      cityName: r.name,
    })),
    subdistricts: rawDistricts.map((d) => ({ id: d.code, cityId: d.regency_code, subdistrictName: d.name })),
  };
}

/** Reads the official 2025 areas shipped by idn-area-data@4 (ESM only, hence the dynamic import). */
export async function loadRegionRows(): Promise<RegionRows> {
  const areas = await import("idn-area-data");
  const [p, r, d] = await Promise.all([areas.getProvinces(), areas.getRegencies(), areas.getDistricts()]);
  return toRegionRows(p, r, d);
}

/** All provinces, cities/regencies and districts (as subdistricts), about 7,800 rows. */
export async function seedRegions(q: Queryable, rows: RegionRows): Promise<void> {
  await insertInBatches(q, provinces, rows.provinces);
  await insertInBatches(q, cities, rows.cities);
  await insertInBatches(q, subdistricts, rows.subdistricts, 2000);
}
