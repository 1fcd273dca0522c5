import { readFileSync } from "node:fs";
import path from "node:path";
import { EXTRA_FILTER_KEYS, LISTING_FILTERS, filterUrlPatterns } from "@/lib/domain/catalog/listing-filters";
import {
  extraFilterParams,
  hasExtraFilters,
  pickExtraFilters,
  withoutExtraFilters,
} from "@/lib/domain/catalog/extra-filters";
import { listingHref } from "@/lib/domain/catalog/listing-href";
import { FILTER_MSG } from "@/lib/domain/catalog/messages";
import { extraFilterShape } from "@/lib/domain/catalog/listing-query";
import { CACHED_LISTING_KEYS, LISTING_KEYS } from "@/lib/domain/catalog/listing-keys";
import { SERVER_FILTER_IDS } from "@/lib/server/catalog/filter-queries";
import { languageRewrites } from "@/lib/server/http/page-routing";
import { messagesFor } from "@/lib/i18n/catalogues";
import { LOCALES } from "@/lib/i18n/config";

const source = (file: string) => readFileSync(path.join(process.cwd(), file), "utf8");

describe("the listing filters, one entry each", () => {
  it("have a server half (SQL condition, facet query) for exactly the described filters, in their order", () => {
    expect(SERVER_FILTER_IDS).toEqual(LISTING_FILTERS.map((f) => f.id));
  });

  it("keep SQL and zod out of what the browser and next.config.ts load", () => {
    expect(source("lib/domain/catalog/listing-filters.ts")).not.toMatch(/^import /m);
    expect(source("lib/domain/catalog/extra-filters.ts")).not.toMatch(/"zod"|drizzle|lib\/server|lib\/db/);
    expect(source("lib/server/catalog/filter-queries.ts")).toMatch(/^import "server-only";$/m);
  });

  it("give every parameter a parser, a cached path pattern and a segment in the cached listing's path", () => {
    expect(Object.keys(extraFilterShape)).toEqual([...EXTRA_FILTER_KEYS]);
    expect(Object.keys(filterUrlPatterns())).toEqual([...EXTRA_FILTER_KEYS]);
    expect(CACHED_LISTING_KEYS).toEqual([...LISTING_KEYS, ...EXTRA_FILTER_KEYS]);
    // One rule per set of filter parameters present takes the listing's step to its cached page.
    const toCached = languageRewrites().filter(
      (r) => r.source.startsWith("/_listing/") && r.destination.includes("/products/cached/"),
    );
    expect(toCached).toHaveLength(2 ** EXTRA_FILTER_KEYS.length);
  });

  it("route the values the panel's links write, as before the entries", () => {
    expect(filterUrlPatterns()).toMatchObject({
      size: "[A-Za-z0-9][A-Za-z0-9.-]{0,19}(?:,[A-Za-z0-9][A-Za-z0-9.-]{0,19}){0,19}",
      color: "[A-Za-z0-9][A-Za-z0-9-]{0,39}(?:,[A-Za-z0-9][A-Za-z0-9-]{0,39}){0,19}",
      price_min: "\\d{1,10}",
      price_max: "\\d{1,10}",
    });
  });

  it("answer the API with each entry's messages, translated in each language", () => {
    for (const f of LISTING_FILTERS) {
      for (const m of f.kind === "range" ? [f.invalid, f.reversed] : [f.invalid]) {
        expect(FILTER_MSG).toHaveProperty(m.code, m.text);
        for (const lang of LOCALES)
          expect([lang, m.code, messagesFor(lang).errors.catalog.filter[m.code]]).toEqual([
            lang,
            m.code,
            expect.stringMatching(/\S/),
          ]);
      }
    }
  });

  it("name each entry's labels in each language's catalogue", () => {
    for (const lang of LOCALES) {
      const t = messagesFor(lang).catalog.filters;
      for (const f of LISTING_FILTERS) {
        for (const key of f.kind === "range" ? [f.label, f.labels.min, f.labels.max] : [f.label]) {
          expect([lang, key, t[key]]).toEqual([lang, key, expect.stringMatching(/\S/)]);
        }
      }
    }
  });

  it("pick, clear and write every parameter in the entries' order", () => {
    const filters = {
      category_id: 9,
      sort: "NEWEST" as const,
      price_max: 5,
      color: ["navy"],
      size: ["L", "M"],
      price_min: 1,
    };
    expect(pickExtraFilters(filters)).toEqual({ size: ["L", "M"], color: ["navy"], price_min: 1, price_max: 5 });
    expect(Object.keys(pickExtraFilters({}))).toEqual([...EXTRA_FILTER_KEYS]);
    expect(extraFilterParams(filters).toString()).toBe("size=L%2CM&color=navy&price_min=1&price_max=5");
    const cleared = { ...filters, ...withoutExtraFilters() };
    expect(hasExtraFilters(cleared)).toBe(false);
    expect(listingHref(cleared)).toBe("/products?category_id=9&sort=NEWEST");
    expect(hasExtraFilters({ size: [] })).toBe(false);
  });
});
