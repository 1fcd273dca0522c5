/** The wishlist's and the back-in-stock notices' answers on the wire (spec sections 3 and 7). */
import { z } from "zod";
import { messageResponseSchema } from "../api/message-response";
import { productSizeSchema, productSummarySchema } from "../catalog/contract";

/** A size on a wishlist card: the listing's size with the prices repeated, as wishlist cards expect. */
export const wishlistSizeSchema = productSizeSchema.extend({
  retail_price: z.number().int(),
  net_price: z.number().int(),
});
export type WishlistSize = z.infer<typeof wishlistSizeSchema>;

/** A wishlist card's product: the listing's product card, its sizes with their prices. */
export const wishlistProductSchema = productSummarySchema.extend({ sizes: z.array(wishlistSizeSchema) });
export type WishlistProduct = z.infer<typeof wishlistProductSchema>;

/** One entry of the shopper's wishlist, with its product card. */
export const wishlistEntrySchema = z.object({
  product_detail_id: z.number().int(),
  product_detail: wishlistProductSchema,
});
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;

/** `GET user/wishlist`: every entry, newest first. */
export const wishlistListSchema = z.object({ user_wishlists: z.array(wishlistEntrySchema) });
export type WishlistList = z.infer<typeof wishlistListSchema>;

/** `GET user/wishlist?product_detail_id=`: that one entry (its id only), or an empty list when it is not wishlisted. */
export const wishlistStateSchema = z.object({
  user_wishlists: z.array(z.object({ product_detail_id: z.number().int() })),
});
export type WishlistState = z.infer<typeof wishlistStateSchema>;

/** The answer of a wishlist or back-in-stock write: the message the shopper is shown. */
export const wishlistMessageSchema = messageResponseSchema;
export type WishlistMessage = z.infer<typeof wishlistMessageSchema>;

/** An open 'notify me when back in stock' request. */
export const stockAlertEntrySchema = z.object({ product_detail_id: z.number().int(), size: z.string() });
export const stockAlertListSchema = z.object({ stock_alerts: z.array(stockAlertEntrySchema) });
export type StockAlertList = z.infer<typeof stockAlertListSchema>;
