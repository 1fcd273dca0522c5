import "server-only";
import { MSG } from "@/lib/domain/messages";
import {
  BACK_FIELD,
  CART_ADDED_COOKIE,
  CART_ADDED_SECONDS,
  NO_SCRIPT_FIELD,
  purchaseProblemId,
  purchaseProblemOf,
} from "@/lib/domain/purchase-problems";
import { localHref, splitLocale } from "@/lib/i18n/route";
import { addToCartSchema, productDetailIdField } from "@/lib/domain/cart/inputs";
import { seeOther } from "../http/form-post";
import { isHttpsRequest } from "../http/https-request";
import { fail, type Result } from "../result";
import { deviceOf } from "./device-cookie";
import { deviceKeyOf } from "./device-key";
import { resolveCartOwner } from "./owner";
import { addToCart } from "./write";

/**
 * The product page's add-to-cart form posted as plain HTML (before the page is interactive, or without
 * JavaScript): adds the size to the shopper's cart — the account's with a session cookie, else the device's named
 * by the device cookie (created here when missing). A browser without script (the form's <noscript> field) is sent
 * to /cart; one whose script had not run yet is sent back to the product page with the one-time `cart_added` note,
 * which the page turns into the hydrated click's outcome ('Item Added to Cart', the cart panel open; issue #30).
 * A refusal sends it back to the product with the problem's fragment (lib/domain/purchase-problems.ts). A forged
 * product id is a 400.
 */
export async function addToCartFromForm(
  req: Request,
  fields: Record<string, string>,
): Promise<Response | Result<never>> {
  const product = productDetailIdField.safeParse(fields.product_detail_id);
  if (!product.success) return fail(400, MSG.cart.itemInvalid, { product_detail_id: MSG.cart.itemInvalid });
  const key = deviceKeyOf(req);
  const found = deviceOf(req);
  const device = { deviceId: found.deviceId, setCookie: [...found.setCookie, ...key.setCookie] };
  const page = productPage(product.data, fields[BACK_FIELD]);
  const backWith = (message: string) =>
    seeOther(`${page.href}#${purchaseProblemId(purchaseProblemOf(message))}`, device.setCookie);

  const input = addToCartSchema.safeParse({
    product_detail_id: product.data,
    size: fields.size ?? "",
    qty: fields.qty ?? "",
  });
  if (!input.success) return backWith(input.error.issues[0]?.message ?? MSG.cart.itemInvalid);
  const owner = await resolveCartOwner(req, device.deviceId, key.keyHash);
  if (!owner.ok) return owner;
  const added = await addToCart(owner.data, {
    productId: input.data.product_detail_id,
    sizeCode: input.data.size,
    qty: input.data.qty,
  });
  if (!added.ok)
    return added.error.status === 400 && added.error.message === MSG.cart.itemInvalid
      ? added
      : backWith(added.error.message);
  if (fields[NO_SCRIPT_FIELD] === "1") return seeOther(localHref(page.lang, "/cart"), device.setCookie);
  const secure = isHttpsRequest(req);
  const note = `${CART_ADDED_COOKIE}=${product.data}; Path=/; Max-Age=${CART_ADDED_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
  return seeOther(page.href, [...device.setCookie, note]);
}

/** The product's page in the language of the page the form was on (only the language of its `back` field is used). */
function productPage(productId: number, back: string | undefined) {
  const { lang } = splitLocale(back ?? "");
  return { lang, href: localHref(lang, `/product/${productId}`) };
}
