/**
 * The full search's address for what the shopper typed: the listing with its `search` parameter alone, as
 * `listingHref({ search })` writes it (lib/domain/catalog/listing-href.ts; a unit test holds the two equal). A module
 * of its own so the header's search box, on every page, does not carry the listing's filter vocabulary.
 */
export function searchHref(term: string): string {
  return `/products?${new URLSearchParams({ search: term.trim() })}`;
}
