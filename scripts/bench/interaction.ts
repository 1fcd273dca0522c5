/**
 * Issue #35, points 3 and 4, on a product page with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate):
 * - hydration: from DOMContentLoaded to the first island's effect, seen as the first `[data-not-ready]` hint leaving
 *   the page (components/ui/not-ready.tsx: every island's control drops it in its first render after hydration);
 * - input to next paint (the Event Timing API's duration, the browser's own INP measure) of picking a size,
 *   Add to Cart, opening the menu (at a phone's width) and opening the cart panel.
 * Also the boot's last long task (any page; `--boot-only` reads just that, for the floor page) and the last island's
 * effect.
 * `npx tsx scripts/bench/interaction.ts <origin> [path] [runs] [--boot-only]` against a running production server.
 */
import { chromium, type Page } from "@playwright/test";

export interface BootFigures {
  /** DOMContentLoaded to the first island's effect (0 on a page without islands). */
  hydrationMs: number;
  /** DOMContentLoaded to the last island's effect: every hint gone (0 on a page without islands). */
  allIslandsMs: number;
  /** DOMContentLoaded to the end of the last long task (over 50 ms) once the page has settled: its boot. */
  settledMs: number;
  /** The longest of those tasks. */
  longestTaskMs: number;
}

export interface InteractionFigures extends BootFigures {
  sizeMs: number;
  addToCartMs: number;
  menuMs: number;
  cartPanelMs: number;
}

const OBSERVE = `
  window.__bench = { dcl: 0, hydrated: 0, all: 0, events: [], tasks: [] };
  document.addEventListener("DOMContentLoaded", () => {
    const b = window.__bench;
    b.dcl = performance.now();
    b.hints = document.querySelectorAll("[data-not-ready]").length;
    const done = () => {
      const left = document.querySelectorAll("[data-not-ready]").length;
      if (!b.hydrated && left < b.hints) b.hydrated = performance.now();
      if (!b.all && left === 0 && b.hints > 0) b.all = performance.now();
    };
    new MutationObserver(done).observe(document.body, { childList: true, subtree: true });
  });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.tasks.push({ start: e.startTime, end: e.startTime + e.duration });
  }).observe({ type: "longtask", buffered: true });
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

interface BenchState {
  dcl: number;
  hydrated: number;
  all: number;
  hints: number;
  tasks: { start: number; end: number }[];
}

/** Loads `path` with the CPU slowed 4× and reads its boot once every island has run and the network is idle. */
async function boot(page: Page, url: string): Promise<BootFigures> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(OBSERVE);
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(
    () => {
      const b = (window as unknown as { __bench: BenchState }).__bench;
      return b.hints === 0 || b.all > 0;
    },
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1000);
  return page.evaluate(() => {
    const b = (window as unknown as { __bench: BenchState }).__bench;
    const after = b.tasks.filter((t) => t.end > b.dcl);
    return {
      hydrationMs: b.hints ? b.hydrated - b.dcl : 0,
      allIslandsMs: b.hints ? b.all - b.dcl : 0,
      settledMs: after.reduce((end, t) => Math.max(end, t.end - b.dcl), 0),
      longestTaskMs: after.reduce((max, t) => Math.max(max, t.end - t.start), 0),
    };
  });
}

async function once(origin: string, path: string, executablePath: string, bootOnly: boolean) {
  const browser = await chromium.launch({ executablePath });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const figures = await boot(page, `${origin}${path}`);
    if (bootOnly) return figures;
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
    return { ...figures, sizeMs, addToCartMs, menuMs, cartPanelMs };
  } finally {
    await browser.close();
  }
}

/**
 * `runs` fresh browsers; each figure is reported as its median and all runs. `bootOnly` reads the boot alone, for a
 * page without the product page's controls (the floor page).
 */
export async function measureInteractions(
  origin: string,
  path = "/product/18",
  runs = 3,
  executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium",
  bootOnly = false,
) {
  const all: (BootFigures | InteractionFigures)[] = [];
  for (let i = 0; i < runs; i++) all.push(await once(origin, path, executablePath, bootOnly));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const keys = Object.keys(all[0]!) as (keyof BootFigures)[];
  return Object.fromEntries(
    keys.map((k) => [k, { median: Math.round(median(all.map((r) => r[k]))), runs: all.map((r) => Math.round(r[k])) }]),
  );
}

if (process.argv[1]?.endsWith("interaction.ts")) {
  const args = process.argv.slice(2).filter((a) => a !== "--boot-only");
  const [origin, path, runs] = args;
  const bootOnly = process.argv.includes("--boot-only");
  void measureInteractions(origin!, path ?? "/product/18", Number(runs ?? 3), undefined, bootOnly).then((figures) => {
    for (const [name, f] of Object.entries(figures))
      console.log(`${name}\tmedian ${f.median} ms\truns ${f.runs.join(", ")}`);
  });
}
