/**
 * The checkout's calls of spec section 7, typed by the checkout contract (lib/domain/checkout/contract.ts). Every one is
 * a POST: the caller passes its callbacks (see lib/api/request.ts; without `error`, a failure goes to the general handler).
 */
import type {
  CartAvailability,
  CheckoutShippingResponse,
  CourierDestinationsResponse,
  OrderPaymentResponse,
  OrderSummary,
  PaymentReturnAnswer,
  PromoCodeResponse,
  ShowroomStockAvailability,
} from "@/lib/domain/checkout/contract";
import type { GuestAddressDraft } from "@/lib/domain/checkout/guest-address";
import type { ShippingType } from "@/lib/domain/constants";
import { api, type ApiResult, type Callbacks } from "./request";

/** The device the guest cart lives on (a signed-in shopper's cart is found by the session). */
type DeviceId = string | null;

/** POST checkout: where the cart can be picked up or shipped from. */
export function checkCartAvailability(deviceId: DeviceId, callbacks: Callbacks<CartAvailability>) {
  return api.post<CartAvailability>("checkout", { local_device_id: deviceId }, callbacks);
}

/** POST checkout-shipping: the courier's options from the hub to the destination subdistrict. */
export function quoteShipping(
  input: { deviceId: DeviceId; hubId: number; destination: ShippingDestination },
  callbacks: Callbacks<CheckoutShippingResponse>,
) {
  const d = input.destination;
  const where =
    "userAddressId" in d
      ? { subdistrict_id: d.subdistrictId, user_address_id: d.userAddressId }
      : {
          subdistrict_id: d.subdistrictId,
          address_zip: d.zip,
          courier_destination_id: d.courierDestinationId || undefined,
        };
  return api.post<CheckoutShippingResponse>(
    "checkout-shipping",
    { local_device_id: input.deviceId, showroom_id: input.hubId, ...where },
    callbacks,
  );
}

/**
 * Where a delivery goes: a saved address (its courier destination is the server's to find) or the guest's typed one,
 * with the courier's place the guest chose when checkout-shipping offered several ('' before).
 */
export type ShippingDestination =
  | { subdistrictId: string; userAddressId: number }
  | { subdistrictId: string; zip: string; courierDestinationId: string };

/** POST courier-destinations: the running courier's destinations for a district and postal code, to confirm one. */
export function findCourierDestinations(
  input: { subdistrictId: string; zip: string },
  callbacks: Callbacks<CourierDestinationsResponse>,
) {
  return api.post<CourierDestinationsResponse>(
    "courier-destinations",
    { subdistrict_id: input.subdistrictId, address_zip: input.zip },
    callbacks,
  );
}

/** POST check-showroom-stock-availability: what the showroom holds of the cart, with the summary's lines and totals. */
export function checkShowroomStock(
  deviceId: DeviceId,
  showroomId: number | null,
  callbacks: Callbacks<ShowroomStockAvailability>,
) {
  return api.post<ShowroomStockAvailability>(
    "check-showroom-stock-availability",
    { local_device_id: deviceId, showroom_id: showroomId },
    callbacks,
  );
}

/** POST checkout-promo-code: the promo's terms, for the items the showroom holds. */
export function applyPromoCode(
  input: { deviceId: DeviceId; code: string; showroomId: number | null },
  callbacks: Callbacks<PromoCodeResponse>,
) {
  return api.post<PromoCodeResponse>(
    "checkout-promo-code",
    { local_device_id: input.deviceId, promo_code: input.code, showroom_id: input.showroomId },
    callbacks,
  );
}

/** The fields of POST checkout-trx as the wizard sends them ('' for a field that does not apply). */
export interface PlaceOrderPayload extends Partial<GuestAddressDraft> {
  local_device_id: DeviceId;
  shipping_type: ShippingType | null;
  showroom_id: number | null;
  guest_email: string;
  user_address_id: number | null | "";
  shipping_courier: string;
  shipping_service_name: string;
  shipping_service_desc: string;
  shipping_etd: string;
  shipping_cost: number;
  shipping_notes: string;
  promo_code: string;
  /** Ours, optional: the shopper ticked "Send my order updates by WhatsApp". */
  whatsapp_updates?: boolean;
}

/** POST checkout-trx: places the order and answers the payment page's form. */
export function placeOrder(payload: PlaceOrderPayload, callbacks: Callbacks<OrderPaymentResponse>) {
  return api.post<OrderPaymentResponse>("checkout-trx", { ...payload }, callbacks);
}

/** POST order-payment ('Pay Now'): the payment page's form for the same bill again (`payToken`: the mailed pay link's). */
export function payOrderAgain(
  trxRef: string,
  deviceId: DeviceId,
  callbacks: Callbacks<OrderPaymentResponse>,
  payToken?: string,
) {
  return api.post<OrderPaymentResponse>(
    "order-payment",
    { trx_ref: trxRef, local_device_id: deviceId, ...(payToken ? { pay_token: payToken } : {}) },
    callbacks,
  );
}

/** POST order-summary: the order's state and contents, for its owner or the pay link's holder; a refusal is the caller's to read. */
export function readOrderSummary(
  trxRef: string,
  deviceId: DeviceId,
  payToken?: string,
): Promise<ApiResult<OrderSummary>> {
  return api.post<OrderSummary>(
    "order-summary",
    { trx_ref: trxRef, local_device_id: deviceId, ...(payToken ? { pay_token: payToken } : {}) },
    { error: () => undefined },
  );
}

/** The unpaid orders a pending-orders refusal names (the shopper's own), to pay them from it. */
export function unpaidOrdersOf(failure: { code?: string; params?: Record<string, string | number> }): string[] {
  if (failure.code !== "checkout.pendingLimit" || typeof failure.params?.orders !== "string") return [];
  return failure.params.orders.split(",").filter(Boolean);
}

/**
 * POST checkout-payment: the order's state after the payment page's return. A failure is the caller's to read (an
 * unverifiable return shows the greeting alone), never a toast.
 */
export function readPaymentReturn(params: Record<string, string | undefined>): Promise<ApiResult<PaymentReturnAnswer>> {
  return api.post<PaymentReturnAnswer>("checkout-payment", params, { error: () => undefined });
}
