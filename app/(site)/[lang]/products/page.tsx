import type { Metadata } from "next";
import { LABELS } from "@/lib/domain/messages";
import { fmt, plural } from "@/lib/i18n/format";
import { pageMessages } from "@/lib/i18n/server";
import type { Catalogue } from "@/lib/i18n/types";
import { CategorySidebar } from "@/components/catalog/category-sidebar";
import { cardImageTemplate } from "@/components/catalog/card-image-server";
import { InfiniteProducts } from "@/components/catalog/infinite-products";
import { SortSelect } from "@/components/catalog/sort-select";
import styles from "@/components/catalog/listing.module.css";
import { Img } from "@/components/ui/img";
import { lcpImgProps } from "@/components/ui/img-props";
import { FilterPanel } from "@/components/catalog/filter-panel";
import { listingCanonical, listingNoindex, loadListingPage } from "@/lib/server/catalog/listing-page";
import type { SearchParams } from "@/lib/server/catalog/listing";

interface Props {
  params: Promise<{ lang: string }>;
  searchParams: Promise<SearchParams>;
}

/** The listing's title: a category's own name, or 'Our Collections' in the shopper's language. */
function coverTitle(title: string, t: Catalogue["catalog"]): string {
  return title === LABELS.defaultListingTitle ? t.listing.defaultTitle : title;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ m }, { filters, cover }] = await Promise.all([pageMessages(params), searchParams.then(loadListingPage)]);
  const t = m.catalog;
  const name = coverTitle(cover.title, t);
  const title = filters.search ? fmt(t.meta.search, { term: filters.search }) : filters.sale ? fmt(t.meta.sale, { title: name }) : name;
  const description = cover.text ?? t.meta.description;
  const canonical = listingCanonical(filters);
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: { title, description, url: canonical, images: cover.image ? [cover.image] : undefined },
    robots: listingNoindex(filters) ? { index: false, follow: true } : undefined,
  };
}

/** /products: cover, category sidebar, 'Found N Items', sort, and the infinite product grid (page 1 from the server). */
export default async function ProductsPage({ params, searchParams }: Props) {
  const [{ lang, m }, { filters, categories, cover, currentCategoryId, firstPage, facets }] = await Promise.all([
    pageMessages(params),
    searchParams.then(loadListingPage),
  ]);
  const t = m.catalog;
  const count = firstPage.product_count;
  const listKey = JSON.stringify(filters);
  return (
    <main id="main">
      <section className={styles.cover}>
        {cover.image ? <Img {...lcpImgProps({ src: cover.image, alt: "", fill: true, sizes: "100vw" })} /> : null}
        <div className={styles.coverText}>
          <h1>{coverTitle(cover.title, t)}</h1>
          {cover.text ? <p>{cover.text}</p> : null}
        </div>
      </section>
      <div className={`container ${styles.layout}`}>
        <CategorySidebar categories={categories} categoryId={currentCategoryId} categorySubId={filters.category_sub_id} t={t.categories}>
          <FilterPanel key={listKey} filters={filters} facets={facets} />
        </CategorySidebar>
        <section aria-labelledby="products-heading">
          <h2 id="products-heading" className="visually-hidden">{t.listing.products}</h2>
          <div className={styles.toolbar}>
            <p role="status">{plural(count, t.listing.foundOne, t.listing.foundOther, lang)}</p>
            <SortSelect filters={filters} />
          </div>
          <InfiniteProducts key={listKey} filters={filters} firstPage={firstPage.products} total={count} imageTemplate={cardImageTemplate()} />
        </section>
      </div>
    </main>
  );
}
