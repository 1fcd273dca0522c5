import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { toLocale } from "@/lib/i18n/config";
import { BUILD_PLACEHOLDER_PARAM } from "@/lib/server/cache/build-placeholder";
import { cachedListingQuery, parseListingParams } from "@/lib/server/catalog/listing";
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

async function load(params: Props["params"]) {
  const { lang, q } = await params;
  const query = cachedListingQuery(q);
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
