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

/** Dates the worker's saved copy of `path` back by `seconds`, as if it had been saved that long ago. */
export async function ageSavedCopy(page: Page, path: string, seconds: number): Promise<void> {
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
}
