/** Cart, stock-check, wishlist and promo-code inputs (spec sections 5 and 7). */
import { z } from "zod";
import { MAX_QTY } from "../constants";
import { MSG } from "../messages";
import { deviceIdField, numericId, requiredText } from "@/lib/domain/api/input-fields";
import { LIMITS } from "@/lib/domain/api/limits";
import { SIZE_LABEL } from "./add-to-cart";

const C = MSG.cart;

export const productDetailIdField = numericId(C.itemInvalid);
export const sizeField = requiredText(C.sizeRequired, LIMITS.size, SIZE_LABEL);

/** A quantity of at least 1 (a missing or broken quantity gets the same message) and at most MAX_QTY. */
function qtyField(minMessage: string) {
  return z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: minMessage })
      .int({ error: minMessage })
      .min(1, { error: minMessage })
      .max(MAX_QTY, { error: MSG.extra.maxQty }),
  );
}

/** The detail page's add-to-cart form, as the route parses it; the browser checks with ./add-to-cart.ts (zod-free). */
export const addToCartSchema = z.object({
  product_detail_id: productDetailIdField,
  size: sizeField,
  qty: qtyField(C.minQtyAddToCart),
});
export type AddToCartInput = z.infer<typeof addToCartSchema>;

/** POST check-stock-location: same rules, its own quantity message. */
export const checkStockSchema = z.object({
  product_detail_id: productDetailIdField,
  size: sizeField,
  qty: qtyField(C.minQtyCheckStock),
});
export type CheckStockInput = z.infer<typeof checkStockSchema>;

/** POST cart: the form's fields plus the shopper's device. */
export const cartAddRequestSchema = addToCartSchema.extend({ local_device_id: deviceIdField });
export type CartAddRequest = z.infer<typeof cartAddRequestSchema>;

/** POST cart-item-increment-qty / cart-item-decrement-qty: qty is one step. */
export const cartStepRequestSchema = z.object({
  local_device_id: deviceIdField,
  product_detail_id: productDetailIdField,
  size: sizeField,
  qty: z.preprocess((value) => value ?? 1, qtyField(C.minQtyAddToCart)),
});
export type CartStepRequest = z.infer<typeof cartStepRequestSchema>;

/** DELETE cart-item-remove. */
export const cartRemoveRequestSchema = z.object({
  local_device_id: deviceIdField,
  product_detail_id: productDetailIdField,
  size: sizeField,
});
export type CartRemoveRequest = z.infer<typeof cartRemoveRequestSchema>;

/** GET cart, POST checkout. */
export const deviceRequestSchema = z.object({ local_device_id: deviceIdField });

/** Wishlist POST and DELETE. */
export const wishlistSchema = z.object({ product_detail_id: productDetailIdField });
