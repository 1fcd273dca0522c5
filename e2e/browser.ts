import { existsSync } from "node:fs";
import type { Page } from "@playwright/test";

const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

/**
 * The browser the flows drive (playwright.config.ts, and the hardening tests that open a built server in a browser):
 * Debian's headless shell (package chromium-headless-shell, the build Playwright itself runs headless) where it is
 * installed, else the full Chromium. The same engine, without the desktop browser around it: loading the same pages
 * took 20 s of CPU against 52 s for the full browser in headless mode (docs/ci.md), and the shell passes the same
 * service worker and installability checks. E2E_CHROME_PATH names another.
 */
export function browserPath(): string {
  if (process.env.E2E_CHROME_PATH) return process.env.E2E_CHROME_PATH;
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return process.env.CHROME_PATH ?? "/usr/bin/chromium";
}

/** No sandbox (CI runs as root), no GPU, and none of the browser's own background traffic. */
export const BROWSER_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Opens `path` and waits until the service worker is installed (its precache filled) and controls the page. */
export async function openWithWorker(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
    );
  });
}
