/**
 * What the service worker may keep (app/serwist/sw.ts): the public catalogue and information pages, in every
 * language, which the server itself serves from its shared page cache and so hold nothing personal. Everything else
 * (account, cart, checkout, sign-in, payment, the API, the router's data requests) is never stored: an allow-list, so
 * a page added later is not kept until it is named here. The offline bar says which of the two a page is.
 */
const SAVED_PAGE = /^(?:\/[a-z]{2}(?=\/|$))?(?:\/|\/products|\/product\/\d+|\/shop\/[a-z-]+|\/stores(?:\/online-delivery|\/pickup-on-store)?|\/faq|\/tnc|\/hashtag)?$/;

/** Whether a page address (path only) is kept for offline reading: "/", "/id", "/product/7", "/fr/products". */
export function isSavedPagePath(pathname: string): boolean {
  return SAVED_PAGE.test(pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname);
}

/**
 * Whether a same-origin GET is a saved page: its address is one, and it is a document, not the router's data. A
 * listing with a search is not kept: each one is rendered anew and passes the search gate (search-gate.ts).
 */
export function isSavedPage(url: URL): boolean {
  return !url.searchParams.has("_rsc") && !url.searchParams.has("search") && isSavedPagePath(url.pathname);
}
