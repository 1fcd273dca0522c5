import { expect, test } from "@playwright/test";
import { CATALOG_CACHE_LIFE } from "../lib/domain/catalog/cache-life";
import { SAVED_PAGE_NETWORK_TIMEOUT_MS } from "../lib/domain/system/saved-copy";
import { PHONE_WITH_WORKER, ageSavedCopy, cachedPaths, expectOfflineBar, openWithWorker } from "./offline-support";

// Issue #37, patchy networks: a saved page older than the catalogue's window makes the worker ask the network first,
// but it waits at most SAVED_PAGE_NETWORK_TIMEOUT_MS before it shows the saved copy, and the bar says which copy that
// is; offline, an old saved copy still opens. On a phone, with the service worker running.
test.use(PHONE_WITH_WORKER);

const SAVED_COPY_BAR =
  "The connection is slow or interrupted, so this is the page saved on your last visit: prices and stock may have changed.";
const OFFLINE_BAR = "You are offline. This page was saved on your last visit: prices and stock may have changed.";

test("on a stalled network, a saved page older than the window opens after the worker's wait, with a bar saying it is the saved copy", async ({
  page,
  context,
}) => {
  await openWithWorker(page, "/");
  await page.goto("/product/19");
  const heading = page.getByRole("main").getByRole("heading", { level: 1 });
  const name = (await heading.textContent()) ?? "";
  await expect.poll(() => cachedPaths(page)).toContain("/product/19");
  await ageSavedCopy(page, "/product/19", CATALOG_CACHE_LIFE.stale + 60);

  // The shop answers this page three times the worker's wait late. The worker's own fetch goes through the context's
  // routes (the page's navigation is the worker's to answer, so no route sees it).
  const late = 3 * SAVED_PAGE_NETWORK_TIMEOUT_MS;
  let asked = 0;
  await context.route("**/product/19", async (route) => {
    asked += 1;
    await new Promise((resolve) => setTimeout(resolve, late));
    await route.continue().catch(() => undefined);
  });
  const started = Date.now();
  await page.goto("/product/19", { waitUntil: "commit" });
  const waited = Date.now() - started;
  expect(asked, "the worker asked the network first").toBeGreaterThan(0);
  expect(waited, "the worker waited for the network").toBeGreaterThanOrEqual(SAVED_PAGE_NETWORK_TIMEOUT_MS - 250);
  expect(waited, "the saved copy answered long before the network").toBeLessThan(late);

  await expect(heading).toHaveText(name);
  await expectOfflineBar(page, SAVED_COPY_BAR);
  await context.unrouteAll({ behavior: "ignoreErrors" });
});

test("offline, a saved page older than the window still opens, with the offline bar; back online the bar says it is the saved copy", async ({
  page,
  context,
}) => {
  await openWithWorker(page, "/");
  await page.goto("/products");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect.poll(() => cachedPaths(page)).toContain("/products");
  await ageSavedCopy(page, "/products", 2 * 24 * 60 * 60);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("article").first()).toBeVisible();
  await expectOfflineBar(page, OFFLINE_BAR);

  // Back online without a reload: the page on screen is still the copy from the last visit.
  await context.setOffline(false);
  await expectOfflineBar(page, SAVED_COPY_BAR);
});
