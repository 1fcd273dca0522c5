import fc from "fast-check";
import {
  cachedListingQuery,
  firstPageQuery,
  parseListingParams,
  resolveListingCover,
} from "@/lib/server/catalog/listing";
import { listingPageKey } from "@/lib/api/listing";
import { hasMorePages, listingHref, listingHrefWithSort } from "@/lib/domain/catalog/listing-href";
import { searchHref } from "@/lib/domain/catalog/search-href";
import { landingCategory } from "@/lib/domain/catalog/landing";

const tops = { name: "TOPS", cover_image_url: "/media/categories/tops.webp", cover_text: "Tops text" };

describe("listing query parameters", () => {
  it("defaults the page sort to Price High to Low", () => {
    expect(parseListingParams({})).toEqual({ sort: "PRICE_DESC" });
  });

  it("reads category, sub-category, group, sale, sort and search", () => {
    expect(
      parseListingParams({
        category_id: "9",
        category_sub_id: "901",
        group_id: "3",
        sale: "1",
        sort: "PRICE_ASC",
        search: " jeans ",
      }),
    ).toEqual({
      category_id: 9,
      category_sub_id: 901,
      group_id: 3,
      sale: 1,
      sort: "PRICE_ASC",
      search: "jeans",
    });
  });

  it("ignores a broken parameter instead of failing the page", () => {
    expect(parseListingParams({ category_id: "abc", sort: "CHEAPEST", sale: "yes", search: "kaos" })).toEqual({
      sort: "PRICE_DESC",
      search: "kaos",
    });
  });

  it("asks the first page of 8 products", () => {
    expect(firstPageQuery({ sort: "NEWEST", sale: 1 })).toMatchObject({
      page: 1,
      limit: 8,
      sale: true,
      sort: "NEWEST",
      search: "",
    });
  });
});

describe("a cached listing's path", () => {
  const path = (search: string) => ["-", "-", "-", "-", "PRICE_DESC", search, "-", "-", "-", "-"];

  it("gives back a search of several words, which Next hands over percent-encoded", () => {
    expect(cachedListingQuery(path("crop%20top"))).toEqual({ sort: "PRICE_DESC", search: "crop top" });
    expect(parseListingParams(cachedListingQuery(path("Sky%20Blue")) ?? {})).toEqual({
      sort: "PRICE_DESC",
      search: "Sky Blue",
    });
  });

  it("gives back every search the rewrite lets through, encoded or not", () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 -]{0,99}$/);
    fc.assert(
      fc.property(segment, (search) => {
        expect(cachedListingQuery(path(encodeURIComponent(search)))?.search).toBe(search);
        expect(cachedListingQuery(path(search))?.search).toBe(search);
      }),
    );
  });

  it("is no listing with the wrong number of segments or a broken escape", () => {
    expect(cachedListingQuery(["-", "-"])).toBeNull();
    expect(cachedListingQuery(path("50%"))).toBeNull();
  });
});

describe("listing cover", () => {
  it("is 'Our Collections' without a category", () => {
    expect(resolveListingCover({ category: null, sub: null, defaultImage: "/all.webp" })).toEqual({
      title: "Our Collections",
      text: null,
      image: "/all.webp",
    });
  });

  it("uses the category's own cover", () => {
    expect(resolveListingCover({ category: tops, sub: null, defaultImage: null })).toEqual({
      title: "TOPS",
      text: "Tops text",
      image: tops.cover_image_url,
    });
  });

  it("uses a sub-category's own cover, text and name when show_cover is 1", () => {
    const sub = {
      name: "Kaos",
      show_cover: 1,
      cover_image_url: "/sub.webp",
      cover_text: "Kaos text",
      category: { id: 9, ...tops },
    };
    expect(resolveListingCover({ category: tops, sub, defaultImage: null })).toEqual({
      title: "Kaos",
      text: "Kaos text",
      image: "/sub.webp",
    });
  });

  it("falls back to the parent category when the sub-category has show_cover 0", () => {
    const sub = { name: "Polo", show_cover: 0, cover_image_url: null, cover_text: null, category: { id: 9, ...tops } };
    expect(resolveListingCover({ category: null, sub, defaultImage: null })).toEqual({
      title: "TOPS",
      text: "Tops text",
      image: tops.cover_image_url,
    });
  });
});

describe("infinite scroll", () => {
  it("keys each page of the products call with the filters and 8 per request", () => {
    expect(listingPageKey({ category_id: 11, category_sub_id: 1102, sort: "PRICE_DESC" }, 2)).toBe(
      "products?category_id=11&category_sub_id=1102&limit=8&page=2&sort=PRICE_DESC",
    );
  });

  it("loads more only while fewer than product_count are loaded", () => {
    expect(hasMorePages(16, 18)).toBe(true);
    expect(hasMorePages(18, 18)).toBe(false);
    expect(hasMorePages(0, 0)).toBe(false);
  });

  it("a sort change keeps the filters and restarts from the first page", () => {
    expect(listingHrefWithSort({ category_id: 9, sale: 1, search: "a&b", sort: "PRICE_DESC" }, "NEWEST")).toBe(
      "/products?category_id=9&sale=1&search=a%26b&sort=NEWEST",
    );
  });
});

describe("the header search's address", () => {
  it("is the listing's address with the trimmed search alone, for any text typed", () => {
    for (const term of ["", "  kemeja  ", "a&b=c", "batik #1 / 50%", "ünïcödé +"]) {
      expect(searchHref(term)).toBe(listingHref({ search: term.trim() }));
    }
    fc.assert(fc.property(fc.string(), (term) => searchHref(term) === listingHref({ search: term.trim() })));
  });
});

describe("category landing", () => {
  it("is men or women, and anything else behaves as women", () => {
    expect(landingCategory("men")).toBe("men");
    expect(landingCategory("MEN")).toBe("men");
    expect(landingCategory("women")).toBe("women");
    expect(landingCategory("anything")).toBe("women");
  });
});
