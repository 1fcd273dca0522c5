import { showroomStockSchema } from "@/lib/domain/checkout/schemas";
import { resolveShopper } from "@/lib/server/checkout/owner";
import { checkShowroomStock } from "@/lib/server/checkout/showroom-stock";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";

export const POST = handle(async (req) => {
  const input = await readJson(req, showroomStockSchema);
  if (!input.ok) return input;
  const shopper = await resolveShopper(req, input.data.local_device_id);
  if (!shopper.ok) return shopper;
  return checkShowroomStock(shopper.data.owner, input.data.showroom_id);
});
