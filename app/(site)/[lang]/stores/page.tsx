import type { Metadata } from "next";
import Image from "next/image";
import { connection } from "next/server";
import styles from "@/components/info/info-page.module.css";
import { HowToLinks } from "@/components/showrooms/how-to-links";
import { StoreRegions } from "@/components/showrooms/store-regions";
import stores from "@/components/showrooms/showrooms.module.css";
import { infoPageMetadata } from "@/lib/content/info-pages";
import { POLICY } from "@/lib/domain/content/policy";
import { fmt } from "@/lib/i18n/format";
import { langOf, pageMessages } from "@/lib/i18n/server";
import { getStoreListing } from "@/lib/server/showrooms/store-listing";
import { PageMain } from "@/components/layout/page-main";

interface Props {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return infoPageMetadata("stores", await langOf(params));
}

export default async function StoresPage({ params }: Props) {
  const { m } = await pageMessages(params);
  const t = m.info.stores;
  // Rendered per request from the cached listing, so the build never opens the database.
  await connection();
  const listing = await getStoreListing();
  return (
    <PageMain>
      {listing.banner_image ? (
        <Image
          className={stores.banner}
          src={listing.banner_image}
          alt=""
          width={1600}
          height={500}
          sizes="100vw"
          loading="eager"
          fetchPriority="high"
        />
      ) : null}
      <div className={styles.page}>
        <h1 className={styles.title}>{t.heading}</h1>
        <p className={styles.lead}>{fmt(t.lead, { hours: POLICY.storeHours })}</p>
        <HowToLinks m={t} />
        <StoreRegions regions={listing.showroom_regions} m={t} />
      </div>
    </PageMain>
  );
}
