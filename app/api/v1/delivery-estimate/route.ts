import { deliveryEstimateQuerySchema } from "@/lib/domain/delivery/contract";
import { getAuth } from "@/lib/server/auth/context";
import { deliveryEstimate } from "@/lib/server/checkout/delivery-estimate";
import { handle } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/parse";

/** `GET delivery-estimate?product_id=&size=&subdistrict_id=`: the product page's "ships from, arrives in, pick up today". */
export const GET = handle(async (req) => {
  const query = readQuery(req, deliveryEstimateQuerySchema);
  if (!query.ok) return query;
  return deliveryEstimate(query.data, await getAuth(req));
});
