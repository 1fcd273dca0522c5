import { ProductRail } from "@/components/catalog/product-rail";
import { type CardProduct, toCardProduct } from "@/components/catalog/card-product";
import type { Locale } from "@/lib/i18n/config";
import type { Catalogue } from "@/lib/i18n/types";

/** The home page's 'New arrivals' rail: the newest products (lib/server/home/new-arrivals.ts) as the listing's cards. */
export function NewArrivals({ products, t, lang }: { products: CardProduct[]; t: Catalogue["catalog"]; lang: Locale }) {
  if (products.length === 0) return null;
  return (
    <ProductRail
      id="new-arrivals"
      title={t.rails.newArrivals}
      products={products.map(toCardProduct)}
      t={t}
      lang={lang}
    />
  );
}
