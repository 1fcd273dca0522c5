import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { MAX_PAGE_SIZE } from "@/lib/domain/constants";
import { signUpByApi } from "./account-helpers";
import { productWithRatedRelated, routeTable } from "./route-table";

// Issue #48 point 13: one language per page. Every page of the spec's route table, in /id and /fr, as the server
// sends it (its HTML, parsed without running a script: what a shopper sees first, and the no-JS page), holds no word
// that only another language uses. Left aside: the shop's product names and descriptions (a product is named once,
// in the shop's language), any part marked as another language (`lang`) or not to be translated (`translate="no"`),
// and the spec's fixed English strings.

/** Words only English uses, then only French, then only Indonesian: none is a word of the other two. */
const words = (list: string) => list.trim().split(/\s+/);
const ENGLISH = words(`
  the and your you with for of to off my our is are please size chart small double orders process shop now sign
  items loading new
`);
const FRENCH = words("le les des du pour avec votre vos et est une au aux");
const INDONESIAN = words(`
  dan yang untuk dengan dari ini itu anda kami tidak atau pada akan bisa sudah hingga koleksi terbaru belanja
  sekarang lihat semua harga produk keranjang
`);
const FOREIGN: Record<"en" | "id" | "fr", Set<string>> = {
  en: new Set([...INDONESIAN, ...FRENCH]),
  id: new Set([...ENGLISH, "large", "extra", ...FRENCH]),
  fr: new Set([...ENGLISH, ...INDONESIAN]),
};
/** The spec's fixed English strings, kept in every language (none today but the brand's). */
const FIXED: string[] = [];

/** The shop's product names and the route's product's texts: written once, in the shop's language. */
async function productTexts(request: APIRequestContext, productId: number): Promise<string[]> {
  const texts: string[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get(`/api/v1/products?limit=${MAX_PAGE_SIZE}&page=${page}`);
    const { products, product_count } = (
      (await res.json()) as {
        data: { products: { product_name: string }[]; product_count: number };
      }
    ).data;
    texts.push(...products.map((p) => p.product_name));
    if (products.length === 0 || texts.length >= product_count) break;
  }
  const detail = (await (await request.get(`/api/v1/product?id=${productId}`)).json()) as {
    data: { product?: { short_description: string; detailed_description: string } };
  };
  const product = detail.data.product ?? (detail.data as { short_description: string; detailed_description: string });
  texts.push(...`${product.short_description}\n${product.detailed_description}`.split(/\n+/));
  return texts
    .map((t) => t.trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
}

/** The page's text as the server sent it, and its labels, leaving out what is marked as another language. */
async function pageText(parser: Page, html: string, lang: string): Promise<string[]> {
  await parser.setContent(html, { waitUntil: "commit" });
  return parser.evaluate((pageLang) => {
    const texts: string[] = [];
    const walk = (el: Element) => {
      if (["SCRIPT", "STYLE", "TEMPLATE", "svg"].includes(el.tagName)) return;
      const lang = el.getAttribute("lang");
      if ((lang && lang !== pageLang) || el.getAttribute("translate") === "no") return;
      for (const attr of ["aria-label", "title", "alt", "placeholder"]) {
        const value = el.getAttribute(attr);
        if (value) texts.push(value);
      }
      for (const node of Array.from(el.childNodes)) {
        if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) texts.push(node.textContent.trim());
        else if (node.nodeType === Node.ELEMENT_NODE) walk(node as Element);
      }
    };
    walk(document.documentElement);
    return texts;
  }, lang);
}

test("every page of the route table speaks only its language in /id and /fr, and the English home page English", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpByApi(page, "one-language");
  const productId = await productWithRatedRelated(page.request);
  const aside = [...(await productTexts(page.request, productId)), ...FIXED];
  // A parser: a page without script, loading nothing.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const parser = await context.newPage();
  await parser.route("**/*", (route) => route.abort());
  const found: string[] = [];
  // Every page in /id and /fr, and the English home page (its slides were the Indonesian ones).
  const pages = [
    ...(["id", "fr"] as const).flatMap((lang) =>
      routeTable(productId).map(({ path }) => ({ lang, url: `/${lang}${path === "/" ? "" : path}` })),
    ),
    { lang: "en" as const, url: "/" },
  ];
  for (const { lang, url } of pages) {
    const res = await page.request.get(url);
    expect(res.status(), url).toBeLessThan(400);
    for (const text of await pageText(parser, await res.text(), lang)) {
      let rest = text;
      for (const own of aside) rest = rest.split(own).join(" ");
      const said = rest.toLowerCase().match(/[\p{L}']+/gu) ?? [];
      const foreign = said.filter((word) => FOREIGN[lang].has(word));
      if (foreign.length) found.push(`${url}: "${text.slice(0, 80)}" (${foreign.join(", ")})`);
    }
  }
  await context.close();
  expect([...new Set(found)]).toEqual([]);
});
