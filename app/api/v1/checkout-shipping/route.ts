import { checkoutShippingSchema } from "@/lib/domain/checkout/schemas";
import { resolveShopper } from "@/lib/server/checkout/owner";
import { checkoutShipping } from "@/lib/server/checkout/shipping";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";

export const POST = handle(async (req) => {
  const input = await readJson(req, checkoutShippingSchema);
  if (!input.ok) return input;
  const shopper = await resolveShopper(req, input.data.local_device_id);
  if (!shopper.ok) return shopper;
  return checkoutShipping(shopper.data, input.data);
});
