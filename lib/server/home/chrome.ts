import "server-only";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { CATEGORY_BOTTOMS, CATEGORY_TOPS } from "@/lib/domain/constants";
import type { SiteChrome } from "@/lib/domain/site-chrome";
import { getHomePageCached } from "../catalog/cached";

export type { ChromeCategory, ChromeSettings, SiteChrome } from "@/lib/domain/site-chrome";


const SETTING_KEYS = ["social_url", "whatsapp_url", "support_email", "support_phone", "chat_url", "contact_email"] as const;

/** The spec hard-codes TOPS and BOTTOMS in the menu; without the database this is all the header can show. */
const BUILD_FALLBACK: SiteChrome = {
  categories: [
    { id: CATEGORY_TOPS, name: "TOPS", category_subs: [] },
    { id: CATEGORY_BOTTOMS, name: "BOTTOMS", category_subs: [] },
  ],
  settings: { social_url: null, whatsapp_url: null, support_email: null, support_phone: null, chat_url: null, contact_email: null },
};

/**
 * What the header and footer need (categories and contact settings), from the cached home data. Pages that are
 * prerendered during `next build` get the fallback instead (no database at build time); the root layout's
 * revalidate period then refreshes them with the real data.
 */
export async function getSiteChrome(): Promise<SiteChrome> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return BUILD_FALLBACK;
  const home = await getHomePageCached();
  const settings = { ...BUILD_FALLBACK.settings };
  for (const key of SETTING_KEYS) settings[key] = home.general_settings[key] || null;
  return {
    categories: home.categories.map((c) => ({ id: c.id, name: c.name, category_subs: c.category_subs.map((s) => ({ id: s.id, name: s.name })) })),
    settings,
  };
}
