import "server-only";
import { DEFAULT_PAGE_SORT, PAGE_SIZE } from "@/lib/domain/constants";
import { LABELS } from "@/lib/domain/messages";
import { parseExtraFilters } from "@/lib/domain/catalog/listing-query";
import { pickExtraFilters } from "@/lib/domain/catalog/extra-filters";
import type { Category, CategorySub } from "@/lib/domain/catalog/contract";
import type { ListingFilters } from "@/lib/domain/catalog/listing-href";
import { productsQuerySchema, type ProductsQuery } from "@/lib/domain/catalog/query";
import { ABSENT_SEGMENT, CACHED_LISTING_KEYS, LISTING_KEYS } from "@/lib/domain/catalog/listing-keys";

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * A cached listing's path segments (lib/server/http/page-routing.ts) back into the query they came from; null when
 * the path is not one the rewrite makes. Next hands a catch-all's segments over as they stand in the path,
 * percent-encoded ("crop%20top"); the rewrite writes only values without "%", so one decoding gives the value back.
 */
export function cachedListingQuery(segments: readonly string[]): SearchParams | null {
  if (segments.length !== CACHED_LISTING_KEYS.length) return null;
  const query: SearchParams = {};
  for (const [i, key] of CACHED_LISTING_KEYS.entries()) {
    const value = decodeSegment(segments[i]);
    if (value === null) return null;
    if (value !== ABSENT_SEGMENT) query[key] = value;
  }
  return query;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * /products query parameters into filters. The page's default sort is PRICE_DESC (the API's is NEWEST); a broken
 * parameter is ignored rather than failing the page.
 */
export function parseListingParams(params: SearchParams): ListingFilters {
  const input: Record<string, string> = {};
  for (const key of LISTING_KEYS) {
    const raw = params[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined && value !== "") input[key] = value;
  }
  input.sort ??= DEFAULT_PAGE_SORT;
  let parsed = productsQuerySchema.safeParse(input);
  while (!parsed.success) {
    const bad = parsed.error.issues[0]?.path[0];
    if (typeof bad !== "string" || !(bad in input)) break;
    delete input[bad];
    if (bad === "sort") input.sort = DEFAULT_PAGE_SORT;
    parsed = productsQuerySchema.safeParse(input);
  }
  const q: ProductsQuery = parsed.success ? parsed.data : productsQuerySchema.parse({ sort: DEFAULT_PAGE_SORT });
  const filters: ListingFilters = { sort: q.sort };
  if (q.category_id) filters.category_id = q.category_id;
  if (q.category_sub_id) filters.category_sub_id = q.category_sub_id;
  if (q.group_id) filters.group_id = q.group_id;
  if (q.sale) filters.sale = 1;
  if (q.search) filters.search = q.search;
  return { ...filters, ...parseExtraFilters(params) };
}

/** The first page of a listing, as `listProducts` takes it. */
export function firstPageQuery(filters: ListingFilters): ProductsQuery {
  return {
    page: 1,
    limit: PAGE_SIZE,
    category_id: filters.category_id,
    category_sub_id: filters.category_sub_id,
    group_id: filters.group_id,
    sale: filters.sale === 1,
    sort: filters.sort,
    search: filters.search ?? "",
    ...pickExtraFilters(filters),
  };
}

export interface ListingCover {
  title: string;
  text: string | null;
  image: string | null;
}

/**
 * Cover rules of the listing: a sub-category with show_cover 1 uses its own image, text and name; any other
 * sub-category falls back to its parent category; a category uses its own; otherwise 'Our Collections'.
 */
export function resolveListingCover(input: {
  category: Pick<Category, "name" | "cover_image_url" | "cover_text"> | null;
  sub: (Pick<CategorySub, "name" | "cover_image_url" | "cover_text" | "category"> & { show_cover: number }) | null;
  defaultImage: string | null;
}): ListingCover {
  const { sub, category } = input;
  if (sub && sub.show_cover === 1) return { title: sub.name, text: sub.cover_text, image: sub.cover_image_url };
  const parent = sub ? sub.category : category;
  if (parent)
    return { title: parent.name, text: parent.cover_text, image: parent.cover_image_url ?? input.defaultImage };
  return { title: LABELS.defaultListingTitle, text: null, image: input.defaultImage };
}
