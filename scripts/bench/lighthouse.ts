/**
 * Lighthouse (mobile emulation, default simulated throttling) on the system Chromium. Lighthouse runs as its own
 * CLI process: under tsx its page functions would carry esbuild helpers (`__name`) the browser does not have.
 *
 * A page's Performance score moves by several points between runs of the same build (the simulation starts from
 * the observed trace, whose timing varies with the machine's load), so each page is audited BENCH_LH_RUNS times
 * (default 3, in rounds over the pages) and the median run by Performance is reported, as Lighthouse's own
 * guidance on variability advises. Every run's score is kept in `performanceRuns`.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import type { Result as LighthouseResult } from "lighthouse";

const run = promisify(execFile);
const CLI = path.join(process.cwd(), "node_modules", "lighthouse", "cli", "index.js");

async function audit(url: string, port: number): Promise<LighthouseResult> {
  const { stdout } = await run(
    process.execPath,
    [CLI, url, `--port=${port}`, "--output=json", "--output-path=stdout", "--quiet"],
    {
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as LighthouseResult;
}

export interface LighthouseFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  /** Main-thread time (ms) of each script under Lighthouse's throttling, by address (the bootup-time audit). */
  scriptMainThreadMs: Record<string, number>;
  /**
   * Main-thread time of React's runtime: the scripts of the page that hold React DOM (found by its error-page address,
   * which its production build carries), on this page. Set by runLighthouse once every page ran.
   */
  runtimeMs?: number;
  /** Accessibility, best-practices and SEO audits that did not pass (why a score is under 100). */
  failedAudits: string[];
  /** The Performance score of every run, in run order; the figures above are the median run's. */
  performanceRuns: number[];
}

const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));

interface BootupItem {
  url: string;
  total: number;
}

interface ResourceItem {
  resourceType: string;
  transferSize: number;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

function failedAudits(lhr: LighthouseResult): string[] {
  const ids = new Set<string>();
  for (const key of ["accessibility", "best-practices", "seo"]) {
    for (const ref of lhr.categories[key]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) ids.add(ref.id);
    }
  }
  return [...ids];
}

function figuresOf(page: string, lhr: LighthouseResult): Omit<LighthouseFigures, "performanceRuns"> {
  const items = (lhr.audits["resource-summary"]?.details as { items?: ResourceItem[] } | undefined)?.items ?? [];
  const script = items.find((item) => item.resourceType === "script")?.transferSize ?? 0;
  const bootup = (lhr.audits["bootup-time"]?.details as { items?: BootupItem[] } | undefined)?.items ?? [];
  return {
    path: page,
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories["best-practices"]?.score),
    seo: score(lhr.categories.seo?.score),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    scriptKb: Number((script / 1024).toFixed(1)),
    // Lighthouse lists the time it cannot attribute to a script as 'Unattributable'.
    scriptMainThreadMs: Object.fromEntries(
      bootup
        .filter((item) => URL.canParse(item.url))
        .map((item) => [new URL(item.url).pathname, Math.round(item.total)]),
    ),
    failedAudits: failedAudits(lhr),
  };
}

/** React DOM's production build names its error page; no other script of the build does. */
const REACT_DOM_MARK = "react.dev/errors/";

/** The scripts, among `paths`, that hold React DOM: read once each from the server. */
async function reactScripts(origin: string, paths: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const path of paths) {
    const body = await fetch(`${origin}${path}`).then((r) => (r.ok ? r.text() : ""));
    if (body.includes(REACT_DOM_MARK)) found.add(path);
  }
  return found;
}

export async function runLighthouse(origin: string, paths: string[]): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const runs = new Map<string, Omit<LighthouseFigures, "performanceRuns">[]>(paths.map((page) => [page, []]));
    for (let round = 0; round < RUNS; round++) {
      for (const page of paths) runs.get(page)?.push(figuresOf(page, await audit(`${origin}${page}`, chrome.port)));
    }
    const figures = paths.map((page) => {
      const all = runs.get(page) ?? [];
      const median = [...all].sort((a, b) => a.performance - b.performance)[Math.floor(all.length / 2)];
      return { ...median, performanceRuns: all.map((run) => run.performance) };
    });
    const scripts = [...new Set(figures.flatMap((f) => Object.keys(f.scriptMainThreadMs)))];
    const react = await reactScripts(origin, scripts);
    const runtimeMs = (f: LighthouseFigures) =>
      Object.entries(f.scriptMainThreadMs).reduce((sum, [path, ms]) => sum + (react.has(path) ? ms : 0), 0);
    return figures.map((f) => ({ ...f, runtimeMs: runtimeMs(f) }));
  } finally {
    await chrome.kill();
  }
}
