/** The wishlist's and the back-in-stock notices' inputs (the product id and size fields are the cart's). */
import { z } from "zod";
import { productDetailIdField, sizeField, wishlistSchema } from "@/lib/domain/cart/inputs";
import { HEART_FIELDS, HEART_INTENTS } from "./heart-form";

/** POST and DELETE user/wishlist. */
export { wishlistSchema };

/** GET user/wishlist: the whole list, or with `product_detail_id` whether that one product is on it. */
export const wishlistQuerySchema = z.object({ product_detail_id: productDetailIdField.optional() });

/** POST and DELETE user/stock-alerts. */
export const stockAlertSchema = z.object({ product_detail_id: productDetailIdField, size: sizeField });
export type StockAlertInput = z.infer<typeof stockAlertSchema>;

/** The cards' heart posted as a form (lib/domain/wishlist/heart-form.ts): the product, add or remove, the page's language. */
export const heartFormSchema = z.object({
  [HEART_FIELDS.product]: productDetailIdField,
  [HEART_FIELDS.intent]: z.enum(HEART_INTENTS).catch("add"),
  [HEART_FIELDS.lang]: z.string().max(5).optional(),
});
