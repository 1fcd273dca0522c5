import type { Metadata } from "next";
import type { ReactNode } from "react";
import { FaqList } from "@/components/info/faq-list";
import { FaqTabs } from "@/components/info/faq-tabs";
import styles from "@/components/info/info-page.module.css";
import { FAQ } from "@/lib/content/faq";
import { FAQ_TABS, faqTabFromParam, type FaqTabKey } from "@/lib/domain/content/faq-tabs";
import { infoPageMetadata } from "@/lib/content/info-pages";
import { langOf, pageMessages } from "@/lib/i18n/server";
import { PageMain } from "@/components/layout/page-main";

// Rendered per request (the shopper's session, cookies, the CSP nonce or the query): no static shell to check.
export const instant = false;

interface Props {
  params: Promise<{ lang: string }>;
  searchParams: Promise<{ tab?: string | string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return infoPageMetadata("faq", await langOf(params));
}

export default async function FaqPage({ params, searchParams }: Props) {
  const { m } = await pageMessages(params);
  const t = m.info.faq;
  const tab = faqTabFromParam((await searchParams).tab);
  const panels = Object.fromEntries(
    FAQ_TABS.map(({ key }) => [key, <FaqList key={key} heading={t.tabs[key]} items={FAQ[key]} />]),
  ) as Record<FaqTabKey, ReactNode>;
  return (
    <PageMain className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.lead}>{t.lead}</p>
      {/* Keyed by the tab so that following a link to another ?tab= starts on that tab. */}
      <FaqTabs key={tab} initialTab={tab} panels={panels} label={t.tabsLabel} tabLabels={t.tabs} />
    </PageMain>
  );
}
