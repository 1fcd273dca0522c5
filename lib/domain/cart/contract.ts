/** The cart's answers on the wire (spec sections 3 and 7), as zod schemas with their inferred types. */
import { z } from "zod";
import { messageResponseSchema } from "../api/message-response";
import { directDiscountSchema, productImageSchema } from "../catalog/contract";

/** A cart line's product: the prices (grand_price computed by the server), its images and its bundle groups. */
export const cartProductDetailSchema = z.object({
  product_name: z.string(),
  retail_price: z.number().int(),
  net_price: z.number().int(),
  direct_discount: directDiscountSchema,
  grand_price: z.number().int(),
  product_images: z.array(productImageSchema),
  group_id: z.number().int(),
  sub_group_id: z.number().int().nullable(),
});
export type CartProductDetail = z.infer<typeof cartProductDetailSchema>;

/** One line of the cart: a product in one size. */
export const cartItemSchema = z.object({
  id: z.number().int(),
  qty: z.number().int(),
  size_code: z.string(),
  size_name: z.string(),
  product_detail_id: z.number().int(),
  product_detail: cartProductDetailSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({ cart_items: z.array(cartItemSchema) });
export type Cart = z.infer<typeof cartSchema>;

/** `GET cart`: the lines in the order they were added (an empty list when there is no cart). */
export const cartAnswerSchema = z.object({ cart: cartSchema });
export type CartAnswer = z.infer<typeof cartAnswerSchema>;

/** The units of a cart line a showroom can give (checkout's stock check answers a list of these). */
export const cartItemAvailabilitySchema = z.object({ id: z.number().int(), qty: z.number().int() });
export type CartItemAvailability = z.infer<typeof cartItemAvailabilitySchema>;

/** The answer of a cart write (add, increment, decrement, remove): the message the shopper is shown. */
export const cartMessageSchema = messageResponseSchema;
export type CartMessage = z.infer<typeof cartMessageSchema>;
