import type { Metadata } from "next";
import { ContentBlocks } from "@/components/info/content-blocks";
import styles from "@/components/info/info-page.module.css";
import terms from "@/components/info/terms.module.css";
import { infoPageMetadata } from "@/lib/content/info-pages";
import { TERMS, TERMS_LANG } from "@/lib/content/terms";
import { langOf, pageMessages } from "@/lib/i18n/server";
import { PageMain } from "@/components/layout/page-main";

interface Props {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return infoPageMetadata("tnc", await langOf(params));
}

export default async function TermsPage({ params }: Props) {
  const { m } = await pageMessages(params);
  const t = m.info.tnc;
  return (
    <PageMain className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.lead}>{t.lead}</p>
      <nav aria-label={t.toc} className={terms.toc}>
        <ol>
          {TERMS.map((section) => (
            <li key={section.id} lang={TERMS_LANG}>
              <a href={`#${section.id}`}>{section.heading.replace(/^\d+\.\s*/, "")}</a>
            </li>
          ))}
        </ol>
      </nav>
      {TERMS.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className={terms.section}
          lang={TERMS_LANG}
        >
          <h2 id={`${section.id}-heading`} className={terms.heading}>
            {section.heading}
          </h2>
          <ContentBlocks blocks={section.body} />
        </section>
      ))}
    </PageMain>
  );
}
