/** Business constants and limits of spec section 9 (and the few product facts of sections 2 and 7). */

export const CURRENCY = "IDR";

export const PAGE_SIZE = 8;
/** Largest page a client may ask of the product list; keeps one request cheap. */
export const MAX_PAGE_SIZE = 48;
export const INFINITE_SCROLL_THRESHOLD = 0.6;

/** The spec's three sorts, then POPULAR: units sold in paid orders of the last 30 days (issue #51 point 7). */
export const SORTS = ["NEWEST", "PRICE_DESC", "PRICE_ASC", "POPULAR"] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  NEWEST: "Newest Items",
  PRICE_DESC: "Price High to Low",
  PRICE_ASC: "Price Low to High",
  POPULAR: "Best Selling",
};
export const DEFAULT_API_SORT: Sort = "NEWEST";
export const DEFAULT_PAGE_SORT: Sort = "PRICE_DESC";

export const CATEGORY_TOPS = 9;
export const CATEGORY_BOTTOMS = 11;
export const GROUP_KIDS = 3;

export const SHIPPING_TYPES = ["ONLINE_DELIVERY", "PICKUP_ON_STORE"] as const;
export type ShippingType = (typeof SHIPPING_TYPES)[number];

export const GENDERS = ["MALE", "FEMALE"] as const;
export type Gender = (typeof GENDERS)[number];

export const PROMO_CATEGORIES = ["SHIPPING", "PRODUCT"] as const;
export type PromoCategory = (typeof PROMO_CATEGORIES)[number];

export const BUNDLING_TYPES = ["GROUP", "SUB_GROUP", "PRODUCT"] as const;
export type BundlingType = (typeof BUNDLING_TYPES)[number];

export const STORAGE_KEYS = {
  state: "state",
  accessToken: "access_token",
  deviceId: "local_device_id",
} as const;

/** The cookie that mirrors the access token so middleware can guard /account/* on the server. */
export const COOKIE_KEYS = {
  accessToken: "access_token",
  /** Set by a sign-in made without script (readable by script, holds no secret): the page's script asks for the token. */
  sessionHandoff: "session_handoff",
} as const;

export const PAGE_LOADER_MS = 2000;
export const SIGN_IN_REDIRECT_MS = 1000;
export const POPUP_DELAY_MS = 2000;
export const SLIDER_AUTOPLAY_MS = 8000;
export const SLIDER_FADE_MS = 600;
export const STICKY_HEADER_PX = 300;
/** The sticky header stays static on screens narrower than this. */
export const STICKY_HEADER_MIN_WIDTH_PX = 576;
export const BACK_TO_TOP_PX = 600;

export const PASSWORD_MIN = 8;
/** Upper bound on a password so hashing a huge input cannot be used to tie up the server. */
export const PASSWORD_MAX = 128;
/** Upper bound on one cart line's quantity (ours: the spec sets no maximum, the database needs one). */
export const MAX_QTY = 999;

/** Stock shown on wishlist cards (spec section 3); their rating is the real one (docs/adr/0014-real-ratings.md). */
export const WISHLIST_CARD_STOCK = 100;

export const BRAND_CODE = "SF";
export const APP_VERSION = "1.1.0";
export const APP_BUILD = "1";
export const DEVICE = "WEB";
export const AUTHORIZATION_TYPE = "USER";
