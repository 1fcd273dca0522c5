/**
 * What the service worker may keep (app/serwist/sw.ts): the public catalogue and information pages, in every
 * language, which the server itself serves from its shared page cache and so hold nothing personal. Everything else
 * (account, cart, checkout, sign-in, payment, the API, the router's data requests) is never stored: an allow-list, so
 * a page added later is not kept until it is named here. The offline bar says which of the two a page is.
 */
const SAVED_PAGE =
  /^(?:\/[a-z]{2}(?=\/|$))?(?:\/|\/products|\/product\/\d+|\/shop\/[a-z-]+|\/stores(?:\/online-delivery|\/pickup-on-store)?|\/faq|\/tnc|\/hashtag)?$/;

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

const KIB = 1024;
const DAY = 24 * 60 * 60;

/** The saved pages' cache: at most 40 pages of at most 512 KiB each (20 MiB in all), none older than 7 days. */
export const SAVED_PAGES_LIMITS = { maxEntries: 40, maxEntryBytes: 512 * KIB, maxAgeSeconds: 7 * DAY } as const;

/** The saved images' cache (/media, /_next/image): at most 120 of at most 300 KiB each (about 35 MiB), 30 days. */
export const SAVED_IMAGES_LIMITS = { maxEntries: 120, maxEntryBytes: 300 * KIB, maxAgeSeconds: 30 * DAY } as const;

/**
 * The size a response's headers declare for what the cache will keep, or null when only its body can tell: no length,
 * a length that is not a number, or a compressed answer (its Content-Length counts the compressed bytes, the cache
 * keeps the decoded body).
 */
function declaredBytes(headers: Headers): number | null {
  const length = headers.get("Content-Length")?.trim() ?? "";
  return /^\d+$/.test(length) && !headers.has("Content-Encoding") ? Number(length) : null;
}

/**
 * Whether a response is at most `max` bytes as the cache would keep it (the worker's byte bound per entry): by its
 * declared length, else by reading a copy of its body up to one chunk past the bound, so a large answer is never read
 * whole. The response itself stays unread.
 */
export async function fitsInBytes(response: Response, max: number): Promise<boolean> {
  const declared = declaredBytes(response.headers);
  if (declared !== null) return declared <= max;
  const body = response.clone().body;
  if (!body) return true;
  const reader = body.getReader();
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > max) {
      // Not awaited: a copy's cancel settles only once the response itself is cancelled or read (a tee's rule).
      void reader.cancel();
      return false;
    }
  }
  return true;
}
