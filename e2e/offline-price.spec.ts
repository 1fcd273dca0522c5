import { expect, test } from "@playwright/test";
import { CATALOG_CACHE_LIFE } from "../lib/domain/catalog/cache-life";
import { runOps } from "./orders-support";
import { PHONE_WITH_WORKER, ageSavedCopy, openWithWorker } from "./offline-support";
import { firstListed, runRevalidate } from "./revalidate-support";

// Issue #37, point 4: after a revalidation, a client with the worker never shows an old price for longer than the
// page cache's own window (the catalogue's client window, CATALOG_CACHE_LIFE.stale). The price is read through the
// worker: its saved copy inside the window is refreshed behind the page, an older one is shown online only when the
// network takes longer than SAVED_PAGE_NETWORK_TIMEOUT_MS, under a bar that says so (e2e/offline-patchy.spec.ts). The
// worker's fetch goes past Chromium's HTTP cache, whose stale-while-revalidate would hand it the old page (the
// `pastHttpCache` plugin in app/serwist/sw.ts).
test.use(PHONE_WITH_WORKER);

const NEW_NET = 2_150_000;
const NEW_RETAIL = 2_450_000;

test("a changed price shows through the worker: at once past the window, on the next view inside it", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const product = await firstListed(page, "group_id=1&sort=NEWEST");
  const oldPrice = `IDR ${product.grand_price.toLocaleString("en-US")}`;
  const productPage = `/product/${product.id}`;
  const card = page.getByRole("article", { name: product.product_name, exact: true });

  await openWithWorker(page, "/");
  await page.goto(productPage);
  await expect(page.getByRole("main").getByText(oldPrice, { exact: true }).first()).toBeVisible();
  await page.goto("/shop/men");
  await expect(card).toContainText(oldPrice);

  try {
    runOps(baseURL!, "price", String(product.id), String(NEW_NET), String(NEW_RETAIL));
    expect(runRevalidate(baseURL!)).toContain("Revalidated: catalog");

    const served = await (await page.request.get(productPage)).text();
    expect(served, "the server itself serves the new price").toContain("2,150,000");

    // Saved longer ago than the window: the worker asks the network first, so the very first view is new.
    await ageSavedCopy(page, productPage, CATALOG_CACHE_LIFE.stale + 1);
    await page.goto(productPage);
    await expect(page.getByRole("main").getByText("IDR 2,150,000", { exact: true }).first()).toBeVisible();

    // Inside the window: the saved copy may show once while the worker refreshes it; the next view is new.
    await page.goto("/shop/men");
    await expect(card).toBeVisible();
    await expect(async () => {
      await page.goto("/shop/men");
      await expect(card).toContainText("IDR 2,150,000", { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  } finally {
    // Later test files expect the demo catalogue's prices.
    runOps(baseURL!, "price", String(product.id), String(product.net_price), String(product.retail_price));
    runRevalidate(baseURL!);
  }
});
