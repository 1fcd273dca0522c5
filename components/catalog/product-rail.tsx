import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/config";
import type { Catalogue } from "@/lib/i18n/types";
import type { CardProduct } from "./card-product";
import { ProductCard } from "./product-card";
import styles from "./product-rail.module.css";

interface ProductRailProps {
  /** The heading's id (the section is named by it). */
  id: string;
  title: string;
  products: CardProduct[];
  t: Catalogue["catalog"];
  lang: Locale;
  /** A control beside the heading (recently viewed's Clear). */
  action?: ReactNode;
}

/**
 * A titled row of product cards that scrolls sideways (home page rails, the product page's recently viewed): the
 * listing's cards, with their quick view and wishlist heart. Renders on the server or in an island alike.
 */
export function ProductRail({ id, title, products, t, lang, action }: ProductRailProps) {
  return (
    <section className={styles.rail} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id}>{title}</h2>
        {action}
      </div>
      <ul className={styles.list}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} t={t} lang={lang} />
          </li>
        ))}
      </ul>
    </section>
  );
}
