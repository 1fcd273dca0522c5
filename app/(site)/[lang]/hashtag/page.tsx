import type { Metadata } from "next";
import { connection } from "next/server";
import { HashtagGallery } from "@/components/info/hashtag-gallery";
import styles from "@/components/info/info-page.module.css";
import { LABELS } from "@/lib/domain/messages";
import { INFO_PAGES, infoPageMetadata } from "@/lib/content/info-pages";
import { getHomePageCached } from "@/lib/server/catalog/cached";

export const metadata: Metadata = infoPageMetadata(INFO_PAGES.hashtag);

export default async function HashtagPage() {
  // Rendered per request from the cached home data, so the build never opens the database.
  await connection();
  const home = await getHomePageCached();
  const title = home.hashtag_section_title || INFO_PAGES.hashtag.title;
  return (
    <main className={styles.wide}>
      <h1 className={styles.title}>{title}</h1>
      {home.hashtag_section_desc ? <p className={styles.lead}>{home.hashtag_section_desc}</p> : null}
      {home.hashtag_images.length > 0 ? (
        <HashtagGallery images={home.hashtag_images} tag={title} />
      ) : (
        <p>{LABELS.comingSoon}</p>
      )}
    </main>
  );
}
