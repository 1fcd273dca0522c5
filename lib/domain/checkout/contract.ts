/**
 * Response contracts of the checkout calls (spec section 7): the zod schema of each answer's `data` and its inferred
 * type. The services build these (lib/server/checkout, lib/server/payment) and the browser reads them (lib/api/checkout.ts).
 */
import { z } from "zod";
import { PROMO_CATEGORIES, SHIPPING_TYPES } from "../constants";
import { orderTrackingSchema } from "../orders/contract";
import { regionOf, showroomSchema } from "../showrooms/contract";

const int = () => z.number().int();

/**
 * A showroom the cart can be fulfilled from, with how many of the cart's lines it holds in full, and its province
 * (ours: the checkout chooses the hub nearest the address, lib/domain/checkout/nearest-hub.ts).
 */
export const availableShowroomSchema = showroomSchema.extend({
  available_items: int(),
  total_items: int(),
  province_id: z.string().nullable(),
});
export type AvailableShowroom = z.infer<typeof availableShowroomSchema>;

export const availableShowroomRegionSchema = regionOf(availableShowroomSchema);
export type AvailableShowroomRegion = z.infer<typeof availableShowroomRegionSchema>;

/** What the running payment provider needs from the shopper besides the order (docs/providers.md, the contract). */
export const PAYMENT_CUSTOMER_FIELDS = ["phone"] as const;
export type PaymentCustomerField = (typeof PAYMENT_CUSTOMER_FIELDS)[number];

/**
 * How the shopper can pay on the running provider's page, by group, as its plug-in declares it (docs/providers.md):
 * the order summary says so before the shopper leaves the shop. `brands`: the channels' names, when the plug-in
 * knows them (a real provider's depend on what the merchant enabled).
 */
export const PAYMENT_METHOD_GROUPS = [
  "virtual_account",
  "e_wallet",
  "qris",
  "retail_store",
  "internet_banking",
  "card",
] as const;
export type PaymentMethodGroup = (typeof PAYMENT_METHOD_GROUPS)[number];
export const paymentMethodSchema = z.object({
  group: z.enum(PAYMENT_METHOD_GROUPS),
  brands: z.array(z.string()),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * POST checkout: where the whole cart can be picked up (any showroom) or shipped from (hubs), and who holds part of
 * it; ours beside the spec's: what the payment provider needs (`payment_requires`: a delivery's address carries the
 * phone, a pickup asks for it), how one can pay there (`payment_methods`) and the signed-in shopper's phone to offer
 * (their primary address's, else null).
 */
export const cartAvailabilitySchema = z.object({
  available_on_store: z.boolean(),
  available_stores: z.array(availableShowroomSchema),
  available_stores_by_region: z.array(availableShowroomRegionSchema),
  available_online: z.boolean(),
  available_stores_online: z.array(availableShowroomSchema),
  available_stores_by_region_online: z.array(availableShowroomRegionSchema),
  partial_stores: z.array(availableShowroomSchema),
  partial_stores_online: z.array(availableShowroomSchema),
  payment_requires: z.array(z.enum(PAYMENT_CUSTOMER_FIELDS)),
  payment_methods: z.array(paymentMethodSchema),
  account_phone: z.string().nullable(),
});
export type CartAvailability = z.infer<typeof cartAvailabilitySchema>;

/** One cart line as the order summary shows it. */
export const summaryItemSchema = z.object({
  id: int(),
  product_detail_id: int(),
  product_name: z.string(),
  size_code: z.string(),
  size_name: z.string(),
  qty: int(),
  retail_price: z.number(),
  price: z.number(),
  subtotal: z.number(),
  image_url: z.string().nullable(),
});
export type SummaryItem = z.infer<typeof summaryItemSchema>;

/** POST check-showroom-stock-availability: the units the showroom holds per cart line, and the summary (ours). */
export const showroomStockAvailabilitySchema = z.object({
  cart_items_availability: z.array(z.object({ id: int(), qty: int() })),
  cart_items: z.array(summaryItemSchema),
  items_subtotal: z.number(),
  bundle_discount: z.number(),
  total_purchase: z.number(),
});
export type ShowroomStockAvailability = z.infer<typeof showroomStockAvailabilitySchema>;

/** A promo code's terms (spec section 3). */
export const promoSchema = z.object({
  code: z.string(),
  category: z.enum(PROMO_CATEGORIES),
  disc_percent: z.number(),
  disc_nominal: z.number(),
  disc_max: z.number(),
});
export type Promo = z.infer<typeof promoSchema>;

/** POST checkout-promo-code: the promo and the purchase it applies to. */
export const promoCodeResponseSchema = z.object({ promo: promoSchema, total_purchase: z.number() });
export type PromoCodeResponse = z.infer<typeof promoCodeResponseSchema>;

/** One shipping option (spec section 3): the courier's service, its tariff and delivery time. */
export const shippingOptionSchema = z.object({
  courier: z.string(),
  service: z.string(),
  description: z.string(),
  tariff: z.number(),
  etd: z.string(),
  notes: z.string(),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

/** A place the running courier delivers to, in its own ids: the shopper confirms one for each address (ours). */
export const courierDestinationSchema = z.object({ id: z.string(), label: z.string(), zip_code: z.string() });
export type CourierDestinationOption = z.infer<typeof courierDestinationSchema>;

/**
 * POST checkout-shipping: the options (spec section 7). When the address's district holds several of the courier's
 * places and none was chosen, no options and those places (ours), to send one back as `courier_destination_id`.
 */
export const checkoutShippingResponseSchema = z.object({
  shipping_options: z.array(shippingOptionSchema),
  courier_destinations: z.array(courierDestinationSchema).optional(),
});
export type CheckoutShippingResponse = z.infer<typeof checkoutShippingResponseSchema>;

/**
 * Where the browser goes to pay. POST: the hidden form the browser posts to the provider's page (a path of this shop,
 * /payment-sandbox, for the demo's sandbox, so it works on whatever address the shop was opened at). GET: a redirect
 * to the payment page a provider's server answered (its `redirect_url`): the browser opens `action_url` exactly as it
 * is, query string included, and `fields` is empty.
 */
export const paymentDataSchema = z.object({
  action_url: z.string(),
  method: z.enum(["POST", "GET"]),
  fields: z.record(z.string(), z.string()),
});
export type PaymentData = z.infer<typeof paymentDataSchema>;

/** POST checkout-trx (the order placed) and POST order-payment ('Pay Now'): the bill number and the provider's form. */
export const orderPaymentResponseSchema = z.object({ trx_ref: z.string(), payment_data: paymentDataSchema });
export type OrderPaymentResponse = z.infer<typeof orderPaymentResponseSchema>;

/** POST checkout-payment: the order's state as the server knows it (dates 'YYYY-MM-DD HH:mm:ss' in WIB). */
export const paymentReturnAnswerSchema = z.object({
  order_number: z.string(),
  trx_status: z.string(),
  grand_total: z.number(),
  payment_status_desc: z.string().nullable(),
  payment_duedate: z.string(),
  can_pay: z.boolean(),
  /** The provider's own status as its return gave it. */
  return_status: z.string(),
  /** The provider's signed return says the shopper paid: the notification is awaited, no 'Pay Now' meanwhile. */
  return_paid: z.boolean(),
});
export type PaymentReturnAnswer = z.infer<typeof paymentReturnAnswerSchema>;

/**
 * POST order-summary: one order for its owner (the account, the guest's device, or the order's pay link or view
 * token): its state (as checkout-payment answers it), what was ordered, where it goes or where it is picked up, and
 * once shipped its waybill and the courier's tracking (spec section 3's shape).
 */
export const orderSummarySchema = z.object({
  order_number: z.string(),
  trx_ref: z.string(),
  trx_status: z.string(),
  grand_total: z.number(),
  shipping_cost: z.number(),
  discount: z.number(),
  payment_duedate: z.string(),
  can_pay: z.boolean(),
  shipping_type: z.enum(SHIPPING_TYPES),
  showroom_name: z.string().nullable(),
  address: z
    .object({
      recipient_name: z.string(),
      street: z.string(),
      subdistrict: z.string(),
      city: z.string(),
      province: z.string(),
      zip: z.string(),
    })
    .nullable(),
  lines: z.array(z.object({ product_name: z.string(), size_code: z.string(), qty: z.number(), subtotal: z.number() })),
  no_resi: z.string().nullable(),
  order_tracking: orderTrackingSchema.nullable(),
  /** A delivery's courier and service, and the courier's estimate in days as quoted ('1-2', may be empty); null for a pickup. */
  shipping: z.object({ courier: z.string(), service: z.string(), etd: z.string() }).nullable(),
  /** A paid pickup: the earliest time it can be collected, 'YYYY-MM-DD HH:mm:ss' WIB; null otherwise. */
  pickup_ready_at: z.string().nullable(),
  /** When the shopper received the goods, 'YYYY-MM-DD HH:mm:ss' WIB; null before. */
  received_at: z.string().nullable(),
  /**
   * A guest's order: its email (the page offers an account with it) and the view token of the order's own page link,
   * which shows the order on any device and never pays (null for an order without a pay link); null for an account's.
   */
  guest: z.object({ email: z.string(), view_token: z.string().nullable() }).nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/**
 * POST payment/notification: the active provider's acknowledgement (not the envelope), also on a refusal, in the
 * provider's own format (docs/providers.md): JSON for a JSON notification; a provider may answer an XML one in XML.
 */
export const paymentAcknowledgementSchema = z.looseObject({});
export type PaymentAcknowledgement = z.infer<typeof paymentAcknowledgementSchema>;

/** POST courier-destinations: the running courier and its destinations for the district and postal code, best first. */
export const courierDestinationsResponseSchema = z.object({
  courier: z.string(),
  destinations: z.array(courierDestinationSchema),
});
export type CourierDestinationsResponse = z.infer<typeof courierDestinationsResponseSchema>;
