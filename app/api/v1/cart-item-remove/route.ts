import { cartRemoveRequestSchema } from "@/lib/domain/cart/inputs";
import { resolveCartOwner } from "@/lib/server/cart/owner";
import { removeCartLine } from "@/lib/server/cart/write";
import { handle } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/parse";

/** A delete sends its payload as query parameters (spec section 7). */
export const DELETE = handle(async (req) => {
  const query = readQuery(req, cartRemoveRequestSchema);
  if (!query.ok) return query;
  const owner = await resolveCartOwner(req, query.data.local_device_id);
  if (!owner.ok) return owner;
  return removeCartLine(owner.data, { productId: query.data.product_detail_id, sizeCode: query.data.size });
});
