import type { CardProduct } from "@/components/catalog/card-product";
import { ProductCard } from "@/components/catalog/product-card";
import cardStyles from "@/components/catalog/product-card.module.css";
import type { Locale } from "@/lib/i18n/config";
import type { Catalogue } from "@/lib/i18n/types";

/**
 * The product page's related products, rendered on the server: only each card's links and quick-view button hydrate.
 */
export function RelatedProducts({
  products,
  t,
  lang,
}: {
  products: CardProduct[];
  t: Catalogue["catalog"];
  lang: Locale;
}) {
  return (
    <ul className={cardStyles.grid}>
      {products.map((related) => (
        <li key={related.id}>
          <ProductCard product={related} t={t} lang={lang} />
        </li>
      ))}
    </ul>
  );
}
