import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { toLocale } from "@/lib/i18n/config";
import { BUILD_PLACEHOLDER_PARAM } from "@/lib/server/cache/build-placeholder";
import { keepPageOutOfCache } from "@/lib/server/cache/catalog-cache";
import { cachedListingQuery, parseListingParams } from "@/lib/server/catalog/listing";
import { listingKept } from "@/lib/server/catalog/listing-page";
import { loadListingPage } from "@/lib/server/home/listing-page";
import { ListingView, listingMetadata } from "../../listing-view";

/**
 * /products for a query of listing keys only (category, sub-category, group, sale, sort, search, size, colour,
 * price): next.config.ts
 * rewrites it here (lib/server/http/page-routing.ts, `listingRewrites`) with one path segment per key, so each
 * normalised query is a page of its own in the page cache (ISR), rendered on its first request and served from the
 * cache until a catalogue change expires its tags. Shoppers keep the /products?… address. A listing no link of the shop
 * leads to (an unknown category, a size nobody stocks: `listingKept`) is rendered but not kept.
 */
export function generateStaticParams() {
  return [{ q: [BUILD_PLACEHOLDER_PARAM] }];
}

interface Props {
  params: Promise<{ lang: string; q: string[] }>;
}

async function load(params: Props["params"]) {
  const { lang, q } = await params;
  const query = cachedListingQuery(q);
  if (!query) notFound();
  return { lang: toLocale(lang), query, filters: parseListingParams(query) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, filters } = await load(params);
  return listingMetadata(lang, filters);
}

export default async function CachedListingPage({ params }: Props) {
  const { lang, query, filters } = await load(params);
  // The same cached reads ListingView makes: a lookup each.
  const { firstPage, facets } = await loadListingPage(filters, lang);
  if (!listingKept(query, filters, firstPage.product_count, facets)) await keepPageOutOfCache();
  return <ListingView lang={lang} filters={filters} />;
}
