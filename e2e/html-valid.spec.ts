import { expect, test, type Page, type Request, type Route } from "@playwright/test";
import { signUpByApi } from "./account-helpers";
import { addToCart, firstSize } from "./checkout-support";
import { htmlErrors, type HtmlDocument } from "./html-support";
import { productWithRatedRelated, routeTable } from "./route-table";

// Every page as the browser has built it for a signed-in shopper is checked by the phone-layout walk
// (e2e/phone-layout.spec.ts), which loads each page of the route table anyway.
test.describe.configure({ timeout: 240_000 });

/** /stores while it loads: a client navigation whose page request is held, so the loading state is on screen. */
async function storesWhileLoading(page: Page): Promise<string> {
  await page.goto("/faq"); // not home: its offer popup would cover the menu
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = async (route: Route) => {
    const headers = route.request().headers();
    const prefetch = "next-router-prefetch" in headers || "next-router-segment-prefetch" in headers;
    if (!prefetch) await held;
    await route.continue().catch(() => undefined);
  };
  await page.route((url) => url.pathname === "/stores" && url.searchParams.has("_rsc"), hold);
  // The link prefetches its page (the loading state among it) when the pointer rests on it, after the page had long
  // gone network-idle: the click waits until those prefetches have all answered and no new one started meanwhile.
  const prefetches = { started: 0, settled: 0 };
  const isPrefetch = (request: Request) => {
    const headers = request.headers();
    const prefetch = "next-router-prefetch" in headers || "next-router-segment-prefetch" in headers;
    return prefetch && new URL(request.url()).pathname === "/stores";
  };
  page.on("request", (request) => void (isPrefetch(request) && prefetches.started++));
  page.on("requestfinished", (request) => void (isPrefetch(request) && prefetches.settled++));
  page.on("requestfailed", (request) => void (isPrefetch(request) && prefetches.settled++));
  const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "STORES" });
  // A pointer that rested on it before the page hydrated started nothing: it moves off and back until one starts.
  await link.hover();
  let seen = -1;
  await expect
    .poll(
      async () => {
        if (prefetches.started === 0) {
          await page.mouse.move(0, 0);
          await link.hover();
        }
        const quiet = prefetches.started > 0 && prefetches.settled === prefetches.started;
        const stable = quiet && prefetches.settled === seen;
        seen = quiet ? prefetches.settled : -1;
        return stable;
      },
      { message: "the STORES link's prefetches answered", intervals: [250] },
    )
    .toBe(true);
  await link.click();
  await expect(page.getByRole("status").filter({ hasText: "Loading.." })).toBeVisible();
  const html = await page.content();
  release();
  await page.unroute((url) => url.pathname === "/stores" && url.searchParams.has("_rsc"), hold);
  await expect(page.getByRole("heading", { level: 1, name: "Stores" })).toBeVisible();
  return html;
}

test("every page of the route table, as served, is valid HTML", async ({ page, request }) => {
  const productId = await productWithRatedRelated(request);
  const routes = routeTable(productId);
  const documents: HtmlDocument[] = [];

  // The server's HTML: public pages as a signed-out visitor gets them.
  for (const route of routes.filter((r) => !r.account)) {
    const res = await request.get(route.path);
    expect(res.status(), route.path).toBe(200);
    documents.push({ name: `${route.path} (server)`, html: await res.text() });
  }

  documents.push({ name: "/stores (while loading)", html: await storesWhileLoading(page), dom: true });

  // A signed-in shopper with a cart line: the account pages from the server.
  await signUpByApi(page, "html-valid");
  await addToCart(page, productId, await firstSize(page, productId));
  for (const route of routes.filter((r) => r.account)) {
    const res = await page.request.get(route.path);
    expect(res.status(), route.path).toBe(200);
    documents.push({ name: `${route.path} (server, signed in)`, html: await res.text() });
  }

  expect(htmlErrors(documents), "W3C Nu HTML checker errors").toEqual([]);
});
