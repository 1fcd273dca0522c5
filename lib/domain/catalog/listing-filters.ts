/**
 * THE description of the listing's own filters (size, colour, price), one entry each: its query parameters, how a
 * value is parsed and normalised, which values a cached listing's path takes, its API messages, its label key in the
 * language catalogues (`catalog.filters`) and where its counts go in the facets. Everything that reads, writes,
 * routes, counts or shows a filter loops over these entries:
 *
 * - parsing: ./listing-query.ts builds the zod shape from `parse` (page and API alike);
 * - writing: ./extra-filters.ts (the listing's links and forms), ./listing-keys.ts (the keys);
 * - routing: lib/server/http/page-routing.ts (the cached listings' path patterns, from `url`);
 * - SQL and facets: lib/server/catalog/filter-queries.ts, the server half, keyed by the same `id`s;
 * - panel and active filters: components/catalog/filter-groups.tsx, components/catalog/active-filters.tsx.
 *
 * No imports at all, and no zod: next.config.ts reads this file (through page-routing.ts) before the `@/` alias
 * exists, and every page's islands load it with the listing's links.
 */

/** At most this many values per multi-valued filter. */
export const MAX_FILTER_VALUES = 20;

/** An API message: its code's last segment (`catalog.filter.<code>`) and its English text. */
interface FilterMessage {
  readonly code: string;
  readonly text: string;
}

/** A filter with several values in one parameter (`size=M,L`; OR between them), counted per value. */
export interface ValuesFilterDef {
  readonly kind: "values";
  readonly id: string;
  readonly params: readonly [string];
  /** Parsing: one value's form (after trimming) and its normalisation, so that one choice has one address. */
  readonly parse: { readonly value: RegExp; readonly normalise: "upper" | "lower" };
  /** One value as a cached listing's path takes it (a stricter form; other values render per request). */
  readonly url: string;
  readonly invalid: FilterMessage;
  /** Its name in the language catalogues (`catalog.filters`). */
  readonly label: string;
  /** Its field in the listing's facets. */
  readonly facet: string;
  /** The panel's layout of its values: chips side by side, one row each, or one row each with a colour swatch. */
  readonly look: "chips" | "rows" | "swatches";
}

/** A range of whole numbers in two parameters (`price_min`, `price_max`; inclusive), counted per bucket. */
export interface RangeFilterDef {
  readonly kind: "range";
  readonly id: string;
  readonly params: readonly [min: string, max: string];
  /** Parsing: the largest value taken. */
  readonly parse: { readonly max: number };
  readonly url: string;
  readonly invalid: FilterMessage;
  /** The API's answer to a range the wrong way round (the page swaps it instead). */
  readonly reversed: FilterMessage;
  /** Its name, and its two inputs' names, in the language catalogues (`catalog.filters`). */
  readonly label: string;
  readonly labels: { readonly min: string; readonly max: string };
  readonly facet: string;
  /** The panel's one-click ranges, inclusive bounds. */
  readonly buckets: ReadonlyArray<{ readonly min?: number; readonly max?: number }>;
  /** The step of the panel's two inputs. */
  readonly step: number;
}

export type FilterDef = ValuesFilterDef | RangeFilterDef;

/** The entries, in the order the panel shows them and the listing's address writes them. */
export const LISTING_FILTERS = [
  {
    kind: "values",
    id: "size",
    params: ["size"],
    parse: { value: /^[A-Za-z0-9][A-Za-z0-9 ._/-]{0,19}$/, normalise: "upper" },
    url: "[A-Za-z0-9][A-Za-z0-9.-]{0,19}",
    invalid: { code: "sizeInvalid", text: "Size filter is not valid." },
    label: "size",
    facet: "sizes",
    look: "chips",
  },
  {
    kind: "values",
    id: "color",
    params: ["color"],
    parse: { value: /^[\p{L}\p{N}][\p{L}\p{N} '&/.-]{0,39}$/u, normalise: "lower" },
    url: "[A-Za-z0-9][A-Za-z0-9-]{0,39}",
    invalid: { code: "colorInvalid", text: "Color filter is not valid." },
    label: "color",
    facet: "colors",
    look: "swatches",
  },
  {
    kind: "range",
    id: "price",
    params: ["price_min", "price_max"],
    // Integer rupiah; more than any price the shop has.
    parse: { max: 1_000_000_000 },
    url: "\\d{1,10}",
    invalid: { code: "priceInvalid", text: "Price must be a whole number of rupiah." },
    reversed: { code: "priceRange", text: "Minimum price must not be above the maximum price." },
    label: "price",
    labels: { min: "priceMin", max: "priceMax" },
    facet: "prices",
    buckets: [{ max: 199_999 }, { min: 200_000, max: 399_999 }, { min: 400_000, max: 699_999 }, { min: 700_000 }],
    step: 1000,
  },
] as const satisfies readonly FilterDef[];

export type ListingFilterDef = (typeof LISTING_FILTERS)[number];
export type FilterId = ListingFilterDef["id"];
export type ValuesDef = Extract<ListingFilterDef, { kind: "values" }>;
export type RangeDef = Extract<ListingFilterDef, { kind: "range" }>;
export type ValuesParam = ValuesDef["params"][number];
export type RangeParam = RangeDef["params"][number];
export type ExtraFilterKey = ValuesParam | RangeParam;

/** Every filter's query parameters, in the entries' order. */
export const EXTRA_FILTER_KEYS: readonly ExtraFilterKey[] = LISTING_FILTERS.flatMap(
  (f): readonly ExtraFilterKey[] => f.params,
);

/** A cached listing's path pattern for each filter parameter: several values comma-separated, as the links write them. */
export function filterUrlPatterns(): Record<ExtraFilterKey, string> {
  const out: Partial<Record<ExtraFilterKey, string>> = {};
  for (const f of LISTING_FILTERS) {
    const pattern = f.kind === "values" ? `${f.url}(?:,${f.url}){0,${MAX_FILTER_VALUES - 1}}` : f.url;
    for (const param of f.params) out[param] = pattern;
  }
  return out as Record<ExtraFilterKey, string>;
}

type Messages<M extends FilterMessage> = { readonly [P in M as P["code"]]: P["text"] };
type FilterMessages = Messages<ListingFilterDef["invalid"] | RangeDef["reversed"]>;

/** The filters' API messages by code (./messages.ts's FILTER_MSG, `catalog.filter.*`). */
export function filterMessages(): FilterMessages {
  const out: Record<string, string> = {};
  for (const f of LISTING_FILTERS) {
    out[f.invalid.code] = f.invalid.text;
    if (f.kind === "range") out[f.reversed.code] = f.reversed.text;
  }
  return out as FilterMessages;
}
