/**
 * Money, dates and plurals in each interface language's own way (issue #20), on the server and in the browser.
 *
 * - English keeps the spec's texts: 'IDR 199,000' and 'D MMM YYYY' ('17 Aug 2026', date-fns' 'd MMM yyyy').
 * - Indonesian: 'Rp 199.000' and Indonesian month names ('17 Agu 2026').
 * - French: '199 000 IDR' (narrow no-break space between thousands) and French month names ('17 août 2026').
 *
 * Money and plurals live in ./locale-money (for the islands that only show prices), French and Indonesian
 * dates in ./locale-date (Intl only); this module adds English dates and the API's dates, and re-exports the rest, so
 * one import serves the server and the pages that show both.
 */
import { parseApiDate } from "./format";
import { formatEnglishDate, formatIntlDate, type DateStyle } from "./locale-date";
import type { FormatLang } from "./locale-money";

export { formatMoney, pluralCategory, type FormatLang } from "./locale-money";
export { formatIntlDate, parseWireDate, type DateStyle } from "./locale-date";

/** 'D MMM YYYY' or 'D MMM YYYY HH:mm' in the language (see formatIntlDate and formatEnglishDate). */
export function formatLocalDate(date: Date, lang: FormatLang, style: DateStyle = "date"): string {
  if (lang === "en") return formatEnglishDate(date, style);
  return formatIntlDate(date, lang, style);
}

/** An API date ('YYYY-MM-DD HH:mm:ss' or ISO) as 'D MMM YYYY' in the language; '-' when missing or unreadable. */
export function formatApiDate(value: string | null | undefined, lang: FormatLang, style: DateStyle = "date"): string {
  const date = parseApiDate(value);
  return date ? formatLocalDate(date, lang, style) : "-";
}
