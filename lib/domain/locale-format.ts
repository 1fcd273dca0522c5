/**
 * Money, dates and plurals in each interface language's own way (issue #20), on the server and in the browser.
 *
 * - English keeps the spec's texts: 'IDR 199,000' and 'D MMM YYYY' ('17 Aug 2026').
 * - Indonesian: 'Rp 199.000' and Indonesian month names ('17 Agu 2026').
 * - French: '199 000 IDR' (narrow no-break space between thousands) and French month names ('17 août 2026').
 *
 * Built on Intl (Node and every current browser carry full ICU data, so the server render and the hydration agree).
 * The languages are listed here, not imported from lib/i18n: lib/domain depends on nothing else.
 */
import { format } from "date-fns";
import { formatIDR } from "./money";
import { parseApiDate } from "./format";

export type FormatLang = "en" | "fr" | "id";

const BCP47: Record<FormatLang, string> = { en: "en-GB", fr: "fr-FR", id: "id-ID" };

const numberFormats = new Map<FormatLang, Intl.NumberFormat>();
function numberFormat(lang: FormatLang): Intl.NumberFormat {
  let nf = numberFormats.get(lang);
  if (!nf) {
    nf = new Intl.NumberFormat(BCP47[lang], { maximumFractionDigits: 0 });
    numberFormats.set(lang, nf);
  }
  return nf;
}

/** Whole rupiah in the language's way: en 'IDR 199,000', id 'Rp 199.000', fr '199 000 IDR'. */
export function formatMoney(amount: number, lang: FormatLang): string {
  if (lang === "en") return formatIDR(amount);
  const whole = Number.isFinite(amount) ? Math.round(amount) : 0;
  const digits = numberFormat(lang).format(Math.abs(whole));
  const signed = whole < 0 ? `-${digits}` : digits;
  return lang === "id" ? `Rp ${signed}` : `${signed}\u00a0IDR`;
}

type DateStyle = "date" | "dateTime";

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lang: FormatLang, style: DateStyle): Intl.DateTimeFormat {
  const key = `${lang}:${style}`;
  let df = dateFormats.get(key);
  if (!df) {
    df = new Intl.DateTimeFormat(BCP47[lang], {
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

/** The plural category of a count in the language (Intl.PluralRules): French says '0 produit', English '0 products'. */
export function pluralCategory(count: number, lang: FormatLang): Intl.LDMLPluralRule {
  return new Intl.PluralRules(BCP47[lang]).select(count);
}
