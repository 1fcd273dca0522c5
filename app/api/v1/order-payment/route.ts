import { readOrderRequest } from "@/lib/server/checkout/order-request";
import { payOrderAgain } from "@/lib/server/checkout/pay-again";
import { paymentContextOf } from "@/lib/server/checkout/request-origin";
import { handle } from "@/lib/server/http/handler";

/** POST order-payment ('Pay Now' on a pending order): the provider's hidden form for the same bill, for its owner only. */
export const POST = handle(async (req) => {
  const request = await readOrderRequest(req);
  if (!request.ok) return request;
  return payOrderAgain(request.data.payer, request.data.trxRef, paymentContextOf(req));
});
