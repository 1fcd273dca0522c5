import { expect, test } from "@playwright/test";

// Issue #50: the product page's "Ask us on WhatsApp" is a plain link in the server's HTML, so it works with JavaScript
// off: wa.me with the shop's number and a text naming the product, its code and the page's address, in the page's
// language. The quick view's chat link (GET /api/chat/whatsapp) redirects to wa.me with the size chosen there.
test.use({ javaScriptEnabled: false });

const PRODUCT = 19;
/** The prefilled text without a size in each language, as docs/messaging.md and the catalogues word it. */
const TEXTS = [
  {
    lang: "en",
    prefix: "",
    button: "Ask us on WhatsApp",
    text: "Hello, I have a question about {name} (code {code}): {url}",
  },
  {
    lang: "id",
    prefix: "/id",
    button: "Tanya kami lewat WhatsApp",
    text: "Halo, saya ingin bertanya tentang {name} (kode {code}): {url}",
  },
  {
    lang: "fr",
    prefix: "/fr",
    button: "Nous écrire sur WhatsApp",
    text: "Bonjour, j'ai une question sur {name} (code {code}) : {url}",
  },
] as const;

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => vars[k]!);

/** The shop's number as the footer's WhatsApp link gives it (the `whatsapp_url` setting). */
async function shopDigits(page: import("@playwright/test").Page): Promise<string> {
  const href = await page.getByRole("contentinfo").getByRole("link", { name: "WhatsApp" }).getAttribute("href");
  const digits = /^https:\/\/wa\.me\/(\d+)/.exec(href ?? "")?.[1];
  expect(digits, `the footer's WhatsApp link: ${href}`).toBeTruthy();
  return digits!;
}

async function productCode(request: import("@playwright/test").APIRequestContext): Promise<string> {
  const res = await request.get(`/api/v1/product?id=${PRODUCT}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: { product: { product_code: string } } }).data.product.product_code;
}

for (const { lang, prefix, button, text } of TEXTS) {
  test(`without JavaScript the product page's chat link opens wa.me with the product in ${lang}`, async ({
    page,
    request,
  }) => {
    await page.goto(`${prefix}/product/${PRODUCT}`);
    const origin = new URL(page.url()).origin;
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    const link = page.getByRole("main").getByRole("link", { name: button, exact: true });
    await expect(link).toBeVisible();
    const href = new URL((await link.getAttribute("href"))!);
    expect(href.origin).toBe("https://wa.me");
    expect(href.pathname).toBe(`/${await shopDigits(page)}`);
    expect(href.searchParams.get("text")).toBe(
      fill(text, { name, code: await productCode(request), url: `${origin}${prefix}/product/${PRODUCT}` }),
    );
  });
}

test("the quick view's chat link redirects to wa.me with the chosen size, in the page's language", async ({
  page,
  request,
}) => {
  await page.goto(`/id/product/${PRODUCT}`);
  const origin = new URL(page.url()).origin;
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  const digits = await shopDigits(page);
  const code = await productCode(request);
  const res = await request.get(`/api/chat/whatsapp?product_id=${PRODUCT}&size=M&lang=id`, { maxRedirects: 0 });
  expect(res.status()).toBe(303);
  const to = new URL(res.headers().location!);
  expect(`${to.origin}${to.pathname}`).toBe(`https://wa.me/${digits}`);
  expect(to.searchParams.get("text")).toBe(
    `Halo, saya ingin bertanya tentang ${name} (kode ${code}), ukuran M: ${origin}/id/product/${PRODUCT}`,
  );
  // A query that names no product is refused; an unknown product leads to its page, not to an empty chat.
  expect((await request.get("/api/chat/whatsapp?product_id=x", { maxRedirects: 0 })).status()).toBe(400);
  const unknown = await request.get("/api/chat/whatsapp?product_id=99999999&lang=en", { maxRedirects: 0 });
  expect(unknown.status()).toBe(303);
  expect(unknown.headers().location).toBe(`${origin}/product/99999999`);
});
