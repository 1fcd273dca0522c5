import type { Metadata } from "next";
import Image from "next/image";
import { connection } from "next/server";
import styles from "@/components/info/info-page.module.css";
import { HowToLinks } from "@/components/stores/how-to-links";
import { StoreRegions } from "@/components/stores/store-regions";
import stores from "@/components/stores/stores.module.css";
import { INFO_PAGES, infoPageMetadata } from "@/lib/content/info-pages";
import { POLICY } from "@/lib/content/policy";
import { getStoreListingCached } from "@/lib/server/stores/store-listing";

export const metadata: Metadata = infoPageMetadata(INFO_PAGES.stores);

export default async function StoresPage() {
  // Rendered per request from the cached listing, so the build never opens the database.
  await connection();
  const listing = await getStoreListingCached();
  return (
    <main>
      {listing.banner_image ? (
        <Image className={stores.banner} src={listing.banner_image} alt="" width={1600} height={500} sizes="100vw" preload />
      ) : null}
      <div className={styles.page}>
        <h1 className={styles.title}>Stores</h1>
        <p className={styles.lead}>Toko kami buka pukul {POLICY.storeHours}.</p>
        <HowToLinks />
        <StoreRegions regions={listing.showroom_regions} />
      </div>
    </main>
  );
}
