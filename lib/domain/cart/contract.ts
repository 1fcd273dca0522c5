/** The cart's answers on the wire (spec sections 3 and 7), as zod schemas with their inferred types. */
import { z } from "zod";

/** A product image as the cart sends it: COVER marks the cover, otherwise the first is. */
export const cartImageSchema = z.object({ image_url: z.string(), image_type: z.string() });

export const cartDirectDiscountSchema = z.object({ direct_disc_percent: z.number().int(), direct_disc_nominal: z.number().int() });

/** A cart line's product: the prices (grand_price computed by the server), its images and its bundle groups. */
export const cartProductDetailSchema = z.object({
  product_name: z.string(),
  retail_price: z.number().int(),
  net_price: z.number().int(),
  direct_discount: cartDirectDiscountSchema,
  grand_price: z.number().int(),
  product_images: z.array(cartImageSchema),
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
export const cartMessageSchema = z.object({ message: z.string() });
export type CartMessage = z.infer<typeof cartMessageSchema>;
