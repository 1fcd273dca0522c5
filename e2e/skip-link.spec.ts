import { expect, test, type BrowserContext } from "@playwright/test";
import { signUpByApi } from "./account-helpers";
import { addToCart, firstSize } from "./checkout-support";
import { productWithRatedRelated, routeTable } from "./route-table";

// One language per test, spread over the workers. English walks the whole route table; every page puts its content
// in the one shared <main> (PageMain), so the other languages walk one page of each kind: the home page, a listing,
// a product, a form, the checkout, a streamed page and an account page.
test.describe.configure({ mode: "parallel", timeout: 300_000 });

const SAMPLE = new Set(["/products", "/sign-in", "/checkout", "/stores", "/shop/women", "/account/orders"]);

const LANGUAGES = [
  { lang: "en", prefix: "", skip: "Skip to content", walks: () => true },
  { lang: "fr", prefix: "/fr", skip: "Aller au contenu", walks: sample },
  { lang: "id", prefix: "/id", skip: "Langsung ke konten", walks: sample },
] as const;

function sample(path: string): boolean {
  return SAMPLE.has(path) || path.startsWith("/product/");
}

const localized = (prefix: string, path: string) => (path === "/" ? prefix || "/" : `${prefix}${path}`);

/**
 * A fresh tab on the page: the first Tab stop is the skip link, and Enter on it leaves the keyboard focus in the
 * page's one <main>.
 */
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
  await expect(page.locator("main"), `${path}: one <main>`).toHaveCount(1);
  // A page streamed behind its loading state (/stores) has its <main> in the document, hidden, until it shows.
  await expect(page.locator("main"), `${path}: the <main> shows`).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name }), `${path}: the first Tab stop is the skip link`).toBeFocused();
  await page.keyboard.press("Enter");
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest("main")?.id ?? null), {
      message: `${path}: the focus is in <main> after the skip link`,
    })
    .toBe("main");
  await page.close();
}

for (const { lang, prefix, skip, walks } of LANGUAGES) {
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
    for (const route of routeTable(productId).filter((r) => r.path !== "/" && walks(r.path)))
      await followSkipLink(context, localized(prefix, route.path), skip, false);
    const homeContext = await browser.newContext();
    await followSkipLink(homeContext, localized(prefix, "/"), skip, true);
    await homeContext.close();
  });
}
