/**
 * Money, dates and plurals in each interface language's own way (issue #20), on the server and in the browser.
 *
 * - English keeps the spec's texts: 'IDR 199,000' and 'D MMM YYYY' ('17 Aug 2026').
 * - Indonesian: 'Rp 199.000' and Indonesian month names ('17 Agu 2026').
 * - French: '199 000 IDR' (narrow no-break space between thousands) and French month names ('17 août 2026').
 *
 * Money and plurals live in ./locale-money (no date-fns, for the islands that only show prices); this module adds
 * the dates and re-exports them, so one import serves the server and the pages that show both.
 */
import { format } from "date-fns";
import { parseApiDate } from "./format";
import { FORMAT_LOCALES, type FormatLang } from "./locale-money";

export { formatMoney, pluralCategory, type FormatLang } from "./locale-money";

export type DateStyle = "date" | "dateTime";

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lang: FormatLang, style: DateStyle): Intl.DateTimeFormat {
  const key = `${lang}:${style}`;
  let df = dateFormats.get(key);
  if (!df) {
    df = new Intl.DateTimeFormat(FORMAT_LOCALES[lang], {
      day: "numeric",
      month: "short",
      year: "numeric",
      ...(style === "dateTime" ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } : {}),
      timeZone: "UTC",
    });
    dateFormats.set(key, df);
  }
  return df;
}

/**
 * 'D MMM YYYY' (style 'date') or 'D MMM YYYY HH:mm' (style 'dateTime') from the parts Intl gives, so every language
 * keeps the spec's order and only the month name (and its abbreviation dot) is the language's own. The date is read
 * as shop wall-clock time: the parts are taken in UTC of a date built from its local fields, so no zone shifts it.
 */
export function formatLocalDate(date: Date, lang: FormatLang, style: DateStyle = "date"): string {
  // English is the spec's date-fns pattern as written (en-GB's Intl would say 'Sept').
  if (lang === "en") return format(date, style === "dateTime" ? "d MMM yyyy HH:mm" : "d MMM yyyy");
  const wallClock = new Date(
    Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()),
  );
  const parts = Object.fromEntries(
    dateFormat(lang, style)
      .formatToParts(wallClock)
      .map((part) => [part.type, part.value]),
  ) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
  const day = `${parts.day} ${parts.month} ${parts.year}`;
  return style === "dateTime" ? `${day} ${parts.hour}:${parts.minute}` : day;
}

/** An API date ('YYYY-MM-DD HH:mm:ss' or ISO) as 'D MMM YYYY' in the language; '-' when missing or unreadable. */
export function formatApiDate(value: string | null | undefined, lang: FormatLang, style: DateStyle = "date"): string {
  const date = parseApiDate(value);
  return date ? formatLocalDate(date, lang, style) : "-";
}
