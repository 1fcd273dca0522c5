import { idQuerySchema } from "@/lib/domain/catalog/query";
import { handle } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/parse";
import { productSizeStock } from "@/lib/server/stock/size-stock";

/** `GET product-stock?id=`: each size's availability and, for 1 to 3 units left, the count. */
export const GET = handle(async (req) => {
  const query = readQuery(req, idQuerySchema);
  return query.ok ? productSizeStock(query.data.id) : query;
});
