import { z } from "zod";
import { defineRoute, type RouteContract } from "../api/route-contract";
import {
  cartAvailabilitySchema,
  checkoutShippingResponseSchema,
  orderPaymentResponseSchema,
  paymentAcknowledgementSchema,
  paymentReturnAnswerSchema,
  promoCodeResponseSchema,
  showroomStockAvailabilitySchema,
} from "./contract";
import {
  checkoutSchema,
  checkoutShippingSchema,
  checkoutTrxSchema,
  orderPaymentSchema,
  paymentReturnSchema,
  promoCodeSchema,
  showroomStockSchema,
} from "./schemas";

/** Every JSON body: 400 invalid, 403 cross-site write, 413 too large, 415 not JSON. */
const BODY_ERRORS = [400, 403, 413, 415] as const;

/**
 * The provider's notification as it sends it (JSON or a form post): documentation only, the handler reads it as it
 * comes and checks its signature (lib/server/payment/notification.ts).
 */
const paymentNotificationSchema = z.looseObject({
  request: z.string().optional(),
  trx_id: z.string().optional(),
  merchant_id: z.string().optional(),
  merchant: z.string().optional(),
  bill_no: z.string(),
  payment_reff: z.string().optional(),
  payment_date: z.string().optional(),
  payment_status_code: z.string(),
  payment_status_desc: z.string().optional(),
  bill_total: z.union([z.string(), z.number()]).optional(),
  payment_total: z.union([z.string(), z.number()]).optional(),
  payment_channel_uid: z.string().optional(),
  payment_channel: z.string().optional(),
  signature: z.string(),
});

/** The checkout domain's operations of the retail API (see lib/domain/api/route-contract.ts). */
export const checkoutRoutes: readonly RouteContract[] = [
  defineRoute({
    method: "POST",
    path: "/api/v1/checkout",
    operationId: "checkCartAvailability",
    summary: "Where the cart can be picked up or shipped from, whole or in part",
    tag: "checkout",
    auth: "optional",
    body: checkoutSchema,
    response: cartAvailabilitySchema,
    errors: [...BODY_ERRORS],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/checkout-shipping",
    operationId: "quoteCheckoutShipping",
    summary: "The courier's shipping options from a hub to a subdistrict, for the cart lines the hub holds",
    tag: "checkout",
    auth: "optional",
    body: checkoutShippingSchema,
    response: checkoutShippingResponseSchema,
    errors: [...BODY_ERRORS, 409, 422],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/check-showroom-stock-availability",
    operationId: "checkShowroomStock",
    summary: "The units a showroom holds per cart line, with the order summary's lines and totals",
    tag: "checkout",
    auth: "optional",
    body: showroomStockSchema,
    response: showroomStockAvailabilitySchema,
    errors: [...BODY_ERRORS, 404],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/checkout-promo-code",
    operationId: "applyPromoCode",
    summary: "A promo code's terms and the purchase it applies to",
    tag: "checkout",
    auth: "optional",
    body: promoCodeSchema,
    response: promoCodeResponseSchema,
    errors: [...BODY_ERRORS, 404, 409, 422, 429],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/checkout-trx",
    operationId: "placeOrder",
    summary: "Places the order (amounts recomputed by the server, stock reserved) and answers the payment page's form",
    tag: "checkout",
    auth: "optional",
    body: checkoutTrxSchema,
    response: orderPaymentResponseSchema,
    errors: [...BODY_ERRORS, 404, 409, 422, 429],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/checkout-payment",
    operationId: "readPaymentReturn",
    summary: "The order's state after the payment page's signed return (never marks it paid)",
    tag: "checkout",
    auth: "none",
    body: paymentReturnSchema,
    response: paymentReturnAnswerSchema,
    errors: [...BODY_ERRORS, 404],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/order-payment",
    operationId: "payOrderAgain",
    summary: "'Pay Now': the payment page's form for the same bill of an order waiting for payment, for its owner only",
    tag: "checkout",
    auth: "optional",
    body: orderPaymentSchema,
    response: orderPaymentResponseSchema,
    errors: [...BODY_ERRORS, 401, 404, 409],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/payment/notification",
    operationId: "receivePaymentNotification",
    summary: "The payment provider's server-to-server notification, acknowledged in the provider's format",
    tag: "checkout",
    auth: "none",
    body: paymentNotificationSchema,
    response: paymentAcknowledgementSchema,
    successContentType: "application/json",
    errorBody: paymentAcknowledgementSchema,
    errors: [400, 403, 404, 409, 413, 429],
  }),
];
