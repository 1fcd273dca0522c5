import { ProductCard } from "@/components/catalog/product-card";
import type { ProductSummary } from "@/lib/domain/catalog/contract";
import type { Locale } from "@/lib/i18n/config";
import type { Catalogue } from "@/lib/i18n/types";
import Link from "@/components/ui/local-link";
import { listingHref } from "@/lib/domain/catalog/listing-href";
import styles from "./best-sellers-rail.module.css";

interface BestSellersRailProps {
  products: ProductSummary[];
  title: string;
  /** The link to the whole listing sorted by best selling. */
  seeAll: string;
  t: Catalogue["catalog"];
  lang: Locale;
}

/** The home page's best sellers: a row of cards that scrolls sideways on a phone, and a link to the listing so sorted. */
export function BestSellersRail({ products, title, seeAll, t, lang }: BestSellersRailProps) {
  if (products.length === 0) return null;
  return (
    <section className={`container ${styles.rail}`} aria-labelledby="home-best-sellers">
      <div className={styles.head}>
        <h2 id="home-best-sellers">{title}</h2>
        <Link href={listingHref({ sort: "POPULAR" })}>{seeAll}</Link>
      </div>
      <ul className={styles.cards}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} t={t} lang={lang} />
          </li>
        ))}
      </ul>
    </section>
  );
}
