import { devices, expect, test, type Page } from "@playwright/test";
import { POPUP_DELAY_MS } from "../lib/domain/constants";
import { MAX_TRANSFER_ABOVE_FLOOR_KB, TRANSFER_CEILINGS_KB } from "../scripts/script-ceilings";

// Issue #46, point 8: the script a phone transfers while each benchmarked page loads (its first load and every chunk
// it fetches once hydrated, until the network has been quiet a while) stays under the page's ceiling
// (scripts/script-ceilings.ts), as the bench's Lighthouse run counts it.
test.use({ ...devices["Pixel 7"], serviceWorkers: "block" });

/**
 * How long the network must stay free of new scripts for the load to count as over: longer than the home popup's
 * delay, so the dialog's code it fetches when due is always counted.
 */
const QUIET_MS = POPUP_DELAY_MS + 1_000;

async function scriptTransferred(page: Page, path: string): Promise<number> {
  const sizes: Promise<number>[] = [];
  let last = Date.now();
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    last = Date.now();
    sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  });
  await page.goto(path, { waitUntil: "networkidle" });
  await expect.poll(() => Date.now() - last, { timeout: 30_000, intervals: [250] }).toBeGreaterThan(QUIET_MS);
  return (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
}

let floorKb = 0;
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ ...devices["Pixel 7"], serviceWorkers: "block" });
  floorKb = (await scriptTransferred(await context.newPage(), "/bench-floor")) / 1024;
  await context.close();
});

for (const [path, ceilingKb] of Object.entries(TRANSFER_CEILINGS_KB)) {
  test(`${path} transfers no more script while it loads than its ceiling`, async ({ page }) => {
    const kb = (await scriptTransferred(page, path)) / 1024;
    console.log(
      `script transferred while ${path} loads: ${kb.toFixed(1)} KB (ceiling ${ceilingKb}; floor page ${floorKb.toFixed(1)})`,
    );
    expect(kb).toBeLessThanOrEqual(ceilingKb);
    expect(ceilingKb, "a ceiling above the floor page's figure + the maximum").toBeLessThanOrEqual(
      floorKb + MAX_TRANSFER_ABOVE_FLOOR_KB,
    );
  });
}
