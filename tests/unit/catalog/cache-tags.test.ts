/**
 * The build-fallback tag is written by the app (lib/server/cache/catalog-cache.ts) and read by the page cache's
 * handler (cache-handlers/local-cache-handler.mjs, plain JavaScript that Next loads on its own): both must spell it the same, and
 * a revalidation must not be able to name it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { BUILD_FALLBACK_TAG, CACHE_TAG_PATTERN, NOT_KEPT_TAG } from "@/lib/domain/catalog/cache-tags";

describe("the build-fallback tag", () => {
  it("is the one the local cache handler looks for", () => {
    const handler = readFileSync(path.join(process.cwd(), "cache-handlers/local-cache-handler.mjs"), "utf8");
    expect(handler).toContain(`export const BUILD_FALLBACK_TAG = ${JSON.stringify(BUILD_FALLBACK_TAG)};`);
  });

  it("is not a tag that POST /api/v1/revalidate accepts", () => {
    expect(CACHE_TAG_PATTERN.test(BUILD_FALLBACK_TAG)).toBe(false);
    expect(CACHE_TAG_PATTERN.test("catalog")).toBe(true);
  });
});

describe("the not-kept tag", () => {
  it("is the one the page cache's handlers look for", () => {
    const policy = readFileSync(path.join(process.cwd(), "cache-handlers/cache-policy.mjs"), "utf8");
    expect(policy).toContain(`export const NOT_KEPT_TAG = ${JSON.stringify(NOT_KEPT_TAG)};`);
  });

  it("is not a tag that POST /api/v1/revalidate accepts", () => {
    expect(CACHE_TAG_PATTERN.test(NOT_KEPT_TAG)).toBe(false);
  });
});
