import { index, pgTable, text } from "drizzle-orm/pg-core";

/** Indonesian administrative areas from idn-area-data@4, keyed by their official codes (e.g. "32", "32.73", "32.73.01"). */
export const provinces = pgTable("provinces", {
  id: text("id").primaryKey(),
  provinceName: text("province_name").notNull(),
});

export const cities = pgTable(
  "cities",
  {
    id: text("id").primaryKey(),
    provinceId: text("province_id").notNull().references(() => provinces.id),
    /** "Kabupaten" or "Kota". */
    type: text("type").notNull(),
    cityName: text("city_name").notNull(),
  },
  (t) => [index("cities_province_idx").on(t.provinceId)],
);

export const subdistricts = pgTable(
  "subdistricts",
  {
    id: text("id").primaryKey(),
    cityId: text("city_id").notNull().references(() => cities.id),
    subdistrictName: text("subdistrict_name").notNull(),
  },
  (t) => [index("subdistricts_city_idx").on(t.cityId)],
);
