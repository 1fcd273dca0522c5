/**
 * Issue #35, points 3 and 4, on a product page with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate):
 * - hydration: from DOMContentLoaded to the first island's effect, seen as the first `[data-not-ready]` hint leaving
 *   the page (components/ui/not-ready.tsx: every island's control drops it in its first render after hydration);
 * - input to next paint (the Event Timing API's duration, the browser's own INP measure) of picking a size,
 *   Add to Cart, opening the menu (at a phone's width) and opening the cart panel.
 * `npx tsx scripts/bench/interaction.ts <origin> [path] [runs]` against a running production server.
 */
import { chromium, type Page } from "@playwright/test";

export interface InteractionFigures {
  hydrationMs: number;
  sizeMs: number;
  addToCartMs: number;
  menuMs: number;
  cartPanelMs: number;
}

const OBSERVE = `
  window.__bench = { dcl: 0, hydrated: 0, events: [] };
  document.addEventListener("DOMContentLoaded", () => {
    window.__bench.dcl = performance.now();
    const done = () => { if (!window.__bench.hydrated && document.querySelectorAll("[data-not-ready]").length < window.__bench.hints) window.__bench.hydrated = performance.now(); };
    window.__bench.hints = document.querySelectorAll("[data-not-ready]").length;
    new MutationObserver(done).observe(document.body, { childList: true, subtree: true });
  });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__bench.events.push({ name: e.name, duration: e.duration, id: e.interactionId });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
`;

/** The longest event of the interactions that happened since `from` events were recorded. */
async function lastInteraction(page: Page, from: number): Promise<number> {
  await page.waitForTimeout(300);
  return page.evaluate((start) => {
    const events = (window as unknown as { __bench: { events: { duration: number }[] } }).__bench.events.slice(start);
    return events.reduce((max, e) => Math.max(max, e.duration), 0);
  }, from);
}

const eventCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bench: { events: unknown[] } }).__bench.events.length);

async function once(origin: string, path: string, executablePath: string): Promise<InteractionFigures> {
  const browser = await chromium.launch({ executablePath });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(OBSERVE);
    await page.goto(`${origin}${path}`, { waitUntil: "load" });
    await page.waitForFunction(
      () => (window as unknown as { __bench: { hydrated: number } }).__bench.hydrated > 0,
      undefined,
      { timeout: 30_000 },
    );
    const hydrationMs = await page.evaluate(() => {
      const b = (window as unknown as { __bench: { dcl: number; hydrated: number } }).__bench;
      return b.hydrated - b.dcl;
    });
    await page.waitForLoadState("networkidle");
    let from = await eventCount(page);
    await page
      .getByRole("main")
      .getByRole("radio", { name: /^Size (?!.*out of stock)/ })
      .first()
      .check();
    const sizeMs = await lastInteraction(page, from);
    from = await eventCount(page);
    await page.getByRole("main").getByRole("button", { name: "Add to Cart", exact: true }).first().click();
    const addToCartMs = await lastInteraction(page, from);
    const panel = page.getByRole("dialog", { name: "My Cart" });
    await panel.waitFor();
    await panel.getByRole("button", { name: "Close cart" }).click();
    await panel.waitFor({ state: "detached" });
    from = await eventCount(page);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.getByRole("navigation", { name: "Mobile menu" }).waitFor();
    const menuMs = await lastInteraction(page, from);
    await page.getByRole("navigation", { name: "Mobile menu" }).getByRole("button", { name: "Close menu" }).click();
    from = await eventCount(page);
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Cart, / })
      .click();
    await panel.waitFor();
    const cartPanelMs = await lastInteraction(page, from);
    return { hydrationMs, sizeMs, addToCartMs, menuMs, cartPanelMs };
  } finally {
    await browser.close();
  }
}

/** `runs` fresh browsers; each figure is reported as its median and all runs. */
export async function measureInteractions(
  origin: string,
  path = "/product/18",
  runs = 3,
  executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium",
) {
  const all: InteractionFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await once(origin, path, executablePath));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const keys = Object.keys(all[0]!) as (keyof InteractionFigures)[];
  return Object.fromEntries(
    keys.map((k) => [k, { median: Math.round(median(all.map((r) => r[k]))), runs: all.map((r) => Math.round(r[k])) }]),
  );
}

if (process.argv[1]?.endsWith("interaction.ts")) {
  const [origin, path, runs] = process.argv.slice(2);
  void measureInteractions(origin!, path ?? "/product/18", Number(runs ?? 3)).then((figures) => {
    for (const [name, f] of Object.entries(figures))
      console.log(`${name}\tmedian ${f.median} ms\truns ${f.runs.join(", ")}`);
  });
}
