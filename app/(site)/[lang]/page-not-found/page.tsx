import { notFound } from "next/navigation";

/**
 * Where an unknown address under /fr or /id is rewritten (notFoundRewrites in lib/server/http/page-routing.ts): the
 * language tree's own 404 (not-found.tsx), in the address's language, with status 404.
 */
export default function PageNotFound(): never {
  notFound();
}
