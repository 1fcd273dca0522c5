import { checkoutTrxSchema } from "@/lib/domain/checkout/schemas";
import { checkoutTrx } from "@/lib/server/checkout/checkout-trx";
import { resolveShopper } from "@/lib/server/checkout/owner";
import { paymentContextOf } from "@/lib/server/checkout/request-origin";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";
import { errorBody } from "@/lib/server/http/respond";
import { consume, tooMany } from "@/lib/server/limits";
import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import { requestClient } from "@/lib/server/http/request-client";
import { countCheckout } from "@/lib/server/observe/metrics";

async function placeOrder(req: Request) {
  const allowed = await consume("checkout", [requestClient(req.headers)]);
  if (!allowed.ok) return tooMany(allowed, LIMIT_MSG.tooMany);
  const input = await readJson(req, checkoutTrxSchema);
  if (!input.ok) return input;
  const shopper = await resolveShopper(req, input.data.local_device_id);
  if (!shopper.ok) return shopper;
  return checkoutTrx(shopper.data, input.data, paymentContextOf(req));
}

export const POST = handle(async (req) => {
  const result = await placeOrder(req);
  // The reason is the refusal's stable code (checkout.soldOut, limit.tooMany…): a bounded label.
  if (result.ok) countCheckout("placed");
  else countCheckout("refused", errorBody(result.error).error.code);
  return result;
});
