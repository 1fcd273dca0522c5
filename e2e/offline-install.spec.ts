import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { readRouteScripts } from "../scripts/script-budget";
import { PHONE_WITH_WORKER, openWithWorker } from "./offline-support";

// Issue #37, points 1, 4 and 6: installable in each language, the worker outside every page's first-load script,
// and a new release taking over on the next navigation.
test.use(PHONE_WITH_WORKER);

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

test("each language links its own manifest (start address, scope, icons with a maskable one, theme colour) and Chromium finds the shop installable", async ({
  page,
}) => {
  for (const [home, lang, name] of [
    ["/", "en", "Storefront — Fashion for Indonesia"],
    ["/id", "id", "Storefront — Fashion untuk Indonesia"],
  ] as const) {
    await openWithWorker(page, home);
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe(`/pwa/${lang}.webmanifest`);
    const manifest = (await (await page.request.get(href!)).json()) as Manifest;
    expect(manifest).toMatchObject({ name, start_url: home, scope: home, display: "standalone" });
    expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toBe(manifest.theme_color);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of manifest.icons) {
      const res = await page.request.get(icon.src);
      expect(res.headers()["content-type"]).toBe("image/png");
      const png = await res.body();
      expect(png.readUInt32BE(16), `${icon.src} is ${icon.sizes}`).toBe(Number(icon.sizes.split("x")[0]));
    }
    // Chromium's own check, the one behind its install prompt and Lighthouse's former installability audit.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito")).toEqual([]);
    await cdp.detach();
  }
});

test("the worker and its registration are no part of any page's first-load script", async ({ page }) => {
  // The build's own account of each page's first-load script files (its manifests, as the script budget reads them):
  // none is the worker, none holds Serwist's code or a registration.
  const distDir = path.resolve(process.env.NEXT_DIST ?? ".next");
  const routes = readRouteScripts(distDir);
  expect(routes.map((route) => route.route)).toContain("/[lang]/products");
  const files = [...new Set(routes.flatMap((route) => route.files))];
  const carrying = files.filter(
    (file) =>
      /serwist|(?:^|\/)sw\.js/i.test(file) ||
      /serwist|serviceWorker\.register\(/i.test(readFileSync(path.join(distDir, file), "utf8")),
  );
  expect(carrying).toEqual([]);

  // And the page as the browser loads it: no script element is the worker, and the registration is one inline script.
  await page.goto("/products");
  await page.waitForLoadState("load");
  const sources = await page
    .locator("script[src]")
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
  expect(sources.length).toBeGreaterThan(0);
  expect(sources.filter((src) => /serwist|\/sw\.js/i.test(src))).toEqual([]);
  const inline = await page.locator("script:not([src])").allTextContents();
  expect(inline.filter((text) => text.startsWith('if("serviceWorker"in navigator)'))).toHaveLength(1);
});

test("a new release takes the open page over at once, so the next navigation is served by it", async ({ page }) => {
  // Two workers install in turn, each fetching the whole precache list: on a busy machine more than the default 45 s.
  test.slow();
  await openWithWorker(page, "/");
  // The next release's worker, at another address (one build cannot make two releases; a real release changes the
  // bytes at the same address, which the browser checks on every navigation).
  const controller = await page.evaluate(async () => {
    const changed = new Promise<string>((resolve) =>
      navigator.serviceWorker.addEventListener(
        "controllerchange",
        () => resolve(navigator.serviceWorker.controller?.scriptURL ?? ""),
        { once: true },
      ),
    );
    await navigator.serviceWorker.register("/serwist/sw.js?release=next", { scope: "/" });
    return changed;
  });
  expect(controller, "the new worker controls the page without a reload or a closed tab").toContain("release=next");

  // The next navigation: a document's controller is the worker that answered its request, read here before any script
  // of the page runs (after `load`, the page registers /serwist/sw.js again, which would take the page back).
  await page.addInitScript(() => {
    (window as Window & { servedBy?: string }).servedBy = navigator.serviceWorker.controller?.scriptURL ?? "none";
  });
  const response = await page.goto("/products");
  expect(response?.fromServiceWorker(), "the page came through the worker's fetch handler").toBe(true);
  const served = await page.evaluate(() => ({
    by: (window as Window & { servedBy?: string }).servedBy,
    workerStart: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).workerStart,
  }));
  expect(served.by, "the next navigation is served by the new release").toContain("/serwist/sw.js?release=next");
  expect(served.workerStart, "a worker handled the navigation").toBeGreaterThan(0);
});
