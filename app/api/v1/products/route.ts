import type { ProductList } from "@/lib/domain/catalog/contract";
import { productsQuerySchema } from "@/lib/domain/catalog/query";
import { handle } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/parse";
import { ok } from "@/lib/server/result";
import { listProducts } from "@/lib/server/catalog/products";

export const GET = handle(async (req) => {
  const query = readQuery(req, productsQuerySchema);
  return query.ok ? ok((await listProducts(query.data)) satisfies ProductList) : query;
});
