import { CATALOG_CACHE_LIFE } from "@/lib/domain/catalog/cache-life";

/**
 * What the service worker answers for a saved page (app/serwist/saved-page-strategy.ts, docs/adr/0009-offline.md):
 * the saved copy or the network, and for how long it waits for the network on a patchy connection. Pure: the worker
 * passes in its saved copy, its fetch and the time.
 */

/**
 * Online, how long the worker waits for the network before it shows a saved copy older than the catalogue's client
 * window instead: long enough for a page on a slow but working phone connection, short enough that a shopper on a
 * stalled one (a train, a lift) gets the page they saved rather than a blank screen.
 */
export const SAVED_PAGE_NETWORK_TIMEOUT_MS = 4_000;

/** Whether a saved copy is inside the catalogue's client window (CATALOG_CACHE_LIFE.stale), by its Date header. */
export function isFreshCopy(saved: Response, now: number): boolean {
  const date = Date.parse(saved.headers.get("Date") ?? "");
  return Number.isFinite(date) && now - date <= CATALOG_CACHE_LIFE.stale * 1000;
}

export interface SavedPageAnswer {
  response: Response;
  /** The saved copy stands in for a network that was too slow or failed: the page's offline bar says so. */
  savedCopy: boolean;
}

/**
 * The answer for a saved page, given its saved copy (if any) and the network's fetch, already started (it refreshes
 * the copy whatever is answered):
 * - a copy inside the window: the copy at once (stale-while-revalidate);
 * - an older copy: the network if it answers within SAVED_PAGE_NETWORK_TIMEOUT_MS, else the copy, marked; the copy
 *   at once, marked, when the network fails (offline);
 * - nothing saved: the network however long it takes (there is nothing better to show); its failure is thrown, for
 *   the caller's offline page.
 */
export async function savedOrNetwork(
  saved: Response | undefined,
  network: Promise<Response>,
  now: number,
  timeoutMs = SAVED_PAGE_NETWORK_TIMEOUT_MS,
): Promise<SavedPageAnswer> {
  if (!saved) return { response: await network, savedCopy: false };
  if (isFreshCopy(saved, now)) return { response: saved, savedCopy: false };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, timeoutMs, undefined);
  });
  const answered = await Promise.race([network.catch(() => undefined), timedOut]);
  clearTimeout(timer);
  return answered ? { response: answered, savedCopy: false } : { response: saved, savedCopy: true };
}
