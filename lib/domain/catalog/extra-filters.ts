/**
 * The listing's size, colour and price filters without their parsing (./listing-query.ts checks them with zod): what
 * the browser's links, forms and panels need, kept free of zod so that every page's islands stay small.
 */
export interface ExtraFilters {
  size?: string[];
  color?: string[];
  price_min?: number;
  price_max?: number;
}

export function normaliseExtraFilters(f: ExtraFilters): ExtraFilters {
  const out: ExtraFilters = {};
  if (f.size?.length) out.size = f.size;
  if (f.color?.length) out.color = f.color;
  let { price_min: min, price_max: max } = f;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min) out.price_min = min;
  if (max !== undefined) out.price_max = max;
  return out;
}

export function hasExtraFilters(f: ExtraFilters): boolean {
  return Boolean(f.size?.length || f.color?.length || f.price_min !== undefined || f.price_max !== undefined);
}

/** The filters as query parameters, in a fixed order, several values comma-separated. */
export function extraFilterParams(f: ExtraFilters, params = new URLSearchParams()): URLSearchParams {
  if (f.size?.length) params.set("size", f.size.join(","));
  if (f.color?.length) params.set("color", f.color.join(","));
  if (f.price_min !== undefined) params.set("price_min", String(f.price_min));
  if (f.price_max !== undefined) params.set("price_max", String(f.price_max));
  return params;
}

/** Adds or removes one value of a multi-valued filter. */
export function toggleValue(values: string[] | undefined, value: string): string[] | undefined {
  const current = values ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value].sort();
  return next.length ? next : undefined;
}

/** Price buckets the panel offers as one-click ranges (integer rupiah, max exclusive-ish: inclusive bounds). */
export const PRICE_BUCKETS: ReadonlyArray<{ min?: number; max?: number }> = [
  { max: 199_999 },
  { min: 200_000, max: 399_999 },
  { min: 400_000, max: 699_999 },
  { min: 700_000 },
];
