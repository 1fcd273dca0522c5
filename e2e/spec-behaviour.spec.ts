import { expect, test, type Page } from "@playwright/test";
import { scrollUntilVisible } from "./catalog-support";

// Issue #15, point 7: spec behaviour that had no browser test (header, back to top, home slider, listing failure).
// The product page and My Wishlist checks are in e2e/spec-behaviour-product.spec.ts.

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

/** Where the header's logo is in the viewport: at the top (>= 0) while the bar is fixed, scrolled away (< 0) otherwise. */
async function logoTop(page: Page): Promise<number> {
  const box = await page.getByRole("banner").getByRole("link", { name: "Storefront home" }).boundingBox();
  expect(box).not.toBeNull();
  return box!.y;
}

test("the header bar becomes fixed after 300 px of scroll, and never on screens narrower than 576 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/products");
  // Scrolled 310 px: fixed at the top of the window (polled: it holds once the page has hydrated).
  await scrollToY(page, 310);
  await expect.poll(() => logoTop(page)).toBeGreaterThanOrEqual(0);
  // 290 px is not past 300: the bar scrolls away with the page.
  await scrollToY(page, 290);
  await expect.poll(() => logoTop(page)).toBeLessThan(0);
  await scrollToY(page, 600);
  await expect.poll(() => logoTop(page)).toBeGreaterThanOrEqual(0);

  // 575 px wide: not fixed, however far the page is scrolled; 576 px: fixed again.
  await page.setViewportSize({ width: 575, height: 800 });
  await scrollToY(page, 600);
  await expect.poll(() => logoTop(page)).toBeLessThan(0);
  await page.setViewportSize({ width: 576, height: 800 });
  await scrollToY(page, 600);
  await expect.poll(() => logoTop(page)).toBeGreaterThanOrEqual(0);
});

test("a page opened at 575 px wide keeps its header in the flow when scrolled", async ({ page }) => {
  await page.setViewportSize({ width: 575, height: 800 });
  await page.goto("/products");
  await scrollToY(page, 700);
  // The back-to-top button shows the page's scripts are running; the header still is not fixed.
  await expect(page.getByRole("button", { name: "Back to top" })).toBeVisible();
  expect(await logoTop(page)).toBeLessThan(0);
});

test("the back-to-top button appears after 600 px of scroll and takes the shopper back to the top", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/products");
  const button = page.getByRole("button", { name: "Back to top" });
  await scrollToY(page, 610);
  await expect(button).toBeVisible();
  await scrollToY(page, 590);
  await expect(button).toBeHidden();
  await scrollToY(page, 900);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test("the home slider moves to the next slide every 8000 ms with a 600 ms fade", async ({ page }) => {
  // A shopper who has seen the home popup this session: its dialog would hold the focus this test moves.
  await page.addInitScript(() => sessionStorage.setItem("interstitial_seen", "1"));
  await page.clock.install();
  await page.goto("/");
  const slider = page.getByRole("region", { name: "Featured" });
  const dot = (n: number) => slider.getByRole("button", { name: `Go to slide ${n}`, exact: true });
  const slide = (n: number) => slider.getByRole("group", { name: new RegExp(`^${n} of \\d+$`) });
  // The carousel is running once the slides after the first are filled in.
  await expect(slide(2).getByRole("link")).toBeAttached();
  await expect(dot(1)).toHaveAttribute("aria-current", "true");

  // Stop the clock (the page's time runs on while this test talks to it: retry when it already passed the instant),
  // then restart the autoplay at a known instant on slide 1: focus pauses it, leaving the slider resumes it.
  for (let stopped = false; !stopped;) {
    const now = await page.evaluate(() => Date.now());
    stopped = await page.clock.pauseAt(now + 200).then(
      () => true,
      (error: Error) => {
        if (!error.message.includes("past")) throw error;
        return false;
      },
    );
  }
  await dot(1).click();
  await expect(dot(1)).toHaveAttribute("aria-current", "true");
  await dot(1).blur();
  await page.waitForTimeout(300); // real time for React to restart the interval (the page's clock stands still)
  await page.clock.runFor(7_900);
  await expect(dot(1)).toHaveAttribute("aria-current", "true");
  await expect(slide(2)).toHaveCSS("opacity", "0");
  await page.clock.runFor(100);
  await expect(dot(2)).toHaveAttribute("aria-current", "true");
  await expect(dot(1)).toHaveAttribute("aria-current", "false");
  await expect(slide(2)).toHaveCSS("transition-duration", "0.6s");
  await expect(slide(2)).toHaveCSS("opacity", "1");
  await expect(slide(1)).toHaveCSS("opacity", "0");
  await page.clock.runFor(8_000);
  await expect(dot(3)).toHaveAttribute("aria-current", "true");
});

test("when a later listing page fails to load the shopper is told 'Fail to retrieve products.'", async ({ page }) => {
  let failed = 0;
  await page.route(/\/api\/v1\/products\?.*\bpage=2\b/, async (route) => {
    failed += 1;
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: { message: "Internal error." } }),
    });
  });
  await page.goto("/products");
  await expect(page.getByRole("article")).toHaveCount(8);
  const message = page.getByText("Fail to retrieve products.");
  await scrollUntilVisible(page, message);
  expect(failed).toBeGreaterThan(0);
  // Page 1 stays, and the list does not claim to be complete.
  await expect(page.getByRole("article")).toHaveCount(8);
  await expect(page.getByText("All products has been loaded")).toHaveCount(0);
});
