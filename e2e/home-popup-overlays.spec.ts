import { expect, test, type Locator, type Page } from "@playwright/test";

// Issue #30, part 4: on a phone, the home page's popup (2 s after load) must not open over another overlay and take
// its taps. It waits while the menu, the search, the cart panel or the language offer is open, and shows once they
// close, still once per visit. The page's clock is paused, so "2 s later" is a step of the test, not a wait.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const popupOf = (page: Page) => page.getByRole("dialog", { name: "Special offer" });

/** Opens the home page with its clock stopped: the popup's delay runs only when the test moves the clock. */
async function openHome(page: Page, path = "/"): Promise<void> {
  await page.clock.install({ time: new Date("2026-11-24T08:00:00Z") });
  await page.clock.pauseAt(new Date("2026-11-24T08:00:01Z"));
  await page.goto(path);
}

/**
 * Taps a control until it has done its work (a tap on the server's HTML may come before the page's script). The
 * clock moves 300 ms with each try: React reveals a lazily loaded panel on a timer (its Suspense throttle). A control
 * that says it is expanded is not tapped again: its tap worked and the panel is on its way (a busy CI machine took
 * over a second to load it), and a second tap would land on the panel now covering the control.
 */
async function tapUntil(page: Page, control: Locator, done: Locator): Promise<void> {
  await expect(async () => {
    if ((await control.getAttribute("aria-expanded")) !== "true") await control.tap();
    await page.clock.runFor(300);
    await expect(done).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/**
 * The popup shows, the page's clock moving while the test waits: it is a lazily loaded part, and React reveals such a
 * part on a timer (its Suspense throttle), which the paused clock would hold for ever when its code arrives late.
 */
async function expectPopupShown(page: Page): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(300);
    await expect(popupOf(page)).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/**
 * The popup's delay passes (twice over); then React gets a few turns to render whatever its timer set. First every
 * island has hydrated (no control still says it is not ready): the home page's content may hydrate after the header,
 * and a popup whose timer starts after the clock has moved would not be due yet.
 */
async function popupDelayPasses(page: Page): Promise<void> {
  // An island revealed through a Suspense boundary waits on React's timer, which the paused clock holds: the clock
  // moves in small steps until every island has hydrated (in CI a paused wait left 3 hints for 10 s).
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(page.locator("[data-not-ready]")).toHaveCount(0, { timeout: 500 });
  }).toPass();
  await page.clock.runFor(4_000);
  // React schedules its work through MessageChannel, which the paused clock does not hold.
  await page.evaluate(async () => {
    for (let turn = 0; turn < 5; turn += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

test("the popup waits while the phone menu is open: 'Shop All' stays reachable, and the popup shows once the menu closes", async ({
  page,
}) => {
  await openHome(page);
  const menu = page.getByRole("navigation", { name: "Mobile menu" });
  await tapUntil(page, page.getByRole("button", { name: "Menu", exact: true }), menu);
  await popupDelayPasses(page);

  await expect(popupOf(page)).toBeHidden();
  await menu.getByRole("button").filter({ hasNotText: /^×$/ }).first().tap();
  const shopAll = menu.getByRole("link", { name: "Shop All" });
  // A trial tap checks that the link itself would receive the tap (nothing on top of it), without navigating.
  await shopAll.tap({ trial: true });

  await menu.getByRole("button", { name: "Close menu" }).tap();
  await expectPopupShown(page);
  await popupOf(page).getByRole("button", { name: "Close" }).tap();
  await expect(popupOf(page)).toBeHidden();

  // Once per visit: not again on the next home page of the same visit.
  await page.reload();
  await popupDelayPasses(page);
  await expect(popupOf(page)).toBeHidden();
});

test("the popup waits while the search is open, and shows once it closes", async ({ page }) => {
  await openHome(page);
  const search = page.getByRole("combobox", { name: "Search products" });
  await tapUntil(page, page.getByRole("banner").getByRole("button", { name: "Search", exact: true }), search);
  await popupDelayPasses(page);
  await expect(popupOf(page)).toBeHidden();
  await search.fill("kaos");
  await expect(search).toHaveValue("kaos");

  await page.keyboard.press("Escape");
  await expect(search).toBeHidden();
  await expectPopupShown(page);
});

test("the popup waits while the cart panel is open, and shows once it closes", async ({ page }) => {
  await openHome(page);
  const cart = page.getByRole("dialog", { name: "My Cart" });
  await tapUntil(page, page.getByRole("banner").getByRole("button", { name: /^Cart, / }), cart);
  await popupDelayPasses(page);
  await expect(popupOf(page)).toBeHidden();

  await cart.getByRole("button", { name: "Close" }).first().tap();
  await expect(cart).toBeHidden();
  await expectPopupShown(page);
});

test.describe("with a browser that prefers Indonesian", () => {
  test.use({ locale: "id-ID" });

  test("the popup waits for the language offer to be answered", async ({ page }) => {
    await openHome(page);
    const offer = page.getByRole("complementary", { name: "Bahasa" });
    // The bar loads when it is shown (#35), and React reveals a lazily loaded part on a timer: the paused clock moves.
    await expect(async () => {
      await page.clock.runFor(300);
      await expect(offer).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await popupDelayPasses(page);
    await expect(popupOf(page)).toBeHidden();

    await offer.getByRole("button", { name: "Tetap dalam bahasa Inggris" }).tap();
    await expect(offer).toBeHidden();
    await expectPopupShown(page);
  });
});
