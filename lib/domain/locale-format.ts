/**
 * Money, dates and plurals in each interface language's own way (issue #20), on the server and in the browser.
 *
 * - English keeps the spec's texts: 'IDR 199,000' and 'D MMM YYYY' ('17 Aug 2026').
 * - Indonesian: 'Rp 199.000' and Indonesian month names ('17 Agu 2026').
 * - French: '199 000 IDR' (narrow no-break space between thousands) and French month names ('17 août 2026').
 *
 * Dates come from `Intl` alone (ADR 0012): its parts, put in the spec's order, so only the month name is the
 * language's own. Money and plurals live in ./locale-money (for the islands that only show prices).
 */
import type { FormatLang } from "./locale-money";

export { formatMoney, pluralCategory, type FormatLang } from "./locale-money";

export type DateStyle = "date" | "dateTime";

/** The locale whose month abbreviations each language shows; English's are en-US's ('Sep'; en-GB says 'Sept'). */
const DATE_LOCALES: Record<FormatLang, string> = { en: "en-US", fr: "fr-FR", id: "id-ID" };

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lang: FormatLang, style: DateStyle): Intl.DateTimeFormat {
  const key = `${lang}:${style}`;
  let df = dateFormats.get(key);
  if (!df) {
    df = new Intl.DateTimeFormat(DATE_LOCALES[lang], {
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
 * 'D MMM YYYY' (style 'date') or 'D MMM YYYY HH:mm' (style 'dateTime') in the language. The date is read as shop
 * wall-clock time: the parts are taken in UTC of a date built from its local fields, so no time zone shifts it.
 */
export function formatLocalDate(date: Date, lang: FormatLang, style: DateStyle = "date"): string {
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

/**
 * The API's dates: its 'YYYY-MM-DD HH:mm:ss' (shop wall-clock time) and any ISO 8601 calendar date, with or without
 * a time. Without a zone the time is local; with 'Z' or an offset it is that instant.
 */
const API_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,3})\d*)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** Reads an API date (see API_DATE); null when missing, in another form, or impossible ('2026-02-30', '24:00'). */
export function parseApiDate(value: string | null | undefined): Date | null {
  const m = value ? API_DATE.exec(value.trim()) : null;
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part ?? 0)) as number[];
  const ms = Number((m[7] ?? "0").padEnd(3, "0"));
  const zone = m[8];
  if (month! < 1 || month! > 12 || hour! > 23 || minute! > 59 || second! > 59) return null;
  const fields = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!, ms);
  const check = new Date(fields);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month! - 1) return null;
  if (zone === undefined) return new Date(year!, month! - 1, day!, hour!, minute!, second!, ms);
  if (zone === "Z") return check;
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  const offsetMinutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0);
  return new Date(fields - sign * offsetMinutes * 60_000);
}

/** An API date as 'D MMM YYYY' (or with its time) in the language; '-' when missing or unreadable. */
export function formatApiDate(value: string | null | undefined, lang: FormatLang, style: DateStyle = "date"): string {
  const date = parseApiDate(value);
  return date ? formatLocalDate(date, lang, style) : "-";
}
