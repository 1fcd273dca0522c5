import type { ShopIdentity } from "./shop-identity";

/** What the common header and footer show: the menu categories and the shop's contact settings. */
export interface ChromeCategory {
  id: number;
  name: string;
  category_subs: { id: number; name: string }[];
}

export interface ChromeSettings {
  social_url: string | null;
  whatsapp_url: string | null;
  support_email: string | null;
  support_phone: string | null;
  chat_url: string | null;
  contact_email: string | null;
}

export interface SiteChrome {
  /** The copyright year, read inside the cached chrome (a page's static shell cannot read the clock). */
  year: number;
  categories: ChromeCategory[];
  /** The shop's name, promo bar and service hours in the page's language (lib/domain/shop-identity.ts). */
  shop: ShopIdentity;
  settings: ChromeSettings;
}
