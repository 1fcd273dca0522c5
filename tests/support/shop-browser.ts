/**
 * A phone's browser in front of a server a hardening test started (Chromium through Playwright, the engine the
 * browser flows drive: e2e/browser.ts), with the shop's service worker allowed to run, as e2e/offline-*.spec.ts run
 * it. The page is opened at a loopback address, which browsers count as a secure context, so the worker registers
 * without TLS; a live server is reached through the front proxy (tests/support/live-server.ts), as Caddy forwards.
 */
import { chromium, devices, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { BROWSER_ARGS, browserPath } from "../../e2e/browser";

export { openWithWorker } from "../../e2e/browser";

const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 7"];

export interface ShopBrowser {
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}

export async function openShopBrowser(baseURL: string): Promise<ShopBrowser> {
  const browser: Browser = await chromium.launch({ executablePath: browserPath(), args: BROWSER_ARGS });
  const context = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    serviceWorkers: "allow",
  });
  const page = await context.newPage();
  return { context, page, close: () => browser.close() };
}
