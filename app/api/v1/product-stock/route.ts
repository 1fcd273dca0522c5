import { idQuerySchema } from "@/lib/domain/catalog/query";
import { handle } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/parse";
import { productSizeStock } from "@/lib/server/stock/size-stock";

// Live on every request: the product page's HTML is cached for an hour, its stock figures are refreshed from here.
export const dynamic = "force-dynamic";

/** `GET product-stock?id=`: each size's availability and, for 1 to 3 units left, the count. */
export const GET = handle(async (req) => {
  const query = readQuery(req, idQuerySchema);
  return query.ok ? productSizeStock(query.data.id) : query;
});
