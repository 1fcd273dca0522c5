import { expect, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";

/** The phone widths the layout must fit, from the smallest in use up. */
export const PHONE_WIDTHS = [320, 360, 390, 414] as const;

/**
 * A phone: a touch screen of that width whose browser widens its layout viewport to the content, as phones do. The
 * screen is the viewport's size (Playwright's default with no `screen`), so `page.setViewportSize` makes another phone.
 */
export function phoneContext(
  browser: Browser,
  width: number,
  storageState?: Awaited<ReturnType<BrowserContext["storageState"]>>,
) {
  const height = Math.round(width * 2.1);
  return browser.newContext({
    viewport: { width, height },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    storageState,
  });
}

/**
 * What sticks out past the phone's screen: the document's width (a phone browser widens `innerWidth` with the
 * content, so the screen is the measure) and each visible element reaching past either edge that no ancestor
 * inside the screen clips or scrolls; then what a box inside the page clips or scrolls (its scrollWidth past its
 * clientWidth). Elements wholly off-screen (closed drawers, skip links) are left out.
 */
export async function overflowOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const screenWidth = window.screen.width;
    const problems: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > screenWidth) problems.push(`the page is ${scrollWidth} px wide on a ${screenWidth} px screen`);
    const describe = (el: Element) => {
      const label = el.getAttribute("aria-label") ?? el.getAttribute("class") ?? "";
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${label ? ` ${label}` : ""}>${text ? ` "${text}"` : ""}`;
    };
    const insideScreen = (rect: DOMRect) => rect.left >= -1 && rect.right <= screenWidth + 1;
    const clippedByAncestor = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== "visible" && insideScreen(a.getBoundingClientRect())) return true;
      }
      return false;
    };
    const reported: Element[] = [];
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || insideScreen(rect)) continue;
      if (rect.right <= 0 || rect.left >= screenWidth) continue;
      if (getComputedStyle(el).visibility === "hidden" || reported.some((parent) => parent.contains(el))) continue;
      if (clippedByAncestor(el)) continue;
      reported.push(el);
      problems.push(`${describe(el)} spans x ${Math.round(rect.left)} to ${Math.round(rect.right)}`);
    }
    // Inside the page: a box whose content is wider than the box (its scrollWidth past its clientWidth) cuts it off or
    // makes the shopper scroll sideways within the page, and nothing says so. Meant, and left out: a form field's own
    // text, text cut with an ellipsis, a carousel (it snaps, or its content moves: a slider's track, a marquee), and a
    // scroller that is named (a labelled tab list or region says what scrolls).
    const moving = (el: Element) =>
      Array.from(el.children).some((c) => {
        const cs = getComputedStyle(c);
        return cs.transform !== "none" || cs.animationName !== "none";
      });
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      if (!(el instanceof HTMLElement) || el.scrollWidth <= el.clientWidth + 1 || el.clientWidth === 0) continue;
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)
        continue;
      const style = getComputedStyle(el);
      if (style.overflowX === "visible" || style.visibility === "hidden" || style.textOverflow === "ellipsis") continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1 || rect.right <= 0 || rect.left >= screenWidth) continue;
      if (style.scrollSnapType !== "none" || moving(el) || el.closest('[aria-roledescription="carousel"]')) continue;
      const named = el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby");
      if (named && (style.overflowX === "auto" || style.overflowX === "scroll")) continue;
      if (reported.some((parent) => parent.contains(el) || el.contains(parent))) continue;
      reported.push(el);
      problems.push(`${describe(el)} holds ${el.scrollWidth} px of content in ${el.clientWidth} px`);
    }
    return problems.slice(0, 6);
  });
}

/**
 * Scrolls down half a screen at a time, as a shopper's thumb does, until `target` is in the page: the blocks below
 * the first screen (the product page's delivery estimate, recently viewed) load as the shopper nears them.
 */
export async function scrollUntilAttached(
  page: Page,
  target: Locator,
  { pace = "brisk" }: { pace?: "brisk" | "reading" } = {},
): Promise<void> {
  for (let step = 0; step < 60 && (await target.count()) === 0; step++) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
    // "reading": each half screen stays until what the scroll started loading has arrived.
    if (pace === "reading") await page.waitForLoadState("networkidle");
    else await page.waitForTimeout(100);
  }
  await expect(target.first()).toBeAttached();
}

/** Waits for the page's data to arrive (or gives up quietly: some pages keep a connection busy). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle", { timeout: 1_500 }).catch(() => undefined);
}

/**
 * Waits for the page's finite animations and transitions to end (a panel sliding in, a toast arriving, what a resize
 * set moving): boxes measured during one are where the element passes, not where it stays. Endless ones (the offer
 * bar's marquee) are left running.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) =>
          a.finished.then(
            () => undefined,
            () => undefined,
          ),
        ),
    ),
  );
}
