import type { Metadata } from "next";
import { ContentBlocks } from "@/components/info/content-blocks";
import styles from "@/components/info/info-page.module.css";
import terms from "@/components/info/terms.module.css";
import { INFO_PAGES, infoPageMetadata } from "@/lib/content/info-pages";
import { TERMS } from "@/lib/content/terms";

export const metadata: Metadata = infoPageMetadata(INFO_PAGES.tnc);

export default function TermsPage() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Syarat dan Ketentuan</h1>
      <p className={styles.lead}>Terms and Conditions</p>
      <nav aria-label="Daftar isi" className={terms.toc}>
        <ol>
          {TERMS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading.replace(/^\d+\.\s*/, "")}</a>
            </li>
          ))}
        </ol>
      </nav>
      {TERMS.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className={terms.section}>
          <h2 id={`${section.id}-heading`} className={terms.heading}>
            {section.heading}
          </h2>
          <ContentBlocks blocks={section.body} />
        </section>
      ))}
    </main>
  );
}
