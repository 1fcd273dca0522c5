import type { Metadata } from "next";
import type { ReactNode } from "react";
import { FaqList } from "@/components/info/faq-list";
import { FaqTabs } from "@/components/info/faq-tabs";
import styles from "@/components/info/info-page.module.css";
import { FAQ } from "@/lib/content/faq";
import { FAQ_TABS, faqTabFromParam, type FaqTabKey } from "@/lib/content/faq-tabs";
import { INFO_PAGES, infoPageMetadata } from "@/lib/content/info-pages";

export const metadata: Metadata = infoPageMetadata(INFO_PAGES.faq);

interface Props {
  searchParams: Promise<{ tab?: string | string[] }>;
}

export default async function FaqPage({ searchParams }: Props) {
  const tab = faqTabFromParam((await searchParams).tab);
  const panels = Object.fromEntries(
    FAQ_TABS.map((t) => [t.key, <FaqList key={t.key} heading={t.label} items={FAQ[t.key]} />]),
  ) as Record<FaqTabKey, ReactNode>;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Frequently Asked Questions</h1>
      <p className={styles.lead}>Jawaban atas pertanyaan yang paling sering kami terima. Tidak menemukan jawabannya? Hubungi customer service kami.</p>
      {/* Keyed by the tab so that following a link to another ?tab= starts on that tab. */}
      <FaqTabs key={tab} initialTab={tab} panels={panels} />
    </main>
  );
}
