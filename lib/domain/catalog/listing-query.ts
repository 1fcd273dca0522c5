/**
 * The listing's own filters beyond category, sub-category, group, sale, sort and search (./listing-filters.ts's
 * entries: sizes, colours and a price range), read from /products and `GET products` query parameters. Several
 * values travel comma-separated (`size=M,L`); the no-JavaScript form sends them repeated (`size=M&size=L`), which the
 * page reads too. Values are normalised (trimmed, case folded as the entry says, duplicates dropped, sorted) so that
 * one choice has one address.
 */
import { z } from "zod";
import {
  EXTRA_FILTER_KEYS,
  LISTING_FILTERS,
  MAX_FILTER_VALUES,
  type RangeParam,
  type ValuesParam,
} from "./listing-filters";
import { normaliseExtraFilters, type ExtraFilters } from "./extra-filters";

function splitValues(value: unknown): unknown {
  if (value === undefined || value === null || value === "") return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === "string" ? v.split(",") : [v]));
  const cleaned = parts.map((v) => (typeof v === "string" ? v.trim() : v)).filter((v) => v !== "");
  return cleaned.length ? cleaned : undefined;
}

const CASES = { upper: (v: string) => v.toUpperCase(), lower: (v: string) => v.toLowerCase() };

function valueList(re: RegExp, message: string, normalise: (v: string) => string) {
  return z.preprocess(
    splitValues,
    z
      .array(z.string({ error: message }).regex(re, { error: message }), { error: message })
      .max(MAX_FILTER_VALUES, { error: message })
      .transform((values) => [...new Set(values.map(normalise))].sort())
      .optional(),
  );
}

function wholeNumber(max: number, message: string) {
  return z.preprocess(
    (value) => {
      const v = Array.isArray(value) ? value[0] : value;
      if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return undefined;
      return typeof v === "string" && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v;
    },
    z
      .number({ error: message })
      .int({ error: message })
      .min(0, { error: message })
      .max(max, { error: message })
      .optional(),
  );
}

type ExtraFilterShape = { [K in ValuesParam]: ReturnType<typeof valueList> } & {
  [K in RangeParam]: ReturnType<typeof wholeNumber>;
};

function buildShape(): ExtraFilterShape {
  const shape: Record<string, z.ZodType> = {};
  for (const f of LISTING_FILTERS) {
    if (f.kind === "values") shape[f.params[0]] = valueList(f.parse.value, f.invalid.text, CASES[f.parse.normalise]);
    else for (const param of f.params) shape[param] = wholeNumber(f.parse.max, f.invalid.text);
  }
  return shape as ExtraFilterShape;
}

/** The zod shape both the page and the API extend their schemas with, one field per filter parameter. */
export const extraFilterShape = buildShape();

/** The first range given the wrong way round, with the API's answer to it (the page swaps it instead). */
export function reversedRange(f: ExtraFilters): { message: string; param: string } | null {
  for (const def of LISTING_FILTERS) {
    if (def.kind !== "range") continue;
    const [min, max] = [f[def.params[0]], f[def.params[1]]];
    if (min !== undefined && max !== undefined && min > max)
      return { message: def.reversed.text, param: def.params[0] };
  }
  return null;
}

/** A range the wrong way round is refused by the API; the page swaps it instead (see `normaliseExtraFilters`). */
export function priceRangeValid(f: ExtraFilters): boolean {
  return reversedRange(f) === null;
}

const pageSchema = z.object(extraFilterShape);

/**
 * The page's reading: each parameter on its own, a broken one ignored rather than failing the page; a reversed
 * range is swapped.
 */
export function parseExtraFilters(params: Record<string, string | string[] | undefined>): ExtraFilters {
  const out: Record<string, unknown> = {};
  for (const key of EXTRA_FILTER_KEYS) {
    const parsed = pageSchema.shape[key].safeParse(params[key]);
    if (!parsed.success) continue;
    const value = parsed.data;
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = value;
  }
  return normaliseExtraFilters(out as ExtraFilters);
}
