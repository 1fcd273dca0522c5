import { checkoutSchema } from "@/lib/domain/checkout/schemas";
import { checkCartAvailability } from "@/lib/server/checkout/availability";
import { resolveShopper } from "@/lib/server/checkout/owner";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";

export const POST = handle(async (req) => {
  const input = await readJson(req, checkoutSchema);
  if (!input.ok) return input;
  const shopper = await resolveShopper(req, input.data.local_device_id);
  if (!shopper.ok) return shopper;
  return checkCartAvailability(shopper.data.owner);
});
