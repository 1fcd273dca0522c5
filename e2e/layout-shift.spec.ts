import { devices, expect, test } from "@playwright/test";

// Issue #46, point 7: nothing moves as a phone loads the benchmarked pages (CLS 0). A first visit, at 4× CPU
// slowdown so the islands hydrate late, as on a phone; each shift is named by the elements that moved.
test.use({ ...devices["Pixel 7"], serviceWorkers: "block" });

for (const path of ["/", "/products", "/product/18", "/cart", "/checkout"]) {
  test(`${path} does not shift its layout while it loads on a phone`, async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          const moved = (entry.sources ?? []).map((s) => {
            const node = s.node;
            const name = node instanceof Element ? `<${node.tagName.toLowerCase()} class="${node.className}">` : "text";
            return `${name} "${(node?.textContent ?? "").trim().slice(0, 40)}"`;
          });
          shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(", ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(path, { waitUntil: "networkidle" });
    // The islands' reads answered and rendered: a last frame after the network went quiet.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 500))));
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([]);
  });
}
