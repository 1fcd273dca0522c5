/**
 * Money and plural categories in each interface language's own way (issue #20). No date library here: the islands
 * that only show prices or counts import this file, not ./locale-format (which adds the dates).
 *
 * - English keeps the spec's 'IDR 199,000'.
 * - Indonesian: 'Rp 199.000'.
 * - French: '199 000 IDR' (narrow no-break space between thousands, no-break space before the code).
 *
 * Built on Intl (Node and every current browser carry full ICU data, so the server render and the hydration agree).
 * The languages are listed here, not imported from lib/i18n: lib/domain depends on nothing else.
 */
import { formatIDR } from "./money";

export type FormatLang = "en" | "fr" | "id";

/** The BCP 47 tag Intl formats each language with. */
export const FORMAT_LOCALES: Record<FormatLang, string> = { en: "en-GB", fr: "fr-FR", id: "id-ID" };

const numberFormats = new Map<FormatLang, Intl.NumberFormat>();
function numberFormat(lang: FormatLang): Intl.NumberFormat {
  let nf = numberFormats.get(lang);
  if (!nf) {
    nf = new Intl.NumberFormat(FORMAT_LOCALES[lang], { maximumFractionDigits: 0 });
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

const pluralRules = new Map<FormatLang, Intl.PluralRules>();

/** The plural category of a count in the language (Intl.PluralRules): French says '0 produit', English '0 products'. */
export function pluralCategory(count: number, lang: FormatLang): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(FORMAT_LOCALES[lang]);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}
