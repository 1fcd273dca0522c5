import type { Metadata } from "next";
import Image from "next/image";
import { foundItemsLabel } from "@/lib/domain/messages";
import { CategorySidebar } from "@/components/catalog/category-sidebar";
import { InfiniteProducts } from "@/components/catalog/infinite-products";
import { SortSelect } from "@/components/catalog/sort-select";
import styles from "@/components/catalog/listing.module.css";
import { listingCanonical, loadListingPage } from "@/lib/server/catalog/listing-page";
import type { SearchParams } from "@/lib/server/catalog/listing";

interface Props {
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { filters, cover } = await loadListingPage(await searchParams);
  const title = filters.search ? `Search: ${filters.search}` : filters.sale ? `${cover.title} Sale` : cover.title;
  const description = cover.text ?? "Tops and bottoms for men, women and kids at Storefront.";
  const canonical = listingCanonical(filters);
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: { title, description, url: canonical, images: cover.image ? [cover.image] : undefined },
    robots: filters.search ? { index: false, follow: true } : undefined,
  };
}

/** /products: cover, category sidebar, 'Found N Items', sort, and the infinite product grid (page 1 from the server). */
export default async function ProductsPage({ searchParams }: Props) {
  const { filters, categories, cover, currentCategoryId, firstPage } = await loadListingPage(await searchParams);
  const listKey = JSON.stringify(filters);
  return (
    <main id="main">
      <section className={styles.cover}>
        {cover.image ? <Image src={cover.image} alt="" fill preload sizes="100vw" /> : null}
        <div className={styles.coverText}>
          <h1>{cover.title}</h1>
          {cover.text ? <p>{cover.text}</p> : null}
        </div>
      </section>
      <div className={`container ${styles.layout}`}>
        <CategorySidebar categories={categories} categoryId={currentCategoryId} categorySubId={filters.category_sub_id} />
        <section aria-labelledby="products-heading">
          <h2 id="products-heading" className="visually-hidden">Products</h2>
          <div className={styles.toolbar}>
            <p role="status">{foundItemsLabel(firstPage.product_count)}</p>
            <SortSelect filters={filters} />
          </div>
          <InfiniteProducts key={listKey} filters={filters} firstPage={firstPage.products} total={firstPage.product_count} />
        </section>
      </div>
    </main>
  );
}
