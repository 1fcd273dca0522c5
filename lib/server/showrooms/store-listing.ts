import "server-only";
import type { StoreListing } from "@/lib/domain/showrooms/contract";
import { eq } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb } from "@/lib/db";
import { settings } from "@/lib/db/schema";
import { CACHE_TAGS } from "../catalog/cached";
import { listShowroomRegions } from "./showrooms";

/** Expire after the showrooms or the stores banner change: revalidateTag(STORES_TAG) (or the catalog-wide tag). */
export const STORES_TAG = "stores";
const STORES_TTL_SECONDS = 3600;

/** The /stores page: the banner setting and the regions that have at least one store. */
export async function getStoreListing(): Promise<StoreListing> {
  const db = await getDb();
  const [regions, banner] = await Promise.all([
    listShowroomRegions(true),
    db.select({ value: settings.value }).from(settings).where(eq(settings.key, "stores_banner_image")).limit(1),
  ]);
  return { banner_image: banner[0]?.value ?? null, showroom_regions: regions };
}

export const getStoreListingCached = unstable_cache(getStoreListing, ["store-listing"], {
  tags: [CACHE_TAGS.catalog, STORES_TAG],
  revalidate: STORES_TTL_SECONDS,
});
