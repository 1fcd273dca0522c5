import { FAQ_LANG, type FaqItem } from "@/lib/content/faq";
import { ContentBlocks } from "./content-blocks";
import styles from "./faq-list.module.css";

/** One tab's questions and answers. */
export function FaqList({ heading, items }: { heading: string; items: readonly FaqItem[] }) {
  return (
    <section className={styles.list}>
      <h2 className="visually-hidden">{heading}</h2>
      {items.map((item) => (
        <article key={item.question} className={styles.item} lang={FAQ_LANG}>
          <h3 className={styles.question}>{item.question}</h3>
          <ContentBlocks blocks={item.answer} />
        </article>
      ))}
    </section>
  );
}
