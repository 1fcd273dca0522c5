import { pluralCategory } from "@/lib/domain/locale-money";
import type { Locale } from "./config";

/**
 * Fills the `{name}` placeholders of a catalogue text. Catalogues hold plain strings (they cross the server/client
 * boundary as data), so every variable part is a placeholder; an unknown placeholder is left as written.
 */
export function fmt(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
}

/**
 * Picks the singular or plural text by the language's plural rules (Intl.PluralRules): `one` for the category
 * 'one' (English 1; French 0 and 1), else `other` (French 'many' included). Indonesian has no singular, so its
 * catalogue gives both forms the same text. `vars` fills the template's other placeholders.
 */
export function plural(
  count: number,
  one: string,
  other: string,
  lang: Locale,
  vars: Record<string, string | number> = {},
): string {
  return fmt(pluralCategory(count, lang) === "one" ? one : other, { ...vars, count });
}
