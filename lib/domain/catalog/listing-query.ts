/**
 * The listing's own filters beyond category, sub-category, group, sale, sort and search: sizes, colours and a price
 * range, read from /products and `GET products` query parameters. Several values travel comma-separated
 * (`size=M,L`); the no-JavaScript form sends them repeated (`size=M&size=L`), which the page reads too. Values are
 * normalised (trimmed, colours lower-cased, duplicates dropped, sorted) so that one choice has one address.
 */
import { z } from "zod";
import { EXTRA_FILTER_KEYS } from "./listing-keys";
import { FILTER_MSG } from "./messages";
import { normaliseExtraFilters, type ExtraFilters } from "./extra-filters";

export const MAX_FILTER_VALUES = 20;
/** Integer rupiah; more than any price the shop has. */
export const MAX_PRICE = 1_000_000_000;



const SIZE_RE = /^[A-Za-z0-9][A-Za-z0-9 ._/-]{0,19}$/;
const COLOR_RE = /^[\p{L}\p{N}][\p{L}\p{N} '&/.-]{0,39}$/u;

function splitValues(value: unknown): unknown {
  if (value === undefined || value === null || value === "") return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === "string" ? v.split(",") : [v]));
  const cleaned = parts.map((v) => (typeof v === "string" ? v.trim() : v)).filter((v) => v !== "");
  return cleaned.length ? cleaned : undefined;
}

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

const price = z.preprocess(
  (value) => {
    const v = Array.isArray(value) ? value[0] : value;
    if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return undefined;
    return typeof v === "string" && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v;
  },
  z.number({ error: FILTER_MSG.priceInvalid }).int({ error: FILTER_MSG.priceInvalid }).min(0, { error: FILTER_MSG.priceInvalid }).max(MAX_PRICE, { error: FILTER_MSG.priceInvalid }).optional(),
);

/** The zod shape both the page and the API extend their schemas with. */
export const extraFilterShape = {
  size: valueList(SIZE_RE, FILTER_MSG.sizeInvalid, (v) => v.toUpperCase()),
  color: valueList(COLOR_RE, FILTER_MSG.colorInvalid, (v) => v.toLowerCase()),
  price_min: price,
  price_max: price,
};


/** A range the wrong way round is refused by the API; the page swaps it instead (see `normaliseExtraFilters`). */
export function priceRangeValid(f: ExtraFilters): boolean {
  return f.price_min === undefined || f.price_max === undefined || f.price_min <= f.price_max;
}

const pageSchema = z.object(extraFilterShape);

/**
 * The page's reading: each parameter on its own, a broken one ignored rather than failing the page; a reversed
 * price range is swapped.
 */
export function parseExtraFilters(params: Record<string, string | string[] | undefined>): ExtraFilters {
  const out: ExtraFilters = {};
  for (const key of EXTRA_FILTER_KEYS) {
    const parsed = pageSchema.pick({ [key]: true } as { [K in typeof key]: true }).safeParse({ [key]: params[key] });
    if (!parsed.success) continue;
    const value = (parsed.data as ExtraFilters)[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    (out as Record<string, unknown>)[key] = value;
  }
  return normaliseExtraFilters(out);
}
