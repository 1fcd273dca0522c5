/**
 * The script ceilings, in KB (1,024 bytes) of gzip: a guard against regressions, not a design rule. Each was the
 * route's figure when set plus MARGIN_KB, and none may pass the floor page's figure + MAX_ABOVE_FLOOR_KB.
 * Raising one is a one-line change with its reason in the commit message.
 *
 * FIRST_LOAD_CEILINGS_KB: each route's first-load script, read from the build's manifests
 * (scripts/check-script-budget.ts, after every build in `npm test`).
 * TRANSFER_CEILINGS_KB: the script a browser transfers while a page loads (its first load and the chunks it fetches
 * once hydrated, until the network is idle), for the pages `npm run bench` measures; checked by
 * e2e/script-transfer.spec.ts and printed beside the bench's Lighthouse figures.
 */
export const MARGIN_KB = 5;
export const MAX_ABOVE_FLOOR_KB = 45;

export const FIRST_LOAD_CEILINGS_KB: Record<string, number> = {
  "/_global-error": 138,
  "/_not-found": 135,
  "/[lang]": 157,
  "/[lang]/account": 156,
  "/[lang]/account/change-password": 156,
  "/[lang]/account/orders": 158,
  "/[lang]/account/shipping-address": 156,
  "/[lang]/account/wishlist": 157,
  "/[lang]/cart": 158,
  "/[lang]/checkout": 156,
  "/[lang]/dev/outbox": 150,
  "/[lang]/dev/outbox/[id]": 150,
  "/[lang]/faq": 151,
  "/[lang]/forgot-password": 155,
  "/[lang]/hashtag": 150,
  "/[lang]/newsletter/confirm": 150,
  "/[lang]/offline": 150,
  "/[lang]/page-not-found": 150,
  "/[lang]/payment/response": 158,
  "/[lang]/product/[id]": 158,
  "/[lang]/products": 155,
  "/[lang]/products/cached/[...q]": 155,
  "/[lang]/reset-password": 155,
  "/[lang]/shop/[category]": 146,
  "/[lang]/sign-in": 156,
  "/[lang]/sign-up": 156,
  "/[lang]/stores": 150,
  "/[lang]/stores/online-delivery": 150,
  "/[lang]/stores/pickup-on-store": 150,
  "/[lang]/tnc": 150,
};

export const TRANSFER_CEILINGS_KB: Record<string, number> = {};
