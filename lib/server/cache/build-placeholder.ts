import "server-only";
import { notFound } from "next/navigation";

/**
 * Cache Components make `next build` prerender at least one param of each dynamic route, but the build has no
 * database. Routes whose pages are kept per URL after their first request (ISR: the product page, the category
 * landing) list this one placeholder instead: its page is a 404, rendered without data, and every real URL is
 * rendered on its first request and then served from the cache. `/shop/_` never reaches its page: the router serves
 * every category name but men and women from the women's landing (lib/server/http/page-routing.ts), as the spec says.
 */
export const BUILD_PLACEHOLDER_PARAM = "_";

function isBuildPlaceholder(param: string): boolean {
  return param === BUILD_PLACEHOLDER_PARAM;
}

/** Ends the render of the build's placeholder page with the 404 before anything reads the database. */
export function rejectBuildPlaceholder(param: string): void {
  if (isBuildPlaceholder(param)) notFound();
}
