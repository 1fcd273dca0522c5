/**
 * Dates without a date library, for the islands that show one (the order pages, the payment return's due time):
 * French and Indonesian from Intl's parts, English from the spec's pattern with a month table, and the API's wire
 * format read. ./locale-format builds on it and adds the API's ISO dates.
 */
import { FORMAT_LOCALES, type FormatLang } from "./locale-money";

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
export function formatIntlDate(date: Date, lang: Exclude<FormatLang, "en">, style: DateStyle = "date"): string {
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

/** date-fns' English 'MMM' (en-GB's Intl would say 'Sept'). */
const ENGLISH_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number) => String(n).padStart(2, "0");

/** The spec's English 'd MMM yyyy' ('17 Aug 2026') or 'd MMM yyyy HH:mm', from the date's local (wall-clock) fields. */
export function formatEnglishDate(date: Date, style: DateStyle = "date"): string {
  const day = `${date.getDate()} ${ENGLISH_MONTHS[date.getMonth()]} ${date.getFullYear()}`;
  return style === "dateTime" ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}

const WIRE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The API's 'YYYY-MM-DD HH:mm:ss' (shop wall-clock time) as a local Date; null for anything else or an impossible date. */
export function parseWireDate(value: string | null | undefined): Date | null {
  const m = value ? WIRE.exec(value.trim()) : null;
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(year!, month! - 1, day!, hour!, minute!, second!);
  const same =
    date.getFullYear() === year &&
    date.getMonth() === month! - 1 &&
    date.getDate() === day &&
    date.getHours() === hour &&
    date.getMinutes() === minute;
  return same && hour! < 24 && minute! < 60 && second! < 60 ? date : null;
}
