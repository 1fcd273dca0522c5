import { notFound } from "next/navigation";

/**
 * This page never renders UI: it only throws the 404, which in `next dev` made every unknown /fr or /id address print
 * "Could not validate `instant` … NEXT_HTTP_ERROR_FALLBACK;404". There is no navigation into it to validate.
 */
export const instant = false;

/**
 * Where an unknown address under /fr or /id is rewritten (notFoundRewrites in lib/server/http/page-routing.ts): the
 * language tree's own 404 (not-found.tsx), in the address's language, with status 404.
 */
export default function PageNotFound(): never {
  notFound();
}
