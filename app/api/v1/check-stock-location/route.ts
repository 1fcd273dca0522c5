import { checkStockSchema } from "@/lib/domain/cart/inputs";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";
import { checkStockLocation } from "@/lib/server/showrooms/showrooms";

export const POST = handle(async (req) => {
  const input = await readJson(req, checkStockSchema);
  if (!input.ok) return input;
  return checkStockLocation({
    productId: input.data.product_detail_id,
    sizeCode: input.data.size,
    qty: input.data.qty,
  });
});
