/** The languages a database text may be translated into (lib/i18n/config.ts LOCALES; a unit test keeps them equal). */
export const CONTENT_LANGS = ["en", "fr", "id"] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];

/** A row's texts per language, field by field; what is missing falls back to the row's own column. */
export type ContentTranslations<Field extends string = string> = Partial<
  Record<ContentLang, Partial<Record<Field, string>>>
>;

/** The row's text of `field` in `lang`: its translation when there is one, else the column's text. */
export function translated<Field extends string>(
  translations: ContentTranslations<Field> | null | undefined,
  lang: ContentLang,
  field: Field,
  fallback: string,
): string;
export function translated<Field extends string>(
  translations: ContentTranslations<Field> | null | undefined,
  lang: ContentLang,
  field: Field,
  fallback: string | null,
): string | null;
export function translated<Field extends string>(
  translations: ContentTranslations<Field> | null | undefined,
  lang: ContentLang,
  field: Field,
  fallback: string | null,
): string | null {
  const text = translations?.[lang]?.[field];
  return text && text.trim() ? text : fallback;
}
