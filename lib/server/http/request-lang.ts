import "server-only";
import { z } from "zod";
import { LANG_COOKIE, LOCALES, type Locale } from "@/lib/i18n/config";

const langSchema = z.enum(LOCALES);

/**
 * The interface language the shopper chose (the `lang` cookie the footer's language list sets), validated: null when
 * the request carries none or an unknown value (another front end calling the API, a first visit), so the caller can
 * keep what it knew (the account's language) instead of falling back to English.
 */
export function requestLang(headers: Pick<Headers, "get">): Locale | null {
  const header = headers.get("cookie");
  if (!header) return null;
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at < 0 || pair.slice(0, at).trim() !== LANG_COOKIE) continue;
    let value = pair.slice(at + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
    const parsed = langSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  }
  return null;
}
