import { readOrderRequest } from "@/lib/server/checkout/order-request";
import { readOrderSummary } from "@/lib/server/checkout/order-summary";
import { handle } from "@/lib/server/http/handler";

/** POST order-summary: one order's state and contents, for its owner or the holder of its pay link only. */
export const POST = handle(async (req) => {
  const request = await readOrderRequest(req);
  if (!request.ok) return request;
  return readOrderSummary(request.data.payer, request.data.trxRef);
});
