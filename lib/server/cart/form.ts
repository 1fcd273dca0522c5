import "server-only";
import { MSG } from "@/lib/domain/messages";
import { purchaseProblemId, purchaseProblemOf } from "@/lib/domain/purchase-problems";
import { addToCartSchema, productDetailIdField } from "@/lib/domain/cart/inputs";
import { seeOther } from "../http/form-post";
import { fail, type Result } from "../result";
import { deviceOf } from "./device-cookie";
import { resolveCartOwner } from "./owner";
import { addToCart } from "./write";

/**
 * The product page's add-to-cart form posted as plain HTML (before the page is interactive, or without
 * JavaScript): adds the size to the shopper's cart — the account's with a session cookie, else the device's named
 * by the device cookie (created here when missing) — and sends the browser to /cart. A refusal sends it back to
 * the product with the problem's fragment (lib/domain/purchase-problems.ts). A forged product id is a 400.
 */
export async function addToCartFromForm(req: Request, fields: Record<string, string>): Promise<Response | Result<never>> {
  const product = productDetailIdField.safeParse(fields.product_detail_id);
  if (!product.success) return fail(400, MSG.cart.itemInvalid, { product_detail_id: MSG.cart.itemInvalid });
  const device = deviceOf(req);
  const backWith = (message: string) => seeOther(`/product/${product.data}#${purchaseProblemId(purchaseProblemOf(message))}`, device.setCookie);

  const input = addToCartSchema.safeParse({ product_detail_id: product.data, size: fields.size ?? "", qty: fields.qty ?? "" });
  if (!input.success) return backWith(input.error.issues[0]?.message ?? MSG.cart.itemInvalid);
  const owner = await resolveCartOwner(req, device.deviceId);
  if (!owner.ok) return owner;
  const added = await addToCart(owner.data, { productId: input.data.product_detail_id, sizeCode: input.data.size, qty: input.data.qty });
  if (!added.ok) return added.error.status === 400 && added.error.message === MSG.cart.itemInvalid ? added : backWith(added.error.message);
  return seeOther("/cart", device.setCookie);
}
