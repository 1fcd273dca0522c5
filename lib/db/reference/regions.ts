import { and, eq, isNull, notInArray, sql } from "drizzle-orm";
import { cities, provinces, referenceData, subdistricts } from "../schema";
import { insertInBatches } from "../seed/batch";
import type { Db, Queryable } from "../types";
import { readRegionSource, regionsHash, REGIONS_DATA, type RegionSource } from "./region-rows";

export interface RegionLoad {
  /**
   * current: the database already held this version, nothing was written; loaded: first load; updated: a new version;
   * kept: the package's files could not be read, and the database's regions (version as recorded) were kept.
   */
  status: "current" | "loaded" | "updated" | "kept";
  version: string;
  hash: string;
  added: number;
  renamed: number;
  retired: number;
  ms: number;
}

interface Counts {
  added: number;
  renamed: number;
}

const BATCH = 1000;

/**
 * Upserts by official code: a new code is added, a code whose name or parent changed is updated (and a retired code
 * that came back is current again); an unchanged row is not written. `(xmax = 0)` tells an insert from an update.
 */
async function upsert(
  run: (from: number) => Promise<{ inserted: boolean }[]>,
  total: number,
  counts: Counts,
): Promise<void> {
  for (let i = 0; i < total; i += BATCH) {
    for (const row of await run(i)) {
      if (row.inserted) counts.added += 1;
      else counts.renamed += 1;
    }
  }
}

async function writeRegions(q: Queryable, source: RegionSource): Promise<Counts> {
  const { rows } = source;
  const [any] = await q.select({ id: provinces.id }).from(provinces).limit(1);
  if (!any) {
    // An empty database: plain multi-row inserts, several times faster than the upsert below.
    await insertInBatches(q, provinces, rows.provinces, BATCH);
    await insertInBatches(q, cities, rows.cities, BATCH);
    await insertInBatches(q, subdistricts, rows.subdistricts, 2 * BATCH);
    return { added: rows.provinces.length + rows.cities.length + rows.subdistricts.length, renamed: 0 };
  }
  const counts: Counts = { added: 0, renamed: 0 };
  const inserted = sql<boolean>`(xmax = 0)`;
  await upsert(
    (i) =>
      q
        .insert(provinces)
        .values(rows.provinces.slice(i, i + BATCH))
        .onConflictDoUpdate({
          target: provinces.id,
          set: { provinceName: sql`excluded.province_name`, retiredAt: null },
          setWhere: sql`(${provinces.provinceName}, ${provinces.retiredAt}) IS DISTINCT FROM (excluded.province_name, NULL::timestamptz)`,
        })
        .returning({ inserted }),
    rows.provinces.length,
    counts,
  );
  await upsert(
    (i) =>
      q
        .insert(cities)
        .values(rows.cities.slice(i, i + BATCH))
        .onConflictDoUpdate({
          target: cities.id,
          set: {
            provinceId: sql`excluded.province_id`,
            type: sql`excluded.type`,
            cityName: sql`excluded.city_name`,
            retiredAt: null,
          },
          setWhere: sql`(${cities.provinceId}, ${cities.type}, ${cities.cityName}, ${cities.retiredAt}) IS DISTINCT FROM (excluded.province_id, excluded.type, excluded.city_name, NULL::timestamptz)`,
        })
        .returning({ inserted }),
    rows.cities.length,
    counts,
  );
  await upsert(
    (i) =>
      q
        .insert(subdistricts)
        .values(rows.subdistricts.slice(i, i + BATCH))
        .onConflictDoUpdate({
          target: subdistricts.id,
          set: { cityId: sql`excluded.city_id`, subdistrictName: sql`excluded.subdistrict_name`, retiredAt: null },
          setWhere: sql`(${subdistricts.cityId}, ${subdistricts.subdistrictName}, ${subdistricts.retiredAt}) IS DISTINCT FROM (excluded.city_id, excluded.subdistrict_name, NULL::timestamptz)`,
        })
        .returning({ inserted }),
    rows.subdistricts.length,
    counts,
  );
  return counts;
}

/**
 * Codes the new list no longer has are retired, never deleted: saved addresses, orders and showrooms keep naming
 * them (and the foreign keys would refuse a delete); the pickers leave them out.
 */
async function retireMissing(q: Queryable, source: RegionSource): Promise<number> {
  const now = new Date();
  const { rows } = source;
  const s = await q
    .update(subdistricts)
    .set({ retiredAt: now })
    .where(
      and(
        isNull(subdistricts.retiredAt),
        notInArray(
          subdistricts.id,
          rows.subdistricts.map((r) => r.id),
        ),
      ),
    )
    .returning({ id: subdistricts.id });
  const c = await q
    .update(cities)
    .set({ retiredAt: now })
    .where(
      and(
        isNull(cities.retiredAt),
        notInArray(
          cities.id,
          rows.cities.map((r) => r.id),
        ),
      ),
    )
    .returning({ id: cities.id });
  const p = await q
    .update(provinces)
    .set({ retiredAt: now })
    .where(
      and(
        isNull(provinces.retiredAt),
        notInArray(
          provinces.id,
          rows.provinces.map((r) => r.id),
        ),
      ),
    )
    .returning({ id: provinces.id });
  return s.length + c.length + p.length;
}

/**
 * Brings the regions to the installed idn-area-data: the first load on an empty database, an in-place update when
 * the package's version or rows differ from those recorded in reference_data, nothing otherwise. Called by
 * lib/db/connect.ts once the migrations are applied (under the migration lock on PostgreSQL, so instances that
 * start together load once), hence by `npm run db:migrate`, every start (live included) and the demo seed.
 * `source` is for tests that simulate another version or an unreadable package.
 */
export async function ensureRegions(
  db: Db,
  source: RegionSource | (() => RegionSource) = readRegionSource,
): Promise<RegionLoad> {
  const started = Date.now();
  const [recorded] = await db.select().from(referenceData).where(eq(referenceData.name, REGIONS_DATA));
  let src: RegionSource;
  try {
    src = typeof source === "function" ? source() : source;
  } catch (error) {
    // A database that has its regions keeps serving them; an empty one cannot start without them.
    const why = error instanceof Error ? error.message : String(error);
    if (!recorded) throw new Error(`the reference regions cannot be loaded: ${why}`);
    console.warn(`[regions] ${REGIONS_DATA} could not be read (${why}); keeping version ${recorded.version}`);
    return {
      status: "kept",
      version: recorded.version,
      hash: recorded.hash,
      added: 0,
      renamed: 0,
      retired: 0,
      ms: Date.now() - started,
    };
  }
  const hash = regionsHash(src.rows);
  const base = { version: src.version, hash, added: 0, renamed: 0, retired: 0 };
  if (recorded && recorded.hash === hash && recorded.version === src.version) {
    return { ...base, status: "current", ms: Date.now() - started };
  }
  return db.transaction(async (tx) => {
    const counts = await writeRegions(tx, src);
    const retired = await retireMissing(tx, src);
    await tx
      .insert(referenceData)
      .values({ name: REGIONS_DATA, version: src.version, hash, loadedAt: new Date() })
      .onConflictDoUpdate({ target: referenceData.name, set: { version: src.version, hash, loadedAt: new Date() } });
    return { ...base, ...counts, retired, status: recorded ? "updated" : "loaded", ms: Date.now() - started };
  });
}
