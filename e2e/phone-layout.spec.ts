import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { acceptConfirmations, addToCart, firstSize } from "./checkout-support";
import { placePaidDelivery, runOps, saveBandungAddress, signUpThroughForm } from "./orders-support";
import { overflowOf, PHONE_WIDTHS, phoneContext, settle } from "./phone-support";
import { productWithRatedRelated, routeTable } from "./route-table";

// Six walks of every page, independent of each other: spread over the workers (each signs up its own shopper).
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
    else if (box.x < 0 || box.x + box.width > screenWidth + 0.5) problems.push(`${name}: x ${box.x} to ${box.x + box.width} on a ${screenWidth} px screen`);
    else if (box.width < 44 || box.height < 44) problems.push(`${name}: ${box.width} × ${box.height} px to touch`);
  }
  return problems;
}

/** The checkout's delivery steps: address, hub, courier and the order summary. */
async function checkoutSteps(page: Page, check: (where: string) => Promise<void>) {
  acceptConfirmations(page);
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
async function orderModals(page: Page, check: (where: string) => Promise<void>) {
  await page.goto("/account/orders");
  await page.getByRole("button", { name: "Lihat Detail" }).first().click();
  await expect(page.getByRole("dialog").getByRole("table").first()).toBeVisible();
  await check("/account/orders order detail");
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await page.getByRole("button", { name: "Order Tracking" }).first().click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Tracking History" })).toBeVisible();
  await check("/account/orders tracking");
}

for (const width of PHONE_WIDTHS) {
  test(`at ${width} px every page of the route table fits the phone's screen, header buttons inside and touchable`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const { state, productId } = await signedInShopper(browser, baseURL!);
    const context = await phoneContext(browser, width, state);
    const page = await context.newPage();
    const problems: string[] = [];
    const check = async (where: string, commonLayout = true) => {
      await settle(page);
      for (const problem of await overflowOf(page)) problems.push(`${where}: ${problem}`);
      if (commonLayout) for (const problem of await headerTargets(page)) problems.push(`${where}: ${problem}`);
    };

    for (const route of routeTable(productId)) {
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe(200);
      await check(route.path, route.commonLayout);
    }
    // The header's buttons must be reachable for the interactions below: report the walk first.
    const walk = problems.splice(0);
    expect.soft(walk, `at ${width} px, the route table`).toEqual([]);
    expect(walk.filter((problem) => problem.includes("Cart, "))).toEqual([]);
    // Not on home: its offer popup would cover the header.
    await page.goto("/products");
    await page.getByRole("banner").getByRole("button", { name: /^Cart, \d+ items?$/ }).click();
    await expect(page.getByRole("link", { name: "Go To Cart" })).toBeVisible();
    await check("/products cart panel");
    await page.goto("/products");
    await page.getByRole("banner").getByLabel("Search", { exact: true }).click();
    await check("/products search overlay");
    await checkoutSteps(page, check);
    await orderModals(page, check);

    expect(problems, `at ${width} px, open panels and checkout steps`).toEqual([]);
    await context.close();
  });
}

for (const lang of ["fr", "id"]) {
  test(`at 360 px in ${lang}, whose words run longer, every page of the route table fits the phone's screen`, async ({ browser, baseURL }) => {
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
      await settle(page);
      for (const problem of await overflowOf(page)) problems.push(`${route.path}: ${problem}`);
    }
    expect(problems, `at 360 px in ${lang}`).toEqual([]);
    await context.close();
  });
}
