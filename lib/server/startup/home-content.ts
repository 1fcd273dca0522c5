import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db";
import { homeSections, homeSliders, settings } from "@/lib/db/schema";
import { log } from "@/lib/server/log";

/**
 * What a shop's home content lacks: no sections and no sliders (the home page would show only the hashtag gallery
 * and the newsletter box), or no `shop_name` setting (every page would say the default name). Empty when the
 * retailer's home.json has been imported (docs/catalog-format.md).
 */
export async function missingHomeContent(db: Db): Promise<string[]> {
  const count = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  const n = sql<number>`count(*)::int`;
  const [sections, sliders, names] = await Promise.all([
    count(db.select({ n }).from(homeSections)),
    count(db.select({ n }).from(homeSliders)),
    count(
      db
        .select({ n })
        .from(settings)
        .where(sql`${settings.key} = 'shop_name' AND trim(${settings.value}) <> ''`),
    ),
  ]);
  const missing: string[] = [];
  if (sections + sliders === 0) missing.push("no home sections or sliders: the home page is nearly empty");
  if (names === 0) missing.push("no shop_name setting: the pages show the default name");
  return missing;
}

/** A live start logs a warning when the home content is missing, naming what to import; it never stops the start. */
export async function warnOnMissingHomeContent(): Promise<void> {
  try {
    const missing = await missingHomeContent(await getDb());
    if (missing.length)
      log.warn(
        { missing },
        "the shop's home content is empty: import a home.json with `npm run catalog -- import` (docs/catalog-format.md)",
      );
  } catch (error) {
    log.warn({ err: error }, "the shop's home content could not be checked at start");
  }
}
