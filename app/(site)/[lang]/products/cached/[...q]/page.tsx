import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ABSENT_SEGMENT, CACHED_LISTING_KEYS } from "@/lib/domain/catalog/listing-keys";
import { toLocale } from "@/lib/i18n/config";
import { BUILD_PLACEHOLDER_PARAM } from "@/lib/server/cache/build-placeholder";
import { parseListingParams, type SearchParams } from "@/lib/server/catalog/listing";
import { ListingView, listingMetadata } from "../../listing-view";

/**
 * /products for a query of listing keys only (category, sub-category, group, sale, sort, search, size, colour,
 * price): next.config.ts
 * rewrites it here (lib/server/http/page-routing.ts, `listingRewrites`) with one path segment per key, so each
 * normalised query is a page of its own in the page cache (ISR), rendered on its first request and served from the
 * cache until a catalogue change expires its tags. Shoppers keep the /products?… address.
 */
export function generateStaticParams() {
  return [{ q: [BUILD_PLACEHOLDER_PARAM] }];
}

interface Props {
  params: Promise<{ lang: string; q: string[] }>;
}

/** The path's segments back into the query they came from; null when the path is not one the rewrite makes. */
function queryOf(segments: string[]): SearchParams | null {
  if (segments.length !== CACHED_LISTING_KEYS.length) return null;
  const query: SearchParams = {};
  CACHED_LISTING_KEYS.forEach((key, i) => {
    const value = segments[i];
    if (value !== ABSENT_SEGMENT) query[key] = value;
  });
  return query;
}

async function load(params: Props["params"]) {
  const { lang, q } = await params;
  const query = queryOf(q);
  if (!query) notFound();
  return { lang: toLocale(lang), filters: parseListingParams(query) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, filters } = await load(params);
  return listingMetadata(lang, filters);
}

export default async function CachedListingPage({ params }: Props) {
  const { lang, filters } = await load(params);
  return <ListingView lang={lang} filters={filters} />;
}
