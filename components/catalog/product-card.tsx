import Link from "@/components/ui/local-link";
import Image from "next/image";
import type { Locale } from "@/lib/i18n/config";
import type { Catalogue } from "@/lib/i18n/types";
import { type CardProduct, coverImageUrl, productHref, toCardProduct } from "./card-product";
import { CardSwatches } from "./card-swatches";
import { CardRating } from "./card-rating";
import { PriceTag } from "./price-tag";
import { QuickViewButton } from "./quick-view-button";
import { CardHeart } from "@/components/wishlist/card-heart";
import styles from "./product-card.module.css";

interface ProductCardProps {
  product: CardProduct;
  /** The catalog namespace: `m.catalog` in a server page, useMessages("catalog") in the listing's island. */
  t: Catalogue["catalog"];
  /** The page's language, for the price. */
  lang: Locale;
  /** The first cards of a grid (above the fold) load their cover at once. */
  eager?: boolean;
}

/** The grid's column width at each breakpoint. */
const CARD_IMAGE_SIZES = "(max-width: 576px) 50vw, (max-width: 992px) 33vw, 25vw";

/**
 * A product in a grid: cover image, name, its buyers' rating once it has reviews, price with the listing's percent
 * off, the quick-view button, the wishlist heart and the style's colours.
 */
export function ProductCard({ product, t, lang, eager = false }: ProductCardProps) {
  const href = productHref(product.id);
  const cover = coverImageUrl(product);
  return (
    <article className={styles.card} aria-label={product.product_name}>
      <div className={styles.media}>
        <Link href={href} tabIndex={-1} aria-hidden="true">
          {cover ? <Image src={cover} alt="" fill sizes={CARD_IMAGE_SIZES} loading={eager ? "eager" : "lazy"} /> : null}
        </Link>
        <QuickViewButton product={toCardProduct(product)} />
        <CardHeart productId={product.id} productName={product.product_name} />
      </div>
      <h3 className={styles.name}>
        <Link href={href}>{product.product_name}</Link>
      </h3>
      <CardRating average={product.rating_average} count={product.rating_count} label={t.card.rated} lang={lang} />
      <PriceTag
        retail={product.retail_price}
        grand={product.grand_price}
        labels={t.price}
        lang={lang}
        className={styles.price}
      />
      <CardSwatches productId={product.id} colours={product.colours} t={t.swatches} />
    </article>
  );
}
