import { devices, expect, type Page } from "@playwright/test";

export { openWithWorker } from "./browser";

/** A phone (Pixel 7's screen, touch and user agent) with the shop's service worker allowed to run. */
const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 7"];
export const PHONE_WITH_WORKER = {
  viewport,
  userAgent,
  deviceScaleFactor,
  isMobile,
  hasTouch,
  serviceWorkers: "allow" as const,
};

/** The addresses the worker keeps, across all its caches, as paths with their queries. */
export async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        paths.push(url.pathname + url.search);
      }
    }
    return paths;
  });
}

/** The offline bar's text, once it shows. */
export async function expectOfflineBar(page: Page, text: string): Promise<void> {
  await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
}

/** The age in seconds of the worker's saved copy of `path` (its Date header), or null when none is saved. */
async function savedCopyAge(page: Page, path: string): Promise<number | null> {
  return page.evaluate(async (path) => {
    const saved = await (await caches.open("saved-pages")).match(new URL(path, location.origin).href);
    const date = saved?.headers.get("Date");
    return date ? (Date.now() - Date.parse(date)) / 1000 : null;
  }, path);
}

/**
 * Dates the worker's saved copy of `path` back by `seconds`, as if it had been saved that long ago. A revalidation
 * the worker still had under way when the copy was aged saves a fresh copy over it (rightly: the page is then fresh),
 * so the copy is aged again until it stays aged for a second.
 */
export async function ageSavedCopy(page: Page, path: string, seconds: number): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const aged = await page.evaluate(
      async ({ path, seconds }) => {
        const cache = await caches.open("saved-pages");
        const url = new URL(path, location.origin).href;
        const saved = await cache.match(url);
        if (!saved) return false;
        const headers = new Headers(saved.headers);
        headers.set("Date", new Date(Date.now() - seconds * 1000).toUTCString());
        await cache.put(url, new Response(await saved.blob(), { status: saved.status, headers }));
        return true;
      },
      { path, seconds },
    );
    expect(aged, `${path} is saved by the worker`).toBe(true);
    await page.waitForTimeout(1_000);
    if (((await savedCopyAge(page, path)) ?? 0) >= seconds) return;
  }
  throw new Error(`the worker kept saving a fresh copy of ${path} over the aged one`);
}
