import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { PaymentAcknowledgement, PaymentData } from "@/lib/domain/checkout/contract";

/** What a payment provider needs to know about an order to bill it. */
export interface PaymentOrder {
  trxRef: string;
  grandTotal: number;
  shippingCost: number;
  createdAt: Date;
  expiresAt: Date;
  customer: { number: string; name: string; phone: string; email: string };
  address: { street: string; city: string; zip: string } | null;
  lines: { name: string; qty: number; price: number }[];
}

export interface PaymentContext {
  /**
   * The shop's origin from the settings (SITE_URL), e.g. https://shop.example: the return address an outside
   * provider sends the shopper to. The in-app sandbox uses relative addresses instead (lib/server/payment/config.ts).
   */
  origin: string;
  /** SITE_URL's host; production provider addresses are used only on the live shop host. */
  host: string;
  /** The shopper's language: the payment page returns to /payment/response in it (/id/payment/response). */
  lang?: Locale | null;
}

export interface PaymentReturn {
  billNo: string;
  status: string;
}

export interface PaymentNotification {
  billNo: string;
  statusCode: string;
  statusDesc: string;
  billTotal: number | null;
  trxId: string;
  merchantId: string;
  merchant: string;
  paymentReff: string;
  paymentDate: string;
  channel: string;
}

/**
 * The provider's notification as it arrived (JSON or a form post), untrusted: read field by field and checked by its
 * signature (verifyNotification), and recorded as it came. Its documented shape: lib/domain/checkout/routes.ts.
 */
export type RawNotification = Readonly<Record<string, unknown>>;

export type Verified<T> = { valid: true; value: T } | { valid: false; reason: string; value: Partial<T> };

export interface PaymentProvider {
  readonly name: string;
  createPaymentForm(order: PaymentOrder, ctx: PaymentContext): PaymentData;
  verifyReturn(params: Record<string, string>): Verified<PaymentReturn>;
  verifyNotification(body: RawNotification): Verified<PaymentNotification>;
  /** The body that tells the provider the notification arrived (so it stops retrying). */
  acknowledge(n: Partial<PaymentNotification>, accepted: boolean, desc: string): PaymentAcknowledgement;
}
