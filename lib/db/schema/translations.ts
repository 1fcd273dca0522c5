import { jsonb } from "drizzle-orm/pg-core";
import type { ContentTranslations } from "../../domain/content-translations";

/**
 * A row's texts in the other languages (`{ "id": { "name": "ATASAN" }, "fr": { "name": "HAUTS" } }`): the columns
 * hold the default text, a language without an entry (or a field without one) shows it.
 */
export function translationsColumn<Field extends string>() {
  return jsonb("translations").$type<ContentTranslations<Field>>().notNull().default({});
}
