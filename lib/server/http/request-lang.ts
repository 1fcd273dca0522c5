import "server-only";
import { z } from "zod";
import { LANG_COOKIE, LOCALES, type Locale } from "@/lib/i18n/config";

const langSchema = z.enum(LOCALES);

/**
 * The shopper's language, validated: the one they chose (the `lang` cookie the footer's language list sets), else the
 * language of the page the request comes from (a plain form post's `lang` field), else the first language of
 * `Accept-Language` the shop speaks (the storefront's calls send their page's language there, so a shopper reading
 * /id/… without a choice made is known to read Indonesian). Null when neither names one (another
 * client, `*`), so the caller can keep what it knew (the account's language) instead of falling back to English.
 */
export function requestLang(headers: Pick<Headers, "get">, pageLang?: unknown): Locale | null {
  const page = langSchema.safeParse(pageLang);
  return cookieLang(headers.get("cookie")) ?? (page.success ? page.data : acceptedLang(headers.get("accept-language")));
}

/** "id-ID,id;q=0.9,en;q=0.8" → id: the preferred language (by q, then order) that is one of ours. */
export function acceptedLang(header: string | null): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split("-")[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { base } of ranked) {
    const parsed = langSchema.safeParse(base);
    if (parsed.success) return parsed.data;
  }
  return null;
}

function cookieLang(header: string | null): Locale | null {
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
