/** Response contract of GET user/orders (spec section 3: Order, Order line, Order tracking). */
import { z } from "zod";
import { SHIPPING_TYPES } from "../constants";
import { PAYMENT_STATES } from "./payment-state";

export const orderLineSchema = z.object({
  product_name: z.string(),
  size_code: z.string(),
  qty: z.number().int(),
  retail_price: z.number(),
  net_price: z.number(),
  disc_percent: z.number(),
  disc_nominal: z.number(),
  subtotal: z.number(),
  /** The product's id (its page, its review: docs/reviews.md) and the image the line was sold with. */
  product_detail: z.object({ id: z.number().int(), product_images: z.array(z.object({ image_url: z.string() })) }),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const trackingStatusSchema = z.object({
  status: z.string(),
  date_time: z.string(),
  receiver_name: z.string().nullable(),
});
export type TrackingStatus = z.infer<typeof trackingStatusSchema>;

export const trackingEntrySchema = trackingStatusSchema.extend({ city: z.string().nullable() });
export type TrackingEntry = z.infer<typeof trackingEntrySchema>;

export const orderTrackingSchema = z.object({
  last_status: trackingStatusSchema.nullable(),
  track_history: z.array(trackingEntrySchema),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

/** One order; dates are 'YYYY-MM-DD HH:mm:ss' in WIB (Asia/Jakarta). */
export const orderSchema = z.object({
  id: z.number().int(),
  trx_ref: z.string(),
  trx_date: z.string(),
  trx_status: z.string(),
  grand_total: z.number(),
  shipping_type: z.enum(SHIPPING_TYPES),
  shipping_courier: z.string().nullable(),
  shipping_service_name: z.string().nullable(),
  shipping_cost: z.number(),
  shipping_notes: z.string().nullable(),
  notes: z.string().nullable(),
  no_resi: z.string().nullable(),
  pickup_code: z.string().nullable(),
  showroom: z.object({ showroom_name: z.string() }).nullable(),
  user: z.object({ name: z.string() }).nullable(),
  address_recipient_name: z.string().nullable(),
  address_recipient_phone: z.string().nullable(),
  address_label: z.string().nullable(),
  address_street: z.string().nullable(),
  address_subdistrict: z.string().nullable(),
  address_city: z.string().nullable(),
  address_province: z.string().nullable(),
  /** The payment's provider-neutral state (lib/domain/orders/payment-state.ts). */
  payment_state: z.enum(PAYMENT_STATES),
  /** The payment provider's own description of its last status, as it gave it (null before any). */
  payment_status_desc: z.string().nullable(),
  payment_channel: z.string().nullable(),
  payment_duedate: z.string().nullable(),
  payment_date: z.string().nullable(),
  /** When the shopper received the goods (the courier's delivery time, or a pickup's collection); null before. */
  received_at: z.string().nullable(),
  sales_trx_details: z.array(orderLineSchema),
  order_tracking: orderTrackingSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET user/orders: the signed-in shopper's own orders, newest first. */
export const userOrdersSchema = z.object({ user_orders: z.array(orderSchema) });
export type UserOrders = z.infer<typeof userOrdersSchema>;
