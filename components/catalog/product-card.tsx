import Link from "@/components/ui/local-link";
import { Img, type ImgProps } from "@/components/ui/img";
import { fmt } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/config";
import type { Catalogue } from "@/lib/i18n/types";
import { type CardProduct, productHref, toCardProduct } from "./card-product";
import { PriceTag } from "./price-tag";
import { QuickViewButton } from "./quick-view-button";
import styles from "./product-card.module.css";

interface ProductCardProps {
  product: CardProduct;
  /** The catalog namespace: `m.catalog` in a server page, useMessages("catalog") in the listing's island. */
  t: Catalogue["catalog"];
  /** The page's language, for the price. */
  lang: Locale;
  /** The cover's optimised attributes: cardImage() on the server, cardImageFromTemplate() in the listing's island. */
  image: ImgProps | null;
  /** Related products show a fixed rating of 5. */
  rating?: number;
}

/** A product in a grid: cover image, name, price with the listing's percent off, and the quick-view button. */
export function ProductCard({ product, t, lang, image, rating }: ProductCardProps) {
  const href = productHref(product.id);
  return (
    <article className={styles.card} aria-label={product.product_name}>
      <div className={styles.media}>
        <Link href={href} tabIndex={-1} aria-hidden="true">
          {image ? <Img {...image} /> : null}
        </Link>
        <QuickViewButton product={toCardProduct(product)} />
      </div>
      <h3 className={styles.name}>
        <Link href={href}>{product.product_name}</Link>
      </h3>
      {rating ? (
        <p className={styles.rating}>
          <span aria-hidden="true">{"★".repeat(rating)}</span>
          <span className="visually-hidden">{fmt(t.card.rated, { rating })}</span>
        </p>
      ) : null}
      <PriceTag
        retail={product.retail_price}
        grand={product.grand_price}
        labels={t.price}
        lang={lang}
        className={styles.price}
      />
    </article>
  );
}
