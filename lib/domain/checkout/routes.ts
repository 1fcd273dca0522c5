import { z } from "zod";
import { defineRoute, type RouteContract } from "../api/route-contract";
import {
  cartAvailabilitySchema,
  checkoutShippingResponseSchema,
  courierDestinationsResponseSchema,
  orderPaymentResponseSchema,
  orderSummarySchema,
  paymentAcknowledgementSchema,
  paymentReturnAnswerSchema,
  promoCodeResponseSchema,
  showroomStockAvailabilitySchema,
} from "./contract";
import {
  checkoutSchema,
  checkoutShippingSchema,
  checkoutTrxSchema,
  courierDestinationsSchema,
  orderPaymentSchema,
  paymentReturnSchema,
  promoCodeSchema,
  showroomStockSchema,
} from "./schemas";

/** Every JSON body: 400 invalid, 403 cross-site write, 413 too large, 415 not JSON. */
const BODY_ERRORS = [400, 403, 413, 415] as const;

/**
 * The active payment provider's notification as it sends it (JSON, a form post, or XML where the provider does):
 * documentation only, the provider reads and checks it (lib/server/payment/providers/<name>/; docs/providers.md).
 */
const paymentNotificationSchema = z.looseObject({});

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
    summary:
      "The courier's shipping options from a hub to a saved address or a typed district, for the cart lines the hub holds; a district with several courier destinations and none chosen answers them instead",
    tag: "checkout",
    auth: "optional",
    body: checkoutShippingSchema,
    response: checkoutShippingResponseSchema,
    errors: [...BODY_ERRORS, 404, 409, 422],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/courier-destinations",
    operationId: "findCourierDestinations",
    summary: "The running courier's destinations for a district and postal code, for the shopper to confirm one",
    tag: "checkout",
    auth: "none",
    body: courierDestinationsSchema,
    response: courierDestinationsResponseSchema,
    errors: [...BODY_ERRORS, 422, 429],
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
    errors: [...BODY_ERRORS, 404, 409, 422, 429, 502],
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
    errors: [...BODY_ERRORS, 401, 404, 409, 502],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/order-summary",
    operationId: "readOrderSummary",
    summary:
      "One order's state, items, total and pickup store or delivery address, for its owner or the holder of its pay link only",
    tag: "checkout",
    auth: "optional",
    body: orderPaymentSchema,
    response: orderSummarySchema,
    errors: [...BODY_ERRORS, 401, 404],
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
