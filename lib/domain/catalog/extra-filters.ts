/**
 * The listing's size, colour and price filters without their parsing (./listing-query.ts checks them with zod): what
 * the browser's links, forms and panels need, kept free of zod so that every page's islands stay small. Each
 * function loops over the filters' entries (./listing-filters.ts).
 */
import { EXTRA_FILTER_KEYS, LISTING_FILTERS, type RangeParam, type ValuesParam } from "./listing-filters";

/** The filters' values: several strings for a multi-valued filter, a whole number for each bound of a range. */
export type ExtraFilters = { [K in ValuesParam]?: string[] } & { [K in RangeParam]?: number };

/** An empty value list dropped; a reversed range swapped; a range's lower bound 0 dropped (no bound). */
export function normaliseExtraFilters(f: ExtraFilters): ExtraFilters {
  const out: ExtraFilters = {};
  for (const def of LISTING_FILTERS) {
    if (def.kind === "values") {
      const [param] = def.params;
      if (f[param]?.length) out[param] = f[param];
      continue;
    }
    const [lower, upper] = def.params;
    let [min, max] = [f[lower], f[upper]];
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    if (min) out[lower] = min;
    if (max !== undefined) out[upper] = max;
  }
  return out;
}

function isSet(value: string[] | number | undefined): boolean {
  return Array.isArray(value) ? value.length > 0 : value !== undefined;
}

export function hasExtraFilters(f: ExtraFilters): boolean {
  return EXTRA_FILTER_KEYS.some((key) => isSet(f[key]));
}

/** The filters as query parameters, in a fixed order, several values comma-separated. */
export function extraFilterParams(f: ExtraFilters, params = new URLSearchParams()): URLSearchParams {
  for (const key of EXTRA_FILTER_KEYS) {
    const value = f[key];
    if (isSet(value)) params.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return params;
}

/** Every filter parameter, present even when unset (in the entries' order): a listing query's filter part. */
export function pickExtraFilters(f: ExtraFilters): ExtraFilters {
  return Object.fromEntries(EXTRA_FILTER_KEYS.map((key) => [key, f[key]])) as ExtraFilters;
}

/** Every filter parameter cleared: spread over a listing's filters to drop its size, colour and price choices. */
export function withoutExtraFilters(): Record<keyof ExtraFilters, undefined> {
  return Object.fromEntries(EXTRA_FILTER_KEYS.map((key) => [key, undefined])) as Record<keyof ExtraFilters, undefined>;
}

/** Adds or removes one value of a multi-valued filter. */
export function toggleValue(values: string[] | undefined, value: string): string[] | undefined {
  const current = values ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value].sort();
  return next.length ? next : undefined;
}
