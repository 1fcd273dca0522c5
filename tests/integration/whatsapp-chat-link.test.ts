/**
 * The quick view's chat link (issue #50): GET /api/chat/whatsapp redirects to wa.me with the shop's number (the
 * footer's `whatsapp_url` setting) and a text naming the product, its code, the size chosen and the product page's
 * address, in the page's language. The product page's own link, in its server HTML: e2e/no-js-whatsapp-chat.spec.ts.
 */
import { GET as chatLink } from "@/app/api/chat/whatsapp/route";
import { absoluteUrl } from "@/lib/server/site-url";
import { product } from "../support/checkout-fixtures";

const PRODUCT = 19;
const SHOP_DIGITS = "6281188009100"; // the seed's whatsapp_url, https://wa.me/6281188009100

const follow = async (query: string) => {
  const res = await chatLink(new Request(`http://localhost/api/chat/whatsapp?${query}`));
  return { status: res.status, location: res.headers.get("location"), cache: res.headers.get("cache-control") };
};

describe("GET /api/chat/whatsapp", () => {
  it.each([
    ["id", "/id", "Halo, saya ingin bertanya tentang {name} (kode {code}), ukuran M: {url}"],
    ["en", "", "Hello, I have a question about {name} (code {code}), size M: {url}"],
    ["fr", "/fr", "Bonjour, j'ai une question sur {name} (code {code}), taille M : {url}"],
  ])("redirects to wa.me with the product, the chosen size and its page in %s", async (lang, prefix, text) => {
    const row = await product(PRODUCT);
    const answer = await follow(`product_id=${PRODUCT}&size=M&lang=${lang}`);
    expect(answer.status).toBe(303);
    expect(answer.cache).toBe("no-store");
    const to = new URL(answer.location!);
    expect(`${to.origin}${to.pathname}`).toBe(`https://wa.me/${SHOP_DIGITS}`);
    const url = absoluteUrl(`${prefix}/product/${PRODUCT}`);
    expect(to.searchParams.get("text")).toBe(
      text.replace("{name}", row.productName).replace("{code}", row.productCode).replace("{url}", url),
    );
  });

  it("leaves the size out when none was chosen, and a size that is not one", async () => {
    for (const size of ["", "&size=%3Cb%3E"]) {
      const to = new URL((await follow(`product_id=${PRODUCT}&lang=en${size}`)).location!);
      expect(to.searchParams.get("text")).not.toMatch(/size/);
    }
  });

  it("refuses a query that names no product, and leads an unknown product to its page", async () => {
    expect((await follow("product_id=x")).status).toBe(400);
    const unknown = await follow("product_id=99999999&lang=id");
    expect(unknown.status).toBe(303);
    expect(unknown.location).toBe(absoluteUrl("/id/product/99999999"));
  });
});
