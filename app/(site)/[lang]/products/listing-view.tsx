import type { Metadata } from "next";
import Image from "next/image";
import type { ListingFilters } from "@/lib/domain/catalog/listing-href";
import { LABELS } from "@/lib/domain/messages";
import type { Locale } from "@/lib/i18n/config";
import { pageAlternates } from "@/lib/i18n/alternates";
import { localHref } from "@/lib/i18n/route";
import { messagesFor } from "@/lib/i18n/catalogues";
import { fmt, plural } from "@/lib/i18n/format";
import type { Catalogue } from "@/lib/i18n/types";
import { CategorySidebar } from "@/components/catalog/category-sidebar";
import { InfiniteProducts } from "@/components/catalog/infinite-products";
import { ProductCard } from "@/components/catalog/product-card";
import { SortSelect } from "@/components/catalog/sort-select";
import styles from "@/components/catalog/listing.module.css";
import { FilterPanel } from "@/components/catalog/filter-panel";
import { FilterGroups } from "@/components/catalog/filter-groups";
import { ActiveFilters, activeFilterChips } from "@/components/catalog/active-filters";
import { listingCanonical, listingNoindex } from "@/lib/server/catalog/listing-page";
import { loadListingPage } from "@/lib/server/home/listing-page";
import { PageMain } from "@/components/layout/page-main";
import { getSiteChrome } from "@/lib/server/home/chrome";
import { searchFallback } from "@/lib/server/catalog/no-results";
import { SearchFallback, type SearchFallbackView } from "@/components/catalog/search-fallback";
import type { Category } from "@/lib/domain/catalog/contract";

/** The listing's title: a category's own name, or 'Our Collections' in the shopper's language. */
function coverTitle(title: string, t: Catalogue["catalog"]): string {
  return title === LABELS.defaultListingTitle ? t.listing.defaultTitle : title;
}

/** A listing's title, description, canonical and robots rules (filtered and searched listings are not indexed). */
export async function listingMetadata(lang: Locale, filters: ListingFilters): Promise<Metadata> {
  const m = messagesFor(lang);
  const [{ cover }, { shop }] = await Promise.all([loadListingPage(filters, lang), getSiteChrome(lang)]);
  const t = m.catalog;
  const name = coverTitle(cover.title, t);
  const title = filters.search
    ? fmt(t.meta.search, { term: filters.search })
    : filters.sale
      ? fmt(t.meta.sale, { title: name })
      : name;
  const description = cover.text ?? fmt(t.meta.description, { shop: shop.name });
  const canonical = listingCanonical(filters);
  return {
    title,
    description,
    alternates: pageAlternates(lang, canonical),
    openGraph: { title, description, url: localHref(lang, canonical), images: cover.image ? [cover.image] : undefined },
    robots: listingNoindex(filters) ? { index: false, follow: true } : undefined,
  };
}

/** A search that found nothing: what it offers instead, its categories named in the page's language. */
async function fallbackFor(search: string, categories: Category[]): Promise<SearchFallbackView> {
  const { subCategoryIds, ...rest } = await searchFallback(search);
  const subs = new Map(categories.flatMap((c) => c.category_subs.map((sub) => [sub.id, sub.name] as const)));
  return {
    ...rest,
    categories: subCategoryIds.flatMap((id) => (subs.has(id) ? [{ id, name: subs.get(id) ?? "" }] : [])),
  };
}

/** One listing's whole render: cover, category sidebar, filters, 'Found N Items', sort and page 1 of the grid. */
export async function ListingView({ lang, filters }: { lang: Locale; filters: ListingFilters }) {
  const m = messagesFor(lang);
  const { categories, cover, currentCategoryId, firstPage, facets } = await loadListingPage(filters, lang);
  const t = m.catalog;
  const count = firstPage.product_count;
  const listKey = JSON.stringify(filters);
  const fallback = count === 0 && filters.search ? await fallbackFor(filters.search, categories) : null;
  const active = activeFilterChips(filters, facets, t.filters, lang).length;
  // The phone's sheet holds the filters as well as the categories: it is named for what it holds.
  const toggleLabel = active ? fmt(t.filters.toggleCount, { count: active }) : t.filters.toggle;
  return (
    <PageMain>
      <section className={styles.cover}>
        {cover.image ? (
          <Image src={cover.image} alt="" fill sizes="100vw" loading="eager" fetchPriority="high" />
        ) : null}
        <div className={styles.coverText}>
          <h1>{coverTitle(cover.title, t)}</h1>
          {cover.text ? <p>{cover.text}</p> : null}
        </div>
      </section>
      <div className={`container ${styles.layout}`}>
        <CategorySidebar
          categories={categories}
          categoryId={currentCategoryId}
          categorySubId={filters.category_sub_id}
          t={t.categories}
          toggleLabel={toggleLabel}
          closeLabel={m.common.close}
        >
          <FilterPanel key={listKey} filters={filters} total={count}>
            <FilterGroups filters={filters} facets={facets} t={t.filters} lang={lang} />
          </FilterPanel>
        </CategorySidebar>
        <section aria-labelledby="products-heading">
          <h2 id="products-heading" className="visually-hidden">
            {t.listing.products}
          </h2>
          {filters.search ? (
            <p className={styles.searched}>{fmt(t.listing.searchResults, { term: filters.search })}</p>
          ) : null}
          <div className={styles.toolbar}>
            <p role="status">{plural(count, t.listing.foundOne, t.listing.foundOther, lang)}</p>
            <SortSelect filters={filters} />
          </div>
          <ActiveFilters filters={filters} facets={facets} t={t.filters} lang={lang} />
          <InfiniteProducts key={listKey} filters={filters} firstCount={firstPage.products.length} total={count}>
            {firstPage.products.map((product, i) => (
              <li key={product.id}>
                {/* The first cards of the grid are above the fold: their covers load eagerly. */}
                <ProductCard product={product} t={t} lang={lang} eager={i < 4} />
              </li>
            ))}
          </InfiniteProducts>
          {fallback ? <SearchFallback fallback={fallback} t={t} lang={lang} /> : null}
        </section>
      </div>
    </PageMain>
  );
}
