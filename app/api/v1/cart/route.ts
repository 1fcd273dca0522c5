import { cartAddRequestSchema, deviceRequestSchema } from "@/lib/domain/cart/inputs";
import { resolveCartOwner } from "@/lib/server/cart/owner";
import { getCart } from "@/lib/server/cart/read";
import { addToCart } from "@/lib/server/cart/write";
import { deviceKeyOf } from "@/lib/server/cart/device-key";
import { handle } from "@/lib/server/http/handler";
import { resultResponse } from "@/lib/server/http/respond";
import { readJson, readQuery } from "@/lib/server/http/parse";
import { ok } from "@/lib/server/result";

export const GET = handle(async (req) => {
  const query = readQuery(req, deviceRequestSchema);
  if (!query.ok) return query;
  const owner = await resolveCartOwner(req, query.data.local_device_id);
  if (!owner.ok) return owner;
  return ok(await getCart(owner.data));
});

/** A guest's first add creates the cart bound to the device's key, given here when the browser has none yet. */
export const POST = handle(async (req) => {
  const input = await readJson(req, cartAddRequestSchema);
  if (!input.ok) return input;
  const key = deviceKeyOf(req);
  const owner = await resolveCartOwner(req, input.data.local_device_id, key.keyHash);
  if (!owner.ok) return owner;
  const response = resultResponse(
    await addToCart(owner.data, {
      productId: input.data.product_detail_id,
      sizeCode: input.data.size,
      qty: input.data.qty,
    }),
  );
  for (const cookie of key.setCookie) response.headers.append("Set-Cookie", cookie);
  return response;
});
