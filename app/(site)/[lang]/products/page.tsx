import type { Metadata } from "next";
import { CACHE_TAGS } from "@/lib/domain/catalog/cache-tags";
import type { ListingFilters } from "@/lib/domain/catalog/listing-href";
import { toLocale, type Locale } from "@/lib/i18n/config";
import { catalogCache } from "@/lib/server/cache/catalog-cache";
import { parseListingParams, type SearchParams } from "@/lib/server/catalog/listing";
import { ListingView, listingMetadata } from "./listing-view";

interface Props {
  params: Promise<{ lang: string }>;
  searchParams: Promise<SearchParams>;
}

/**
 * /products with a value the cached listing paths do not take (a search with punctuation, a misspelt sort or price;
 * lib/server/http/page-routing.ts sends every other query to ./cached): rendered per request from the cache of its
 * normalised query and language, which also shows the filter's message. It blocks rather than streams, so its title and robots rules reach <head> (valid HTML).
 */
export const instant = false;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  return listingMetadata(toLocale(lang), parseListingParams(query));
}

/** Reads the query (per request) and normalises it: every spelling of one listing shares one cache entry. */
export default async function ProductsPage({ params, searchParams }: Props) {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  return <CachedListing lang={toLocale(lang)} filters={parseListingParams(query)} />;
}

/** The listing's render, kept per (language, filters) and expired with the catalogue's products. */
async function CachedListing({ lang, filters }: { lang: Locale; filters: ListingFilters }) {
  "use cache";
  catalogCache(CACHE_TAGS.products);
  return <ListingView lang={lang} filters={filters} />;
}
