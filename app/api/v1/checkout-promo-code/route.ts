import { promoCodeSchema } from "@/lib/domain/checkout/schemas";
import { resolveShopper } from "@/lib/server/checkout/owner";
import { applyPromoCode } from "@/lib/server/checkout/promo-code";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";

export const dynamic = "force-dynamic";

export const POST = handle(async (req) => {
  const input = await readJson(req, promoCodeSchema);
  if (!input.ok) return input;
  const shopper = await resolveShopper(req, input.data.local_device_id);
  if (!shopper.ok) return shopper;
  return applyPromoCode(shopper.data.owner, input.data);
});
