import { expect, test, type APIRequestContext } from "@playwright/test";
import fc from "fast-check";
import { MAX_PAGE_SIZE } from "@/lib/domain/constants";
import { en } from "@/lib/i18n/messages/en";
import { id } from "@/lib/i18n/messages/id";

/**
 * The listing page finds what the products API finds, for every query a shopper can type (header search, the
 * no-JS form, the suggestions' "all results" and the filter and sort links of a searched listing all lead to
 * /products?search=…). Several words reach the cached listing through a path segment (lib/server/http/page-routing.ts),
 * other characters the per-request page: both must agree with the API.
 */

const LANGS = [
  { prefix: "", found: /Found (\d+) Items/ },
  { prefix: "/id", found: /Ditemukan (\d+) Produk/ },
] as const;

async function catalogueNames(request: APIRequestContext): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get(`/api/v1/products?limit=${MAX_PAGE_SIZE}&page=${page}`);
    expect(res.ok()).toBeTruthy();
    const { products, product_count } = (
      (await res.json()) as { data: { products: { product_name: string }[]; product_count: number } }
    ).data;
    names.push(...products.map((p) => p.product_name));
    if (products.length === 0 || names.length >= product_count) return names;
  }
}

async function apiCount(request: APIRequestContext, search: string): Promise<number> {
  const res = await request.get(`/api/v1/products?${new URLSearchParams({ search, limit: "1" })}`);
  expect(res.ok(), `the API takes ${JSON.stringify(search)}`).toBeTruthy();
  return ((await res.json()) as { data: { product_count: number } }).data.product_count;
}

const decodeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The popular searches' label in each language of LANGS. */
const OFFERED_SEARCHES = [en.catalog.listing.fallback.searches, id.catalog.listing.fallback.searches];

/** The page's 'Found N Items' and every search the page itself carries on (the no-JS form's field, filter and sort links). */
async function pageFacts(request: APIRequestContext, lang: (typeof LANGS)[number], search: string) {
  const res = await request.get(`${lang.prefix}/products?${new URLSearchParams({ search })}`);
  expect(res.status(), `the page answers ${JSON.stringify(search)}`).toBe(200);
  // A search that finds nothing offers other searches (its popular searches): those are not this search carried on.
  const offered = new RegExp(`<nav[^>]*aria-label="(?:${OFFERED_SEARCHES.join("|")})"[\\s\\S]*?</nav>`, "g");
  const html = (await res.text()).replace(offered, "");
  const status = /<p role="status">([^<]*)<\/p>/.exec(html)?.[1] ?? "";
  const count = Number(lang.found.exec(status)?.[1] ?? NaN);
  const carried = [
    ...[...html.matchAll(/<input[^>]*name="search"[^>]*value="([^"]*)"/g)].map((m) => decodeHtml(m[1])),
    ...[...html.matchAll(/href="([^"]*[?&](?:amp;)?search=[^"]*)"/g)].map(
      (m) => new URL(decodeHtml(m[1]), "http://shop").searchParams.get("search") ?? "",
    ),
  ];
  return { count, carried };
}

async function expectAgreement(request: APIRequestContext, lang: (typeof LANGS)[number], search: string) {
  const expected = await apiCount(request, search);
  const { count, carried } = await pageFacts(request, lang, search);
  expect(count, `'Found N Items' at ${lang.prefix || "/"} for ${JSON.stringify(search)}`).toBe(expected);
  for (const value of carried)
    expect(value, `what the page carries on for ${JSON.stringify(search)}`).toBe(search.trim());
}

test("a search taken from the catalogue's own names finds on the page what the API finds, in English and Indonesian", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const names = await catalogueNames(request);
  expect(names.length).toBeGreaterThan(20);
  const query = fc
    .record({
      name: fc.constantFrom(...names),
      part: fc.constantFrom("first two", "last two", "full"),
      lang: fc.constantFrom(...LANGS),
    })
    .map(({ name, part, lang }) => {
      const words = name.split(/\s+/);
      const search =
        part === "full" ? name : part === "first two" ? words.slice(0, 2).join(" ") : words.slice(-2).join(" ");
      return { search, lang };
    });
  await fc.assert(
    fc.asyncProperty(query, async ({ search, lang }) => expectAgreement(request, lang, search)),
    { numRuns: 30, seed: 20261124, endOnFailure: true },
  );
});

test("searches with the characters a shopper may type agree with the API, up to the 100-character limit", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const searches = [
    "crop top",
    "Sky Blue",
    "Kaos Crop",
    "  kaos   crop  ",
    "Kaós",
    "crop+top",
    "100%",
    "50% off",
    "atasan/bawahan",
    "kaos & celana",
    '"crop top"',
    "men's",
    "kaos 👕",
    "%20",
    "%2520",
    "k".repeat(100),
    "kaos crop top rib wanita sky blue kaos crop top rib wanita sky blue kaos crop top rib wanita sky blue".slice(
      0,
      100,
    ),
  ];
  for (const lang of LANGS) for (const search of searches) await expectAgreement(request, lang, search);
});

test("a listing filtered by several sizes or colours, searched or not, finds what the API finds", async ({
  request,
}) => {
  const queries = [
    "size=S,XS",
    "size=M,L&color=Hitam,Putih",
    "search=kaos crop&size=S,M",
    "search=crop top&sort=PRICE_ASC&size=S,XS",
  ];
  for (const lang of LANGS) {
    for (const query of queries) {
      const params = new URLSearchParams(query);
      const api = await request.get(`/api/v1/products?${params}&limit=1`);
      expect(api.ok()).toBeTruthy();
      const expected = ((await api.json()) as { data: { product_count: number } }).data.product_count;
      const page = await request.get(`${lang.prefix}/products?${params}`);
      const status = /<p role="status">([^<]*)<\/p>/.exec(await page.text())?.[1] ?? "";
      expect(Number(lang.found.exec(status)?.[1] ?? NaN), `'Found N Items' at ${lang.prefix || "/"} for ${query}`).toBe(
        expected,
      );
    }
  }
});
