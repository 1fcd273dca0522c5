import { notFound } from "next/navigation";
import { cookies } from "next/headers";
import { LANG_COOKIE, isLocale, toLocale, type Locale } from "./config";
import { messagesFor } from "./catalogues";
import type { Catalogue } from "./types";

/**
 * The language of a page or layout from its `[lang]` segment (the address's prefix, lib/server/http/page-routing.ts). The
 * segment is a param, not a cookie read, so pages stay static and cached per language.
 */
export async function langOf(params: Promise<{ lang: string }>): Promise<Locale> {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return lang;
}

/** The page's language and its catalogue in one call. */
export async function pageMessages(params: Promise<{ lang: string }>): Promise<{ lang: Locale; m: Catalogue }> {
  const lang = await langOf(params);
  return { lang, m: messagesFor(lang) };
}

/** For the few documents outside the `[lang]` tree (the global 404): the cookie itself. Makes the render dynamic. */
export async function cookieLang(): Promise<Locale> {
  return toLocale((await cookies()).get(LANG_COOKIE)?.value);
}
