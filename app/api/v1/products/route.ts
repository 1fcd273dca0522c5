import type { ProductList } from "@/lib/domain/catalog/contract";
import { productsQuerySchema } from "@/lib/domain/catalog/query";
import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import { handle } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/parse";
import { UNKNOWN_CLIENT } from "@/lib/server/http/client-address";
import { requestClient } from "@/lib/server/http/request-client";
import { admitSearch, gatedListing } from "@/lib/server/http/search-gate";
import { tooMany } from "@/lib/server/limits";
import { ok } from "@/lib/server/result";
import { listProducts } from "@/lib/server/catalog/products";

export const GET = handle(async (req) => {
  // A search, or a price no panel bucket writes, is a render of its own: the search page's gate (search-gate.ts).
  if (gatedListing(new URL(req.url).searchParams)) {
    const client = requestClient(req.headers);
    if (!admitSearch(client === UNKNOWN_CLIENT ? null : client)) return tooMany({ retryAfter: 1 }, LIMIT_MSG.busy);
  }
  const query = readQuery(req, productsQuerySchema);
  return query.ok ? ok((await listProducts(query.data)) satisfies ProductList) : query;
});
