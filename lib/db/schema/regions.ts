import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A code the official list no longer has (a newer idn-area-data dropped it): kept, because saved addresses, orders
 * or showrooms may name it, but left out of the pickers. Null while the code is current.
 */
const retiredAt = () => timestamp("retired_at", { withTimezone: true, mode: "date" });

/** Indonesian administrative areas from idn-area-data@4, keyed by their official codes (e.g. "32", "32.73", "32.73.01"). */
export const provinces = pgTable("provinces", {
  id: text("id").primaryKey(),
  provinceName: text("province_name").notNull(),
  retiredAt: retiredAt(),
});

export const cities = pgTable(
  "cities",
  {
    id: text("id").primaryKey(),
    provinceId: text("province_id")
      .notNull()
      .references(() => provinces.id),
    /** "Kabupaten" or "Kota". */
    type: text("type").notNull(),
    cityName: text("city_name").notNull(),
    retiredAt: retiredAt(),
  },
  (t) => [index("cities_province_idx").on(t.provinceId)],
);

export const subdistricts = pgTable(
  "subdistricts",
  {
    id: text("id").primaryKey(),
    cityId: text("city_id")
      .notNull()
      .references(() => cities.id),
    subdistrictName: text("subdistrict_name").notNull(),
    retiredAt: retiredAt(),
  },
  (t) => [index("subdistricts_city_idx").on(t.cityId)],
);

/**
 * Which version of each reference data set the database holds (lib/db/reference): "idn-area-data" with the
 * package's version and the SHA-256 of the rows loaded from it. A start whose package differs updates in place.
 */
export const referenceData = pgTable("reference_data", {
  name: text("name").primaryKey(),
  version: text("version").notNull(),
  hash: text("hash").notNull(),
  loadedAt: timestamp("loaded_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
