/// <reference lib="webworker" />
import {
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from "serwist";
import { LOCALES } from "@/lib/i18n/config";
import { localHref, splitLocale } from "@/lib/i18n/route";
import { SAVED_IMAGES_LIMITS, SAVED_PAGES_LIMITS, fitsInBytes, isSavedPage } from "@/lib/domain/system/saved-pages";
import { OFFLINE_SEGMENT, SAVED_COPY_QUESTION } from "@/lib/domain/system/worker-registration";
import { SavedPageStrategy } from "./saved-page-strategy";

/**
 * The shop's service worker (docs/adr/0009-offline.md), on Serwist. Bundled by scripts/build-worker.ts.
 * - Precache: the build's style sheets and scripts and each language's offline page (the shell).
 * - Saved pages: visited catalogue and information pages (lib/domain/system/saved-pages.ts), stale-while-revalidate within the
 *   catalogue's client window (CATALOG_CACHE_LIFE.stale); past it the network first, the older copy only offline or
 *   when the network takes longer than SAVED_PAGE_NETWORK_TIMEOUT_MS, and then the page's bar says so
 *   (app/serwist/saved-page-strategy.ts).
 * - Images: stale-while-revalidate. Both caches are bounded in entries and, per entry, in bytes.
 * - Everything else goes to the network and is never stored; a page that cannot be fetched gets the offline page.
 * - A new release activates at once and takes the open pages over (skipWaiting, clientsClaim).
 */
declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const PAGES = "saved-pages";
const IMAGES = "saved-images";

/** A response larger than this is not stored: with the entry bounds, each cache stays under entries × bytes. */
function atMostBytes(max: number): SerwistPlugin {
  return { cacheWillUpdate: async ({ response }) => ((await fitsInBytes(response, max)) ? response : null) };
}

/** A cache's bounds (lib/domain/system/saved-pages.ts): entries and age by Serwist's plugin, bytes per entry by ours. */
function bounded(limits: typeof SAVED_PAGES_LIMITS | typeof SAVED_IMAGES_LIMITS): SerwistPlugin[] {
  const { maxEntries, maxAgeSeconds, maxEntryBytes } = limits;
  return [atMostBytes(maxEntryBytes), new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true })];
}

/** Never store what the server marks private or unstorable, nor an answer reached through a redirect. */
const publicOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const control = response.headers.get("Cache-Control") ?? "";
    return response.redirected || /\b(?:private|no-store)\b/i.test(control) ? null : response;
  },
};

/** The offline page (precached) in the language of the address asked for: /id/checkout → /id/offline. */
const offlinePage = (request: Request) =>
  serwist.matchPrecache(localHref(splitLocale(new URL(request.url).pathname).lang, `/${OFFLINE_SEGMENT}`));

/** A saved page that is neither saved nor reachable: the offline page (Serwist's `fallbacks` skip this strategy). */
const offlineFallback: SerwistPlugin = { handlerDidError: async ({ request }) => offlinePage(request) };

/**
 * The worker's own fetch goes past the browser's HTTP cache, whose stale-while-revalidate (the pages' Cache-Control)
 * would hand it the old page again. (A strategy's fetchOptions are not applied to navigations.) A navigation's
 * request copied with options becomes same-origin mode, as the Fetch standard says.
 */
const pastHttpCache: SerwistPlugin = {
  requestWillFetch: async ({ request }) => new Request(request, { cache: "no-cache" }),
};

const sameOriginGet = (request: Request, sameOrigin: boolean) => sameOrigin && request.method === "GET";

const savedPages = new SavedPageStrategy({
  cacheName: PAGES,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    pastHttpCache,
    publicOnly,
    ...bounded(SAVED_PAGES_LIMITS),
    offlineFallback,
  ],
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOriginGet(request, sameOrigin) && request.headers.get("RSC") === null && isSavedPage(url),
      handler: savedPages,
    },
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOriginGet(request, sameOrigin) && (url.pathname.startsWith("/media/") || url.pathname === "/_next/image"),
      handler: new StaleWhileRevalidate({
        cacheName: IMAGES,
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), publicOnly, ...bounded(SAVED_IMAGES_LIMITS)],
      }),
    },
    // Every other page: to the network, never stored, the offline page when it fails.
    { matcher: ({ request }) => request.mode === "navigate", handler: new NetworkOnly() },
  ],
  // The offline page in the language of the address asked for: /id/checkout → /id/offline.
  fallbacks: {
    entries: LOCALES.map((lang) => ({
      url: localHref(lang, `/${OFFLINE_SEGMENT}`),
      matcher: ({ request }: { request: Request }) =>
        request.destination === "document" && splitLocale(new URL(request.url).pathname).lang === lang,
    })),
  },
});

serwist.addEventListeners();

/** The offline bar asks whether its document is a saved copy shown in place of a slow or failed network. */
self.addEventListener("message", (event) => {
  const question = event.data as { type?: unknown } | null;
  if (question?.type !== SAVED_COPY_QUESTION) return;
  const client = event.source;
  const shown = client !== null && "id" in client && savedPages.savedCopyShownTo(client.id);
  event.ports[0]?.postMessage(shown);
});
