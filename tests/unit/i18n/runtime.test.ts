import { MSG } from "@/lib/domain/messages";
import { resolveMessage } from "@/lib/domain/api/codes";
import { messagesFor } from "@/lib/i18n/catalogues";
import { DEFAULT_LOCALE, isLocale, toLocale } from "@/lib/i18n/config";
import { fmt, plural } from "@/lib/i18n/format";
import { localize, translateWith, setActiveErrors } from "@/lib/i18n/localize";
import { isLocalizedPath, localHref, offeredLanguage, splitLocale, switchHref } from "@/lib/i18n/route";
import { pageAlternates } from "@/lib/i18n/alternates";

describe("fmt and plural", () => {
  it("fills every placeholder and leaves unknown ones as written", () => {
    expect(fmt("Error {status}: {statusText}", { status: 404, statusText: "Not Found" })).toBe("Error 404: Not Found");
    expect(fmt("{a} and {b}", { a: "x" })).toBe("x and {b}");
  });

  it("picks singular for one and plural otherwise in English", () => {
    expect(plural(1, "Cart, {count} item", "Cart, {count} items", "en")).toBe("Cart, 1 item");
    expect(plural(0, "Cart, {count} item", "Cart, {count} items", "en")).toBe("Cart, 0 items");
    expect(plural(3, "Cart, {count} item", "Cart, {count} items", "en")).toBe("Cart, 3 items");
  });

  it("follows each language's plural rules: French 0 and 1 are singular, Indonesian has one form", () => {
    const fr = messagesFor("fr");
    expect(plural(0, fr.catalog.listing.foundOne, fr.catalog.listing.foundOther, "fr")).toBe("0 article trouvé");
    expect(plural(1, fr.catalog.listing.foundOne, fr.catalog.listing.foundOther, "fr")).toBe("1 article trouvé");
    expect(plural(2, fr.catalog.listing.foundOne, fr.catalog.listing.foundOther, "fr")).toBe("2 articles trouvés");
    // French 'many' (a million) takes the plural text.
    expect(plural(1000000, fr.common.header.cartOne, fr.common.header.cartOther, "fr")).toBe(
      "Panier, 1000000 articles",
    );
    expect(
      plural(0, fr.catalog.filters.valueWithCountOne, fr.catalog.filters.valueWithCount, "fr", { value: "M" }),
    ).toBe("M, 0 produit");
    expect(
      plural(5, fr.catalog.filters.valueWithCountOne, fr.catalog.filters.valueWithCount, "fr", { value: "M" }),
    ).toBe("M, 5 produits");
    expect(plural(1, fr.common.search.foundOne, fr.common.search.found, "fr")).toBe("1 suggestion");
    const id = messagesFor("id");
    expect(plural(1, id.common.header.cartOne, id.common.header.cartOther, "id")).toBe("Keranjang, 1 barang");
    expect(plural(1, id.common.search.foundOne, id.common.search.found, "id")).toBe("1 saran");
  });

  it("keeps the English texts that have no singular in the spec", () => {
    const en = messagesFor("en");
    expect(
      plural(1, en.catalog.filters.valueWithCountOne, en.catalog.filters.valueWithCount, "en", { value: "M" }),
    ).toBe("M, 1 products");
    expect(
      plural(0, en.catalog.filters.valueWithCountOne, en.catalog.filters.valueWithCount, "en", { value: "M" }),
    ).toBe("M, 0 products");
  });
});

describe("language values", () => {
  it("accepts only the three languages and falls back to English", () => {
    expect(isLocale("fr")).toBe(true);
    expect(isLocale("de")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(toLocale("id")).toBe("id");
    expect(toLocale("FR")).toBe(DEFAULT_LOCALE);
    expect(toLocale("../en")).toBe(DEFAULT_LOCALE);
    expect(toLocale(undefined)).toBe("en");
  });
});

describe("the per-language page tree", () => {
  it("writes a page's address in each language and leaves everything else alone", () => {
    expect(localHref("fr", "/")).toBe("/fr");
    expect(localHref("id", "/?sort=NEWEST")).toBe("/id?sort=NEWEST");
    expect(localHref("id", "/product/5")).toBe("/id/product/5");
    expect(localHref("id", "/products?category_id=9&sort=NEWEST#grid")).toBe(
      "/id/products?category_id=9&sort=NEWEST#grid",
    );
    expect(localHref("en", "/product/5")).toBe("/product/5");
    for (const href of [
      "/api/v1/products",
      "/media/a.webp",
      "/icon.svg",
      "https://wa.me/62",
      "//evil.example/x",
      "#main",
      "mailto:a@b.c",
      "/id/product/5",
      "/fr",
    ]) {
      expect([href, localHref("id", href)]).toEqual([href, href]);
    }
  });

  it("reads the language out of an address and switches it", () => {
    expect(splitLocale("/id/product/5?x=1")).toEqual({ lang: "id", path: "/product/5?x=1" });
    expect(splitLocale("/fr")).toEqual({ lang: "fr", path: "/" });
    expect(splitLocale("/id?sort=NEWEST")).toEqual({ lang: "id", path: "/?sort=NEWEST" });
    expect(splitLocale("/products")).toEqual({ lang: "en", path: "/products" });
    expect(splitLocale("/identity")).toEqual({ lang: "en", path: "/identity" });
    expect(switchHref("/id/products?sort=NEWEST", "fr")).toBe("/fr/products?sort=NEWEST");
    expect(switchHref("/fr/faq", "en")).toBe("/faq");
    expect(switchHref("/fr", "en")).toBe("/");
    expect(switchHref("/tnc#3", "id")).toBe("/id/tnc#3");
  });

  it("offers an English page's visitor the first language of their browser the shop speaks, unless it is English", () => {
    expect(offeredLanguage(["id-ID", "id", "en-US"])).toBe("id");
    expect(offeredLanguage(["de-DE", "fr-FR", "en"])).toBe("fr");
    expect(offeredLanguage(["en-GB", "id"])).toBeNull();
    expect(offeredLanguage(["de", "ja"])).toBeNull();
    expect(offeredLanguage([])).toBeNull();
  });

  it("gives a page its canonical address in its language and hreflang alternates, x-default in English", () => {
    expect(pageAlternates("id", "/products?category_id=9")).toEqual({
      canonical: "/id/products?category_id=9",
      languages: {
        en: "/products?category_id=9",
        fr: "/fr/products?category_id=9",
        id: "/id/products?category_id=9",
        "x-default": "/products?category_id=9",
      },
    });
    expect(pageAlternates("en", "/").canonical).toBe("/");
  });

  it("knows which addresses are pages", () => {
    expect(isLocalizedPath("/")).toBe(true);
    expect(isLocalizedPath("/account/orders")).toBe(true);
    expect(isLocalizedPath("/api/v1/products")).toBe(false);
    expect(isLocalizedPath("/_next/static/chunks/a.js")).toBe(false);
    expect(isLocalizedPath("/payment-sandbox")).toBe(false);
    expect(isLocalizedPath("/bench-floor")).toBe(false);
    expect(isLocalizedPath("/icon.svg")).toBe(false);
    expect(isLocalizedPath("/media/brands/kota-kids.webp")).toBe(false);
  });
});

describe("localize", () => {
  const fr = messagesFor("fr").errors;

  it("swaps a spec message for its translation", () => {
    expect(translateWith(fr, MSG.cart.sizeRequired, "fr", resolveMessage)).toBe(fr.cart.sizeRequired);
    expect(translateWith(fr, MSG.http.sessionExpired, "fr", resolveMessage)).toBe(fr.http.sessionExpired);
    expect(translateWith(messagesFor("id").errors, MSG.wishlist.added, "id", resolveMessage)).toBe(
      "Barang Ditambahkan ke Wishlist",
    );
  });

  it("leaves an unknown text as it came", () => {
    expect(translateWith(fr, "Stock is not enough for Kaos Polos (M).", "fr", resolveMessage)).toBe(
      "Stock is not enough for Kaos Polos (M).",
    );
  });

  it("speaks English until a catalogue is active, then the active language", () => {
    expect(localize(MSG.cart.added)).toBe(MSG.cart.added);
    setActiveErrors(fr, "fr", resolveMessage);
    expect(localize(MSG.cart.added)).toBe("Article ajouté au panier");
    setActiveErrors(messagesFor("en").errors);
    expect(localize(MSG.cart.added)).toBe(MSG.cart.added);
  });
});
