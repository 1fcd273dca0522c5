import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { signUpInBrowser } from "./account-helpers";
import { holdScripts } from "./hydration-support";
import { overflowOf, phoneContext, scrollUntilAttached } from "./phone-support";

// Issue #51, points 3, 5 and 6 on a 390 px phone in Indonesian: recently viewed on the home and product pages, the
// cards' wishlist heart (guest, signed in, before hydration, without script), and the home page's rails. Recently
// viewed sits at the foot of the page and loads as the shopper scrolls towards it.

// Pages render on their first request and the machine may be busy: room for that in each flow.
test.describe.configure({ timeout: 180_000 });
test.use({ navigationTimeout: 60_000 });
const ARRIVAL = { timeout: 30_000 };

const FIRST = 19;
const SECOND = 43;

async function nameOf(request: APIRequestContext, id: number): Promise<string> {
  const res = await request.get(`/api/v1/product?id=${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { product: { product_name: string } } }).data.product.product_name;
}

const recentlyViewed = (page: Page) => page.getByRole("region", { name: "Terakhir dilihat" });
const cardNames = (rail: Locator) => rail.getByRole("article").evaluateAll((cards) => cards.map((c) => c.ariaLabel));

/** The ids this browser keeps as recently viewed, newest first. */
const keptIds = (page: Page) =>
  page.evaluate(() =>
    (
      (JSON.parse(localStorage.getItem("recently_viewed") ?? "{}") as { state?: { viewed?: { id: number }[] } }).state
        ?.viewed ?? []
    ).map((v) => v.id),
  );

/** Opens a product page and waits for the browser to keep the view (done once the page is interactive). */
async function openProduct(page: Page, id: number, name: string): Promise<void> {
  await page.goto(`/id/product/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect.poll(async () => (await keptIds(page))[0], ARRIVAL).toBe(id);
}

/**
 * A phone whose home page keeps its offer popup back (tested on its own, e2e/home-popup-overlays.spec.ts): scrolling
 * down to recently viewed takes longer than its delay, and it would cover the rail.
 */
async function phoneWithoutPopup(browser: Browser, width: number): Promise<BrowserContext> {
  const context = await phoneContext(browser, width);
  await context.addInitScript(() => sessionStorage.setItem("interstitial_seen", "1"));
  return context;
}

/** The first card of the listing, once its buttons work (its quick view is enabled on hydration). */
async function hydratedFirstCard(page: Page): Promise<Locator> {
  const card = page.getByRole("main").getByRole("article").first();
  await expect(card.getByRole("button", { name: /^Lihat cepat/ })).toBeEnabled();
  return card;
}

test.describe("recently viewed", () => {
  let context: BrowserContext;
  test.afterEach(() => context?.close());

  test("the products opened show on the home and product pages, newest first, and Hapus empties the list", async ({
    browser,
    request,
  }) => {
    context = await phoneWithoutPopup(browser, 390);
    const page = await context.newPage();
    const [first, second] = [await nameOf(request, FIRST), await nameOf(request, SECOND)];

    await page.goto("/id");
    await expect(page.getByRole("region", { name: "Produk terbaru" })).toBeVisible();
    await expect(recentlyViewed(page)).toHaveCount(0);

    await openProduct(page, FIRST, first);
    await openProduct(page, SECOND, second);
    // On a product page, the product on show is left out.
    const onProduct = recentlyViewed(page);
    await scrollUntilAttached(page, onProduct);
    await expect(onProduct.getByRole("article")).toHaveCount(1, ARRIVAL);
    expect(await cardNames(onProduct)).toEqual([first]);

    await page.goto("/id");
    const onHome = recentlyViewed(page);
    await scrollUntilAttached(page, onHome);
    await expect(onHome.getByRole("article")).toHaveCount(2, ARRIVAL);
    expect(await cardNames(onHome)).toEqual([second, first]);
    // The cards are the listing's: price and the wishlist heart.
    await expect(onHome.getByRole("article").first().getByText(/Rp/)).toBeVisible();
    await expect(onHome.getByRole("button", { name: `Tambahkan ${second} ke wishlist` })).toBeVisible();

    await onHome.getByRole("button", { name: "Hapus terakhir dilihat" }).click();
    await expect(recentlyViewed(page)).toHaveCount(0);
    expect(await keptIds(page)).toEqual([]);
    await page.reload();
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(page.getByRole("region", { name: "Produk terbaru" })).toBeVisible();
    await expect(recentlyViewed(page)).toHaveCount(0);
  });

  test("nothing sticks out at 320 px on the home page with both rails, nor on a product page", async ({
    browser,
    request,
  }) => {
    context = await phoneWithoutPopup(browser, 320);
    const page = await context.newPage();
    await openProduct(page, FIRST, await nameOf(request, FIRST));
    await openProduct(page, SECOND, await nameOf(request, SECOND));
    await scrollUntilAttached(page, recentlyViewed(page));
    await expect(recentlyViewed(page).getByRole("article")).toHaveCount(1, ARRIVAL);
    expect(await overflowOf(page)).toEqual([]);
    await page.goto("/id");
    await scrollUntilAttached(page, recentlyViewed(page));
    await expect(recentlyViewed(page).getByRole("article")).toHaveCount(2, ARRIVAL);
    expect(await overflowOf(page)).toEqual([]);
  });
});

/** Records every layout shift the page makes from its first paint (CLS's entries), as e2e/layout-shift.spec.ts does. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms`);
    }).observe({ type: "layout-shift", buffered: true });
  });
}
const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);

test("recently viewed arrives before the shopper scrolls to it, without moving what the phone shows (CLS 0)", async ({
  browser,
  request,
}) => {
  const context = await phoneWithoutPopup(browser, 390);
  const page = await context.newPage();
  await openProduct(page, FIRST, await nameOf(request, FIRST));
  await openProduct(page, SECOND, await nameOf(request, SECOND));
  await recordShifts(page);
  for (const path of ["/id", `/id/product/${FIRST}`]) {
    await page.goto(path, { waitUntil: "networkidle" });
    await scrollUntilAttached(page, recentlyViewed(page).getByRole("article"), { pace: "reading" });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 500))));
    expect({ path, shifts: await shiftsOf(page) }).toEqual({ path, shifts: [] });
  }
  await context.close();
});

test.describe("the cards' wishlist heart", () => {
  let context: BrowserContext;
  test.afterEach(() => context?.close());

  test("a guest's tap says to sign in first and goes to /sign-in", async ({ browser }) => {
    context = await phoneContext(browser, 390);
    const page = await context.newPage();
    await page.goto("/id/products");
    const card = await hydratedFirstCard(page);
    await card.getByRole("button", { name: /^Tambahkan .+ ke wishlist$/ }).click();
    await expect(page.getByText("Silakan masuk terlebih dahulu untuk menambah wishlist")).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/id/sign-in", ARRIVAL);
  });

  test("a guest's tap before the page is interactive has the same outcome", async ({ browser }) => {
    context = await phoneContext(browser, 390);
    const page = await context.newPage();
    const held = await holdScripts(page);
    await page.goto("/id/products", { waitUntil: "domcontentloaded" });
    await page
      .getByRole("main")
      .getByRole("article")
      .first()
      .getByRole("button", { name: /ke wishlist$/ })
      .click();
    // The page the post leads to still waits for its scripts: its URL is read at commit, its text from the HTML.
    await page.waitForURL((url) => url.pathname === "/id/sign-in", { waitUntil: "commit", ...ARRIVAL });
    await expect(page.getByText("Silakan masuk terlebih dahulu untuk menambah wishlist")).toBeVisible(ARRIVAL);
    await held.release();
  });

  test("a signed-in shopper's tap adds the product: the heart is pressed and My Wishlist shows it", async ({
    browser,
  }) => {
    context = await phoneContext(browser, 390);
    const page = await context.newPage();
    await signUpInBrowser(page, "heart");
    await page.goto("/id/products");
    const card = await hydratedFirstCard(page);
    const name = (await card.getAttribute("aria-label")) ?? "";
    await card.getByRole("button", { name: `Tambahkan ${name} ke wishlist` }).click();
    await expect(page.getByText("Barang Ditambahkan ke Wishlist")).toBeVisible();
    await expect(card.getByRole("button", { name: `Hapus ${name} dari wishlist` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.goto("/id/account/wishlist");
    await expect(page.getByRole("article", { name })).toBeVisible();
  });

  test("a signed-in shopper's tap right after the HTML arrives, before hydration, adds it too", async ({ browser }) => {
    context = await phoneContext(browser, 390);
    const page = await context.newPage();
    await signUpInBrowser(page, "heart-early");
    const held = await holdScripts(page);
    await page.goto("/id/products", { waitUntil: "domcontentloaded" });
    const card = page.getByRole("main").getByRole("article").first();
    const name = (await card.getAttribute("aria-label")) ?? "";
    const posted = page.waitForResponse((res) => res.url().endsWith("/api/forms/wishlist"));
    await card.getByRole("button", { name: `Tambahkan ${name} ke wishlist` }).click();
    // Sent as the plain form, and back on the page the heart was on; once it runs, the heart reads the wishlist.
    expect((await posted).headers()["location"]).toBe("/id/products");
    await page.waitForURL((url) => url.pathname === "/id/products", { waitUntil: "commit", ...ARRIVAL });
    await held.release();
    await expect(
      page.getByRole("main").getByRole("button", { name: `Hapus ${name} dari wishlist`, pressed: true }),
    ).toBeVisible();
    await page.goto("/id/account/wishlist");
    await expect(page.getByRole("article", { name })).toBeVisible();
  });

  test("without JavaScript the heart adds for a signed-in shopper and comes back to the page", async ({ browser }) => {
    const signedIn = await phoneContext(browser, 390);
    const setup = await signedIn.newPage();
    await signUpInBrowser(setup, "heart-nojs");
    const state = await signedIn.storageState();
    await signedIn.close();
    context = await browser.newContext({
      viewport: { width: 390, height: 820 },
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: false,
      storageState: state,
    });
    const page = await context.newPage();
    await page.goto("/id/products");
    const card = page.getByRole("main").getByRole("article").nth(1);
    const name = (await card.getAttribute("aria-label")) ?? "";
    await card.getByRole("button", { name: `Tambahkan ${name} ke wishlist` }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/id/products", ARRIVAL);
    await page.goto("/id/account/wishlist");
    await expect(page.getByRole("article", { name })).toBeVisible();
  });
});
