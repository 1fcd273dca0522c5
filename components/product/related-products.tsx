"use client";

import type { CardProduct } from "@/components/catalog/card-product";
import { ProductCard } from "@/components/catalog/product-card";
import cardStyles from "@/components/catalog/product-card.module.css";
import { useLang, useMessages } from "@/lib/i18n/client";

/**
 * The product page's related products. Drawn from the card data the quick views need anyway, so the page's RSC
 * payload carries each product once. The server renders the same HTML.
 */
export function RelatedProducts({ products }: { products: (CardProduct & { rating: number })[] }) {
  const t = useMessages("catalog");
  const lang = useLang();
  return (
    <ul className={cardStyles.grid}>
      {products.map((related) => (
        <li key={related.id}>
          <ProductCard product={related} t={t} lang={lang} rating={related.rating} />
        </li>
      ))}
    </ul>
  );
}
