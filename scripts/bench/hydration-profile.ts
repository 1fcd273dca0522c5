/**
 * Where a page's main-thread time goes while it loads and hydrates (issue #35 point 3): loads `path` in Chromium at a
 * phone's width with the CPU slowed 4×, records a CPU profile from navigation until the first island's effect (the
 * first `[data-not-ready]` hint leaving the page) plus 500 ms, and prints the sampled self time per script (the
 * framework's chunks, ours, the page's inline data) and of the engine's own work (`(program)`: parsing, compiling,
 * style and layout; garbage collection).
 * `npx tsx scripts/bench/hydration-profile.ts <origin> [path]` against a running production server.
 */
import { chromium } from "@playwright/test";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A script's address as a short label: the chunk's file name, or what the frame is when it has no address. */
function labelOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName ? `(${functionName.replace(/[()]/g, "")})` : "(anonymous)";
  const path = new URL(url).pathname;
  return path.startsWith("/_next/static/") ? path.replace(/^.*\//, "chunk ") : `document ${path}`;
}

async function main(): Promise<void> {
  const [origin = "http://127.0.0.1:3000", path = "/product/18"] = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const hints = document.querySelectorAll("[data-not-ready]").length;
      const observer = new MutationObserver(() => {
        if (document.querySelectorAll("[data-not-ready]").length < hints) {
          (window as unknown as { __hydrated: number }).__hydrated = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
  await cdp.send("Profiler.start");
  await page.goto(`${origin}${path}`, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => (window as unknown as { __hydrated?: number }).__hydrated !== undefined, null, {
    timeout: 30_000,
  });
  await page.waitForTimeout(500);
  const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
  await browser.close();

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  /** The nearest frame with a script address: the chunk whose code the sample ran (its self time). */
  const owner = (id: number): ProfileNode => {
    for (let p: number | undefined = id; p !== undefined; p = parent.get(p)) {
      const node = byId.get(p)!;
      if (node.callFrame.url) return node;
    }
    return byId.get(id)!;
  };
  const totals = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id)!;
    const leaf = node.callFrame.functionName;
    const label =
      leaf === "(idle)" || leaf === "(program)" || leaf === "(garbage collector)"
        ? `(${leaf.replace(/[()]/g, "")})`
        : labelOf(owner(id));
    totals.set(label, (totals.get(label) ?? 0) + ms);
    if (leaf !== "(idle)") all += ms;
  });
  console.log(`${path}: ${Math.round(all)} ms of main-thread time sampled (4× slowdown), idle left out`);
  for (const [label, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    if (label === "(idle)") continue;
    console.log(`${String(Math.round(ms)).padStart(6)} ms  ${((100 * ms) / all).toFixed(1).padStart(5)} %  ${label}`);
  }
}

void main();
