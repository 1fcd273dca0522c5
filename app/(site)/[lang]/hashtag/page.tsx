import type { Metadata } from "next";
import { connection } from "next/server";
import { HashtagGallery } from "@/components/info/hashtag-gallery";
import styles from "@/components/info/info-page.module.css";
import { infoPageMetadata } from "@/lib/content/info-pages";
import { langOf, pageMessages } from "@/lib/i18n/server";
import { getHomePage } from "@/lib/server/home/home";
import { PageMain } from "@/components/layout/page-main";

// Rendered per request (the shopper's session, cookies, the CSP nonce or the query): no static shell to check.
export const instant = false;

interface Props {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return infoPageMetadata("hashtag", await langOf(params));
}

export default async function HashtagPage({ params }: Props) {
  const { lang, m } = await pageMessages(params);
  // Rendered per request from the cached home data, so the build never opens the database.
  await connection();
  const home = await getHomePage(lang);
  const title = home.hashtag_section_title || m.info.pages.hashtag.title;
  return (
    <PageMain className={styles.wide}>
      <h1 className={styles.title}>{title}</h1>
      {home.hashtag_section_desc ? <p className={styles.lead}>{home.hashtag_section_desc}</p> : null}
      {home.hashtag_images.length > 0 ? (
        <HashtagGallery images={home.hashtag_images} tag={title} m={m.info.hashtag} />
      ) : (
        <p>{m.common.comingSoon}</p>
      )}
    </PageMain>
  );
}
