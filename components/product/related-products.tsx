"use client";

import type { ImgProps } from "@/components/ui/img";
import { cardImageFromTemplate } from "@/components/catalog/card-image";
import { type CardProduct, coverImageUrl } from "@/components/catalog/card-product";
import { ProductCard } from "@/components/catalog/product-card";
import cardStyles from "@/components/catalog/product-card.module.css";
import { useLang, useMessages } from "@/lib/i18n/client";

/**
 * The product page's related products. Drawn from the card data the quick views need anyway and the cover template
 * (components/catalog/card-image.ts), so the page's RSC payload carries each product once, not its data for the quick
 * view plus every card's markup and 13-width srcset beside it (issue #35, point 6). The server renders the same HTML.
 */
export function RelatedProducts({
  products,
  template,
}: {
  products: (CardProduct & { rating: number })[];
  template: ImgProps;
}) {
  const t = useMessages("catalog");
  const lang = useLang();
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
