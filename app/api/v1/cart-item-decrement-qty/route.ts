import { cartStepRequestSchema } from "@/lib/domain/cart/inputs";
import { resolveCartOwner } from "@/lib/server/cart/owner";
import { decrementCartLine } from "@/lib/server/cart/write";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";

export const POST = handle(async (req) => {
  const input = await readJson(req, cartStepRequestSchema);
  if (!input.ok) return input;
  const owner = await resolveCartOwner(req, input.data.local_device_id);
  if (!owner.ok) return owner;
  return decrementCartLine(
    owner.data,
    { productId: input.data.product_detail_id, sizeCode: input.data.size },
    input.data.qty,
  );
});
