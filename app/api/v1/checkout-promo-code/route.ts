import { promoCodeSchema } from "@/lib/domain/checkout/schemas";
import { resolveShopper } from "@/lib/server/checkout/owner";
import { applyPromoCode } from "@/lib/server/checkout/promo-code";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";
import { consume, tooMany } from "@/lib/server/limits";
import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import { requestClient } from "@/lib/server/http/request-client";

export const POST = handle(async (req) => {
  const allowed = await consume("promo", [requestClient(req.headers)]);
  if (!allowed.ok) return tooMany(allowed, LIMIT_MSG.tooMany);
  const input = await readJson(req, promoCodeSchema);
  if (!input.ok) return input;
  const shopper = await resolveShopper(req, input.data.local_device_id);
  if (!shopper.ok) return shopper;
  return applyPromoCode(shopper.data.owner, input.data);
});
