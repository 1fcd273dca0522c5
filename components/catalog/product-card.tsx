import Link from "@/components/ui/local-link";
import Image from "next/image";
import { fmt } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/config";
import type { Catalogue } from "@/lib/i18n/types";
import { type CardProduct, coverImageUrl, productHref, toCardProduct } from "./card-product";
import { PriceTag } from "./price-tag";
import { QuickViewButton } from "./quick-view-button";
import styles from "./product-card.module.css";

interface ProductCardProps {
  product: CardProduct;
  /** The catalog namespace: `m.catalog` in a server page, useMessages("catalog") in the listing's island. */
  t: Catalogue["catalog"];
  /** The page's language, for the price. */
  lang: Locale;
  /** The first cards of a grid (above the fold) load their cover at once. */
  eager?: boolean;
  /** Related products show a fixed rating of 5. */
  rating?: number;
}

/** The grid's column width at each breakpoint. */
const CARD_IMAGE_SIZES = "(max-width: 576px) 50vw, (max-width: 992px) 33vw, 25vw";

/** A product in a grid: cover image, name, price with the listing's percent off, and the quick-view button. */
export function ProductCard({ product, t, lang, eager = false, rating }: ProductCardProps) {
  const href = productHref(product.id);
  const cover = coverImageUrl(product);
  return (
    <article className={styles.card} aria-label={product.product_name}>
      <div className={styles.media}>
        <Link href={href} tabIndex={-1} aria-hidden="true">
          {cover ? <Image src={cover} alt="" fill sizes={CARD_IMAGE_SIZES} loading={eager ? "eager" : "lazy"} /> : null}
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
