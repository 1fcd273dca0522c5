import { handle } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/parse";
import { ok } from "@/lib/server/result";
import { productsQuerySchema } from "@/lib/domain/schemas/catalog";
import { listProductsLive } from "@/lib/server/catalog/cached";

export const GET = handle(async (req) => {
  const query = readQuery(req, productsQuerySchema);
  return query.ok ? ok(await listProductsLive(query.data)) : query;
});
