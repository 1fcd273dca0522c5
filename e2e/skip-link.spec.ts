import { test, type BrowserContext } from "@playwright/test";
import { signUpByApi } from "./account-helpers";
import { addToCart, firstSize } from "./checkout-support";
import { productWithRatedRelated, routeTable } from "./route-table";
import { expectSkipLinkToMain } from "./skip-link-support";

// One language per test, spread over the workers. Every page puts its content in the one shared <main> (PageMain), so
// each language walks one page of each kind: the home page, a listing, a product, a form, the checkout, a streamed
// page and an account page. The English walk of every page is part of the phone-layout walk
// (e2e/phone-layout.spec.ts), which loads each page of the route table anyway.
test.describe.configure({ mode: "parallel", timeout: 300_000 });

const SAMPLE = new Set(["/products", "/sign-in", "/checkout", "/stores", "/shop/women", "/account/orders"]);

const LANGUAGES = [
  { lang: "en", prefix: "", skip: "Skip to content" },
  { lang: "fr", prefix: "/fr", skip: "Aller au contenu" },
  { lang: "id", prefix: "/id", skip: "Langsung ke konten" },
] as const;

function sample(path: string): boolean {
  return SAMPLE.has(path) || path.startsWith("/product/");
}

const localized = (prefix: string, path: string) => (path === "/" ? prefix || "/" : `${prefix}${path}`);

/** A fresh tab on the page, its skip link followed. */
async function followSkipLink(context: BrowserContext, path: string, name: string, home: boolean): Promise<void> {
  const page = await context.newPage();
  // The home page's offer popup would take the focus 2 s after load: its clock stands still (the caller gives the
  // home page a context of its own, since a paused clock holds every page of its context, and so the reveal of a page
  // streamed behind its loading state, /stores).
  if (home) {
    await page.clock.install({ time: new Date("2026-11-24T08:00:00Z") });
    await page.clock.pauseAt(new Date("2026-11-24T08:00:01Z"));
  }
  await page.goto(path);
  await expectSkipLinkToMain(page, path, name);
  await page.close();
}

for (const { lang, prefix, skip } of LANGUAGES) {
  test(`"${skip}" moves the keyboard focus into each page's main content (${lang})`, async ({
    browser,
    page,
    context,
    request,
  }) => {
    const productId = await productWithRatedRelated(request);
    // A signed-in shopper with a cart line, so the account pages and the checkout show their content.
    await signUpByApi(page, `skip-link-${lang}`);
    await addToCart(page, productId, await firstSize(page, productId));
    for (const route of routeTable(productId).filter((r) => r.path !== "/" && sample(r.path)))
      await followSkipLink(context, localized(prefix, route.path), skip, false);
    const homeContext = await browser.newContext();
    await followSkipLink(homeContext, localized(prefix, "/"), skip, true);
    await homeContext.close();
  });
}
