import Link from "@/components/ui/local-link";
import type { ProductSummary } from "@/lib/domain/catalog/contract";
import { listingHref } from "@/lib/domain/catalog/listing-href";
import { searchHref } from "@/lib/domain/catalog/search-href";
import type { Locale } from "@/lib/i18n/config";
import type { Catalogue } from "@/lib/i18n/types";
import { ProductCard } from "./product-card";
import cards from "./product-card.module.css";
import styles from "./search-fallback.module.css";

export interface SearchFallbackView {
  closest: ProductSummary[];
  /** The sub-categories the shopper likely means, with their names in the page's language. */
  categories: { id: number; name: string }[];
  popular: { kind: "sold" | "newest"; products: ProductSummary[] };
  searches: string[];
}

interface Props {
  fallback: SearchFallbackView;
  t: Catalogue["catalog"];
  lang: Locale;
}

/** One titled row of cards. */
function Shelf({ title, products, t, lang }: { title: string; products: ProductSummary[] } & Omit<Props, "fallback">) {
  if (products.length === 0) return null;
  return (
    <section className={styles.shelf} aria-label={title}>
      <h3>{title}</h3>
      <ul className={cards.grid}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} t={t} lang={lang} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Below 'Coming Soon!' when a search finds nothing: the categories the shopper likely means, the closest matches,
 * the best sellers (or the newest, before any sale) and popular searches, so a search never ends empty-handed.
 */
export function SearchFallback({ fallback, t, lang }: Props) {
  const f = t.listing.fallback;
  return (
    <div className={styles.fallback}>
      {fallback.categories.length ? (
        <nav className={styles.chips} aria-label={f.categories}>
          <span>{f.categories}</span>
          {fallback.categories.map((sub) => (
            <Link key={sub.id} href={listingHref({ category_sub_id: sub.id })} className={styles.chip}>
              {sub.name}
            </Link>
          ))}
        </nav>
      ) : null}
      <Shelf title={f.closest} products={fallback.closest} t={t} lang={lang} />
      <Shelf
        title={fallback.popular.kind === "sold" ? f.sold : f.newest}
        products={fallback.popular.products}
        t={t}
        lang={lang}
      />
      {fallback.searches.length ? (
        <nav className={styles.chips} aria-label={f.searches}>
          <span>{f.searches}</span>
          {fallback.searches.map((term) => (
            <Link key={term} href={searchHref(term)} className={styles.chip}>
              {term}
            </Link>
          ))}
        </nav>
      ) : null}
    </div>
  );
}
