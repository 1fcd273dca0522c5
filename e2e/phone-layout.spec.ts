import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { addToCart, firstSize } from "./checkout-support";
import { htmlErrors, type HtmlDocument } from "./html-support";
import { placePaidDelivery, runOps, saveBandungAddress, signUpThroughForm } from "./orders-support";
import { animationsDone, overflowOf, PHONE_WIDTHS, phoneContext, settle } from "./phone-support";
import { productWithRatedRelated, routeTable } from "./route-table";
import { expectSkipLinkToMain } from "./skip-link-support";

// Four walks, independent of each other: spread over the workers (each signs up its own shopper).
test.describe.configure({ mode: "parallel" });

type Shopper = { state: Awaited<ReturnType<BrowserContext["storageState"]>>; productId: number };
let shopper: Shopper | undefined;
/** In stock at every showroom, so both checkout ways offer their steps (as in orders-my-orders.spec.ts). */
const EVERYWHERE = 19;

/** One signed-in shopper for every width: a shipped delivery order (detail and tracking) and a line in the cart. */
async function signedInShopper(browser: Browser, baseURL: string): Promise<Shopper> {
  if (shopper) return shopper;
  const context = await browser.newContext();
  const page = await context.newPage();
  const productId = await productWithRatedRelated(page.request);
  await signUpThroughForm(page, "phone-layout");
  await saveBandungAddress(page);
  await placePaidDelivery(page, EVERYWHERE);
  const orders = await page.request.get("/api/v1/user/orders");
  const [order] = ((await orders.json()) as { data: { user_orders: { trx_ref: string }[] } }).data.user_orders;
  runOps(baseURL, "ship", order!.trx_ref, "JNE0012345678");
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE));
  shopper = { state: await context.storageState(), productId };
  await context.close();
  return shopper;
}

/** The header's four touch targets: inside the screen and at least 44 × 44 px. */
async function headerTargets(page: Page): Promise<string[]> {
  const header = page.getByRole("banner");
  const targets = [
    header.getByLabel("Search", { exact: true }), // the icon; the open overlay's submit button is also named Search
    header.getByRole("link", { name: "Wishlist" }),
    header.getByRole("link", { name: /^(My account|Sign in)$/ }),
    header.getByRole("button", { name: /^Cart, \d+ items?$/ }),
  ];
  const screenWidth = await page.evaluate(() => window.screen.width);
  const problems: string[] = [];
  for (const target of targets) {
    const name = (await target.getAttribute("aria-label")) ?? "?";
    const box = await target.boundingBox();
    if (!box) problems.push(`${name}: not shown`);
    else if (box.x < 0 || box.x + box.width > screenWidth + 0.5)
      problems.push(`${name}: x ${box.x} to ${box.x + box.width} on a ${screenWidth} px screen`);
    else if (box.width < 44 || box.height < 44) problems.push(`${name}: ${box.width} × ${box.height} px to touch`);
  }
  return problems;
}

/** Checks the layout where the walk is (`commonLayout` false: no site header to check). */
type Check = (where: string, commonLayout?: boolean) => Promise<void>;

/** The checkout's delivery steps: address, hub, courier and the order summary. */
async function checkoutSteps(page: Page, check: Check) {
  await page.goto("/checkout");
  await page.getByRole("button", { name: /Online Delivery/ }).click();
  await page.getByRole("radio", { name: /Rumah/ }).click();
  await check("/checkout choose-address");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("button", { name: /Paris Van Java Bandung/ })).toBeVisible();
  await check("/checkout choose-hub");
  await page.getByRole("button", { name: /Paris Van Java Bandung/ }).click();
  await page.getByRole("radio", { name: /REG/ }).click();
  await check("/checkout choose-shipping-method");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("button", { name: "Go To Payment" })).toBeVisible();
  await check("/checkout order-summary");
}

/** My Orders' two modals: the order detail with its product table, and the tracking. */
async function orderModals(page: Page, check: Check) {
  await page.goto("/account/orders");
  await page.getByRole("button", { name: "Lihat Detail" }).first().click();
  await expect(page.getByRole("dialog").getByRole("table").first()).toBeVisible();
  await check("/account/orders order detail");
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await page.getByRole("button", { name: "Order Tracking" }).first().click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Tracking History" })).toBeVisible();
  await check("/account/orders tracking");
}

/**
 * One walk for every width: each page is loaded at one width (the next one along for each page, so every width gets
 * fresh loads too), checked, then turned to the other widths and checked again, as a phone resized or rotated
 * relays it out (the screen follows the viewport: phoneContext).
 */
async function widthWalk(page: Page, problems: string[]) {
  let next = 0;
  const resize = async (width: number) => {
    await page.setViewportSize({ width, height: Math.round(width * 2.1) });
    // Two frames (the resize's layout, and what resize listeners change in the next one), then what they set moving:
    // CI once measured the cart panel mid-slide after a resize (x 39 to 419 on a 360 px screen).
    await page.evaluate(
      () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
    );
    await animationsDone(page);
  };
  /** The widths in the order this check visits them: the one the page was loaded at first. */
  const order = () => {
    const first = next++ % PHONE_WIDTHS.length;
    return [...PHONE_WIDTHS.slice(first), ...PHONE_WIDTHS.slice(0, first)];
  };
  /** Resizes to the width the next page loads at (call before page.goto). */
  const loadWidth = async () => resize(PHONE_WIDTHS[next % PHONE_WIDTHS.length]!);
  const check: Check = async (where, commonLayout = true) => {
    await settle(page);
    await animationsDone(page);
    for (const [i, width] of order().entries()) {
      if (i > 0) await resize(width);
      for (const problem of await overflowOf(page)) problems.push(`${where} at ${width} px: ${problem}`);
      if (commonLayout)
        for (const problem of await headerTargets(page)) problems.push(`${where} at ${width} px: ${problem}`);
    }
  };
  return { loadWidth, check };
}

// The walks that load every page of the route table for a signed-in shopper also follow each page's skip link (but
// home's, whose offer popup takes the focus: e2e/skip-link.spec.ts), and the English one checks each page's DOM as
// hydrated with the W3C checker (the server's HTML is checked in e2e/html-valid.spec.ts): one load of each page for
// the checks.
test(`from ${PHONE_WIDTHS.join(", ")} px every page of the route table fits the phone's screen, header buttons inside and touchable; its skip link leads to <main> and its hydrated DOM is valid HTML`, async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { state, productId } = await signedInShopper(browser, baseURL!);
  const context = await phoneContext(browser, PHONE_WIDTHS[0], state);
  const page = await context.newPage();
  const problems: string[] = [];
  const documents: HtmlDocument[] = [];
  const { loadWidth, check } = await widthWalk(page, problems);
  for (const route of routeTable(productId)) {
    await loadWidth();
    const response = await page.goto(route.path);
    expect(response?.status(), route.path).toBe(200);
    if (route.path !== "/") await expectSkipLinkToMain(page, route.path, "Skip to content");
    await check(route.path, route.commonLayout);
    documents.push({ name: `${route.path} (hydrated)`, html: await page.content(), dom: true });
  }
  expect(problems).toEqual([]);
  expect(htmlErrors(documents), "W3C Nu HTML checker errors").toEqual([]);
  await context.close();
});

test(`from ${PHONE_WIDTHS.join(", ")} px the cart panel, the search overlay, the checkout steps and My Orders' modals fit the phone's screen`, async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { state } = await signedInShopper(browser, baseURL!);
  const context = await phoneContext(browser, PHONE_WIDTHS[0], state);
  const page = await context.newPage();
  const problems: string[] = [];
  const { loadWidth, check } = await widthWalk(page, problems);
  // Not on home: its offer popup would cover the header.
  await loadWidth();
  await page.goto("/products");
  // The header's buttons must be reachable for the interactions below.
  await check("/products");
  expect(problems.filter((problem) => problem.includes("Cart, "))).toEqual([]);
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Cart, \d+ items?$/ })
    .click();
  await expect(page.getByRole("link", { name: "Go To Cart" })).toBeVisible();
  await check("/products cart panel");
  await loadWidth();
  await page.goto("/products");
  await page.getByRole("banner").getByLabel("Search", { exact: true }).click();
  await check("/products search overlay");
  await loadWidth();
  await checkoutSteps(page, check);
  await loadWidth();
  await orderModals(page, check);
  expect(problems).toEqual([]);
  await context.close();
});

const SKIP_LINK = { fr: "Aller au contenu", id: "Langsung ke konten" } as const;

for (const lang of ["fr", "id"] as const) {
  test(`at 360 px in ${lang}, whose words run longer, every page of the route table fits the phone's screen, its skip link leading to <main>`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const { state, productId } = await signedInShopper(browser, baseURL!);
    const context = await phoneContext(browser, 360, state);
    await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const route of routeTable(productId)) {
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      if (route.path !== "/") await expectSkipLinkToMain(page, route.path, SKIP_LINK[lang]);
      await settle(page);
      for (const problem of await overflowOf(page)) problems.push(`${route.path}: ${problem}`);
    }
    expect(problems, `at 360 px in ${lang}`).toEqual([]);
    await context.close();
  });
}
