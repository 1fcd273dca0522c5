import { productCardsQuerySchema } from "@/lib/domain/catalog/product-cards";
import { handle } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/parse";
import { ok } from "@/lib/server/result";
import { productCards } from "@/lib/server/catalog/product-cards";

/** The current cards of up to 12 products named by id (the recently viewed rail). */
export const GET = handle(async (req) => {
  const query = readQuery(req, productCardsQuerySchema);
  return query.ok ? ok(await productCards(query.data.ids)) : query;
});
