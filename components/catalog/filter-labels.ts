/** The filters' texts shared by the panel (a client island) and the active filters above the grid (server). */
import { formatMoney } from "@/lib/domain/locale-money";
import type { Locale } from "@/lib/i18n/config";
import { fmt, plural } from "@/lib/i18n/format";
import type { Catalogue } from "@/lib/i18n/types";

export type FilterTexts = Catalogue["catalog"]["filters"];

/** A price range ('Rp 200.000 to Rp 399.999', 'Under …', '… and over'): a bucket or the shopper's own bounds. */
export function rangeLabel(min: number | undefined, max: number | undefined, t: FilterTexts, lang: Locale): string {
  if (min === undefined) return fmt(t.under, { max: formatMoney((max ?? 0) + 1, lang) });
  if (max === undefined) return fmt(t.over, { min: formatMoney(min, lang) });
  return fmt(t.between, { min: formatMoney(min, lang), max: formatMoney(max, lang) });
}

/** A value's accessible name with the number of products it would leave, in the language's plural. */
export function withCount(value: string, count: number, t: FilterTexts, lang: Locale): string {
  return plural(count, t.valueWithCountOne, t.valueWithCount, lang, { value });
}
