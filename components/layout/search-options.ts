import type { Suggestions } from "@/lib/domain/catalog/contract";
import { searchHref } from "@/lib/domain/catalog/search-href";

export interface SuggestionOption {
  id: string;
  href: string;
}

export const optionId = (i: number) => `site-search-option-${i}`;

/** Products first, then categories, then 'See all results': the order the arrow keys walk. */
export function suggestionOptions(data: Suggestions, term: string): SuggestionOption[] {
  const hrefs = [
    ...data.products.map((p) => `/product/${p.id}`),
    ...data.categories.map((c) => c.href),
    searchHref(term),
  ];
  return hrefs.map((href, i) => ({ id: optionId(i), href }));
}
