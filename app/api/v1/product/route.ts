import type { ProductData } from "@/lib/domain/catalog/contract";
import { idQuerySchema } from "@/lib/domain/catalog/query";
import { handle } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/parse";
import { ok } from "@/lib/server/result";
import { getProduct } from "@/lib/server/catalog/products";

export const GET = handle(async (req) => {
  const query = readQuery(req, idQuerySchema);
  if (!query.ok) return query;
  const found = await getProduct(query.data.id);
  return found.ok ? ok({ product: found.data } satisfies ProductData) : found;
});
