/** 'Notify me when back in stock' requests (POST/DELETE user/stock-alerts). */
import { z } from "zod";
import { productDetailIdField, sizeField } from "./cart";

export const stockAlertSchema = z.object({ product_detail_id: productDetailIdField, size: sizeField });
export type StockAlertInput = z.infer<typeof stockAlertSchema>;

export const STOCK_ALERT_MSG = {
  created: "We will email you when this size is back in stock.",
  cancelled: "Back-in-stock notice cancelled.",
  notWishlisted: "Add the product to your wishlist first.",
  sizeUnknown: "This product has no such size.",
  inStock: "This size is in stock.",
} as const;
