import "server-only";
import type { StoreListing } from "@/lib/domain/showrooms/contract";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { settings } from "@/lib/db/schema";
import { CACHE_TAGS } from "@/lib/domain/catalog/cache-tags";
import { catalogCache } from "../cache/catalog-cache";
import { listShowroomRegions } from "./showrooms";

/** The /stores page: the banner setting and the regions that have at least one store (tag `stores`). */
export async function getStoreListing(): Promise<StoreListing> {
  "use cache";
  catalogCache(CACHE_TAGS.stores);
  const db = await getDb();
  const [regions, banner] = await Promise.all([
    listShowroomRegions(true),
    db.select({ value: settings.value }).from(settings).where(eq(settings.key, "stores_banner_image")).limit(1),
  ]);
  return { banner_image: banner[0]?.value ?? null, showroom_regions: regions };
}
