import { devices, expect, type Page } from "@playwright/test";

/** A phone (Pixel 7's screen, touch and user agent) with the shop's service worker allowed to run. */
const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 7"];
export const PHONE_WITH_WORKER = { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, serviceWorkers: "allow" as const };

/** Opens `path` and waits until the service worker is installed (its precache filled) and controls the page. */
export async function openWithWorker(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }));
  });
}

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
