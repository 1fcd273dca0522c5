import type { Page, Route } from "@playwright/test";

/** Next's scripts: the framework, the page's chunks and the runtime (everything React needs to hydrate). */
const SCRIPT = /\/_next\/static\/.+\.js(?:\?.*)?$/;

export type HeldScripts = {
  /** Lets the held scripts load (and every later one through), then waits for the page to settle. */
  release(): Promise<void>;
};

/**
 * Holds the page's scripts back so that a test can act on the server's HTML the way a shopper does on a busy
 * phone before React has hydrated it: call before page.goto(…, { waitUntil: "domcontentloaded" }), type and click,
 * then release() and check that every action took effect (or that a control was visibly not ready).
 */
export async function holdScripts(page: Page): Promise<HeldScripts> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const handler = async (route: Route) => {
    await gate;
    await route.continue().catch(() => undefined);
  };
  await page.route(SCRIPT, handler);
  return {
    async release() {
      open();
      await page.unroute(SCRIPT, handler);
      await page.waitForLoadState("load");
    },
  };
}
