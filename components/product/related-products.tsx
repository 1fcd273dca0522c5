import type { ImgProps } from "@/components/ui/img";
import { cardImageFromTemplate } from "@/components/catalog/card-image";
import { type CardProduct, coverImageUrl } from "@/components/catalog/card-product";
import { ProductCard } from "@/components/catalog/product-card";
import cardStyles from "@/components/catalog/product-card.module.css";
import type { Locale } from "@/lib/i18n/config";
import type { Catalogue } from "@/lib/i18n/types";

/**
 * The product page's related products, rendered on the server: only each card's links and quick-view button hydrate.
 * Each cover is drawn from the card template (components/catalog/card-image.ts).
 */
export function RelatedProducts({
  products,
  template,
  t,
  lang,
}: {
  products: (CardProduct & { rating: number })[];
  template: ImgProps;
  t: Catalogue["catalog"];
  lang: Locale;
}) {
  return (
    <ul className={cardStyles.grid}>
      {products.map((related) => {
        const cover = coverImageUrl(related);
        return (
          <li key={related.id}>
            <ProductCard
              product={related}
              t={t}
              lang={lang}
              image={cover ? cardImageFromTemplate(template, cover) : null}
              rating={related.rating}
            />
          </li>
        );
      })}
    </ul>
  );
}
