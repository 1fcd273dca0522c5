/** Input schemas of the checkout calls of spec section 7; the browser may send more, the server reads only these. */
import { z } from "zod";
import { SHIPPING_TYPES } from "../constants";
import { MSG } from "../messages";
import { deviceIdField, numericId, optionalText, regionId, requiredText } from "@/lib/domain/api/input-fields";
import { LIMITS } from "@/lib/domain/api/limits";
import { CHECKOUT_MSG } from "./messages";
import { courierDestinationIdField, optionalZip, userAddressIdField } from "../account/address-inputs";

/** The guest's device; a signed-in shopper's cart is found by the session, so it may be absent then. */
const device = { local_device_id: deviceIdField.optional() };
const showroomId = numericId(MSG.extra.showroomInvalid);

export const checkoutSchema = z.object(device);

/**
 * POST checkout-shipping: the spec's local_device_id, subdistrict_id and showroom_id; ours beside them: a saved
 * address by its id (signed in), the typed zip, and the courier destination the shopper chose when the district
 * holds several.
 */
export const checkoutShippingSchema = z.object({
  ...device,
  subdistrict_id: regionId("subdistrict", MSG.address.subdistrictRequired),
  showroom_id: numericId(CHECKOUT_MSG.hubInvalid),
  user_address_id: userAddressIdField.optional(),
  address_zip: optionalZip,
  courier_destination_id: courierDestinationIdField,
});
export type CheckoutShippingInput = z.infer<typeof checkoutShippingSchema>;

/** POST courier-destinations: the running courier's destinations for a district and a postal code (ours). */
export const courierDestinationsSchema = z.object({
  subdistrict_id: regionId("subdistrict", MSG.address.subdistrictRequired),
  address_zip: optionalZip,
});

export const showroomStockSchema = z.object({ ...device, showroom_id: showroomId });

export const promoCodeSchema = z.object({
  ...device,
  promo_code: requiredText(MSG.checkout.promoCodeRequired, LIMITS.promoCode, "Promo code").toUpperCase(),
  showroom_id: showroomId.optional(),
});

const optionalId = (message: string) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), numericId(message).optional());

/**
 * POST checkout-trx: every field of spec section 7. Amounts (shipping_cost) are accepted and ignored: the server
 * recomputes them. The address is checked by guestAddressSchema or the saved address, depending on the shopper.
 */
export const checkoutTrxSchema = z.object({
  ...device,
  shipping_type: z.enum(SHIPPING_TYPES, { error: CHECKOUT_MSG.shippingTypeInvalid }),
  showroom_id: showroomId,
  guest_email: z.unknown().optional(),
  user_address_id: optionalId(MSG.extra.addressInvalid),
  address_recipient_name: z.unknown().optional(),
  address_recipient_phone: z.unknown().optional(),
  address_zip: z.unknown().optional(),
  address_street: z.unknown().optional(),
  province_id: z.unknown().optional(),
  city_id: z.unknown().optional(),
  subdistrict_id: z.unknown().optional(),
  address_notes: z.unknown().optional(),
  courier_destination_id: z.unknown().optional(),
  shipping_courier: optionalText(30, "Courier"),
  shipping_service_name: optionalText(30, "Shipping service"),
  shipping_service_desc: optionalText(100, "Shipping description"),
  shipping_etd: optionalText(30, "Shipping etd"),
  shipping_cost: z.unknown().optional(),
  shipping_notes: optionalText(LIMITS.notes, "Shipping notes"),
  promo_code: optionalText(LIMITS.promoCode, "Promo code"),
  /**
   * Ours, optional: the shopper ticked "Send my order updates by WhatsApp" for the order's phone (the address's, or the
   * pickup's). Absent (every payload of the spec) means no.
   */
  whatsapp_updates: z.boolean().optional(),
});
export type CheckoutTrxInput = z.infer<typeof checkoutTrxSchema>;

/** POST checkout-payment: the return parameters of the payment page (bill_reff is accepted for bill_ref). */
export const paymentReturnSchema = z.object({
  trx_id: optionalText(100, "trx_id"),
  merchant_id: optionalText(50, "merchant_id"),
  merchant: optionalText(100, "merchant"),
  bill_no: requiredText(CHECKOUT_MSG.billNoRequired, 64, "bill_no"),
  bill_ref: optionalText(64, "bill_ref"),
  bill_reff: optionalText(64, "bill_reff"),
  bill_total: optionalText(30, "bill_total"),
  payment_reff: optionalText(100, "payment_reff"),
  payment_date: optionalText(30, "payment_date"),
  bank_user_name: optionalText(100, "bank_user_name"),
  status: requiredText(CHECKOUT_MSG.statusRequired, 4, "status"),
  signature: requiredText(CHECKOUT_MSG.signatureRequired, 64, "signature"),
});
export type PaymentReturnInput = z.infer<typeof paymentReturnSchema>;

/**
 * POST order-payment ('Pay Now') and POST order-summary: the order, and what proves the asker owns it: the device that
 * placed it when it is a guest's, or the order's pay link token (mailed with the order confirmation).
 */
export const orderPaymentSchema = z.object({
  trx_ref: requiredText(CHECKOUT_MSG.trxRefRequired, 64, "trx_ref"),
  ...device,
  pay_token: optionalText(64, "pay_token"),
});
export type OrderPaymentInput = z.infer<typeof orderPaymentSchema>;
