import { handle } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/parse";
import { dataResponse } from "@/lib/server/http/respond";
import { suggestQuerySchema } from "@/lib/domain/catalog/suggest-query";
import { suggest } from "@/lib/server/catalog/search";

/** Suggestions change only with the catalogue: a browser or CDN may reuse one for a minute. */
const SUGGEST_CACHE_CONTROL = "public, max-age=60, s-maxage=60";

/** The header's predictive search: up to 6 products and the matching categories (not in the spec's API). */
export const GET = handle(async (req) => {
  const query = readQuery(req, suggestQuerySchema);
  if (!query.ok) return query;
  return dataResponse(await suggest(query.data.q), { headers: { "Cache-Control": SUGGEST_CACHE_CONTROL } });
});
