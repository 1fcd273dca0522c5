import "server-only";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { CATEGORY_BOTTOMS, CATEGORY_TOPS } from "@/lib/domain/constants";
import type { SiteChrome } from "@/lib/domain/site-chrome";
import { shopIdentity } from "@/lib/domain/shop-identity";
import { buildFallbackCache, catalogCache } from "../cache/catalog-cache";
import { CACHE_TAGS } from "@/lib/domain/catalog/cache-tags";
import type { ContentLang } from "@/lib/domain/content-translations";
import { getHomePage } from "./home";

export type { ChromeCategory, ChromeSettings, SiteChrome } from "@/lib/domain/site-chrome";

const SETTING_KEYS = [
  "social_url",
  "whatsapp_url",
  "support_email",
  "support_phone",
  "chat_url",
  "contact_email",
] as const;

/** The spec hard-codes TOPS and BOTTOMS in the menu; without the database this is all the header can show. */
const BUILD_FALLBACK: Omit<SiteChrome, "year"> = {
  categories: [
    { id: CATEGORY_TOPS, name: "TOPS", category_subs: [] },
    { id: CATEGORY_BOTTOMS, name: "BOTTOMS", category_subs: [] },
  ],
  shop: shopIdentity({}, "en"),
  settings: {
    social_url: null,
    whatsapp_url: null,
    support_email: null,
    support_phone: null,
    chat_url: null,
    contact_email: null,
  },
};

/**
 * What the header and footer need (categories, the shop's identity in `lang`, contact settings, the year), cached
 * with the home data. Pages that are prerendered during `next build` get the fallback instead (no database at build
 * time), cached for minutes only (the `buildFallback` profile), so the real data replaces it soon after the start.
 */
export async function getSiteChrome(lang: ContentLang = "en"): Promise<SiteChrome> {
  "use cache";
  const year = new Date().getFullYear();
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) {
    buildFallbackCache();
    return { ...BUILD_FALLBACK, year };
  }
  catalogCache(CACHE_TAGS.home);
  const home = await getHomePage(lang);
  const settings = { ...BUILD_FALLBACK.settings };
  for (const key of SETTING_KEYS) settings[key] = home.general_settings[key] || null;
  return {
    year,
    shop: shopIdentity(home.general_settings, lang),
    categories: home.categories.map((c) => ({
      id: c.id,
      name: c.name,
      category_subs: c.category_subs.map((s) => ({ id: s.id, name: s.name })),
    })),
    settings,
  };
}
