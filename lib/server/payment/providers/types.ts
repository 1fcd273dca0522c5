/**
 * The payment plug-in contract. A provider is one folder, `lib/server/payment/providers/<name>/`, holding everything
 * it has (wire format, signatures, settings, status mapping, CSP hosts, notification parsing and acknowledgement),
 * plus one line in the registry (./registry.ts). Nothing outside its folder names it.
 *
 * The folder's `index.ts` default-exports `definePaymentProvider({...})`. That file stays free of "server-only" code
 * (it is read by next.config.ts and the settings check through the registry): it holds the name, the settings schema,
 * the live-mode checks and the CSP hosts, and loads the provider itself lazily (`load: async (s) => (await
 * import("./provider")).create(s)`), where the server-only code lives.
 *
 * Flow: checkout-trx and 'Pay Now' call `startPayment`; the browser is sent where it says (a form posted, or a
 * redirect); the provider calls the shop's notification URL: `readNotification` parses the raw body, then
 * `verifyNotification` checks it (signature, merchant; a provider may confirm with its status API) into a
 * provider-neutral PaymentEvent, which lib/server/payment/notification.ts applies to the order; `acknowledge` writes
 * the answer the provider expects. The shopper's browser comes back to /payment/response, checked by `verifyReturn`
 * (for display only: only a notification ever marks an order paid).
 *
 * No "server-only" import and only type imports: the definitions that import this are read outside Next's server.
 */
import type { z } from "zod";
import type { PaymentCustomerField, PaymentData, PaymentMethodGroup } from "@/lib/domain/checkout/contract";
import type { PaymentState } from "@/lib/domain/orders/payment-state";
import type { Locale } from "@/lib/i18n/config";

export type { PaymentState } from "@/lib/domain/orders/payment-state";
export type { PaymentCustomerField, PaymentMethodGroup } from "@/lib/domain/checkout/contract";

/** A group of ways to pay that the provider's page offers, with its channels' names when the plug-in knows them. */
export interface PaymentMethodDeclaration {
  group: PaymentMethodGroup;
  brands?: readonly string[];
}

/** An environment: process.env, or a test's own. */
export type ProviderEnv = Readonly<Record<string, string | undefined>>;

/** What a payment provider needs to know about an order to bill it. Money is integer rupiah. */
export interface PaymentOrder {
  /** The shop's bill reference (orders.trx_ref): the provider's bill_no / order_id. */
  trxRef: string;
  grandTotal: number;
  shippingCost: number;
  createdAt: Date;
  /** The payment due date: the bill must expire then. */
  expiresAt: Date;
  customer: { number: string; name: string; phone: string; email: string };
  address: { street: string; city: string; province: string; zip: string } | null;
  /** The billed lines; their prices add up to grandTotal - shippingCost. */
  lines: { name: string; qty: number; price: number }[];
}

export interface PaymentContext {
  /** SITE_URL's origin, e.g. https://shop.example: where an outside provider sends the shopper back to. */
  origin: string;
  /** The absolute address of the shop's notification endpoint (POST /api/v1/payment/notification). */
  notifyUrl: string;
  /** The shopper's language: the payment page returns to /payment/response in it (/id/payment/response). */
  lang?: Locale | null;
  /**
   * Keeps `attempt` as the order's payment before the provider bills it, if what is kept is still the `previous` the
   * provider was given: true when kept; false when another start of the same order got there first, and the provider
   * must not bill (it answers `busy`, and is asked again once that start has answered). A provider whose bill is
   * not idempotent uses it, so that two starts at once bill once and a start whose answer was lost is never billed
   * again under the same reference. Absent outside the shop's checkout (a test calling the provider alone).
   */
  hold?: (attempt: PaymentAttempt) => Promise<boolean>;
}

/**
 * What a previous start left for this bill (payments.provider_trx_id, redirect_url, started_at): 'Pay Now' hands it
 * back so the provider can reuse a still-open payment page instead of billing twice, per its own rules.
 * `redirectUrl` null with `startedAt` set: a held start still under way (or one that died without answering);
 * `startedAt` null: the start held under `providerTrxId` ended without a page (refused, unreachable, its answer lost).
 */
export interface PaymentAttempt {
  providerTrxId: string | null;
  redirectUrl: string | null;
  startedAt: Date | null;
}

/**
 * A started payment: where the browser goes (`payment_data`: a form POSTed to `action_url`, or, with method GET and
 * no fields, a redirect the checkout client follows to `action_url` as it is) and what to keep for 'Pay Now'.
 * `ok: false`: the provider refused or could not be reached; `reason` is logged, never shown. `final`: the provider
 * refused this bill for a reason no retry fixes (its own refusal code says so): the order ends at once, its stock
 * returned, instead of waiting for a 'Pay Now' that cannot work. The provider's `code` and `desc` are kept on it.
 * `busy`: another start of this order is under way (`hold` said so); the caller waits for it and asks again.
 */
export type PaymentStart =
  | { ok: true; payment: PaymentData; attempt: PaymentAttempt | null }
  | { ok: false; reason: string; final?: { code: string; desc: string }; busy?: true };

/** The shopper's return to /payment/response, as the provider's parameters say (display only). */
export interface PaymentReturn {
  billNo: string;
  /** The provider's own status as the return gives it (answered as `return_status`). */
  status: string;
  /**
   * The signed return says the shopper paid (answered as `return_paid`): the page then waits for the notification
   * instead of offering 'Pay Now'. Display only; false when the return is not signed.
   */
  saysPaid: boolean;
}

/** The notification's body as it arrived, read into fields by its format (the acknowledgement answers in the same). */
export interface RawNotification {
  format: "json" | "form" | "xml";
  fields: Readonly<Record<string, unknown>>;
}

/** A notification's (or a status inquiry's) meaning, provider-neutral: what lib/server/payment/notification.ts acts on. */
export interface PaymentEvent {
  /** The shop's bill reference (orders.trx_ref). */
  billNo: string;
  /** The provider's status mapped onto the neutral states; "unknown" is recorded and acknowledged, nothing changes. */
  state: Exclude<PaymentState, "refund_due"> | "unknown";
  /** The provider's own status code and description, kept beside the neutral state. */
  providerStatus: { code: string; desc: string };
  /** The amount the provider says was billed or paid, integer rupiah; null when absent or not a whole number. */
  amount: number | null;
  providerTrxId: string;
  /** The provider's payment reference (bank reference, approval code), "" when none. */
  reference: string;
  paidAt: Date | null;
  /** The payment channel's name (e.g. "BCA Virtual Account"), "" when none. */
  channel: string;
}

/** A check's outcome; an invalid one still carries what could be read, for the record. */
export type Verified<T> = { valid: true; value: T } | { valid: false; reason: string; value: Partial<T> };

/** The HTTP answer to a notification, in the provider's format. */
export interface NotificationAck {
  status: number;
  contentType: string;
  body: string;
}

/** What the shop decided about a notification, for `acknowledge` to put in the provider's words. */
export interface NotificationOutcome {
  /** The notification was received and needs no resending (processed, a replay, or ignored). */
  accepted: boolean;
  /** The HTTP status the shop would answer (200 accepted; 400, 403, 404, 409 refused); the provider may change it. */
  status: number;
  /** A short English reason ("Success", "Invalid signature", "Bill not found", ...). */
  desc: string;
}

/** A loaded provider: the server-only side of a plug-in. */
export interface PaymentProvider {
  readonly name: string;
  /** Bills the order (may call the provider's server) and says where to send the browser. */
  startPayment(order: PaymentOrder, ctx: PaymentContext, previous: PaymentAttempt | null): Promise<PaymentStart>;
  /** Checks the browser's return parameters (query string of /payment/response). */
  verifyReturn(params: Readonly<Record<string, string>>): Promise<Verified<PaymentReturn>>;
  /** Parses the raw body by its content type; null when it is not a notification this provider sends. */
  readNotification(body: string, contentType: string): RawNotification | null;
  /** Checks a parsed notification (signature, merchant, maybe the provider's status API) into a neutral event. */
  verifyNotification(notification: RawNotification): Promise<Verified<PaymentEvent>>;
  /** The answer that tells the provider the notification arrived (so it stops retrying), in its format. */
  acknowledge(
    notification: RawNotification | null,
    event: Partial<PaymentEvent>,
    outcome: NotificationOutcome,
  ): NotificationAck;
  /**
   * Sends money back for a paid bill (a return's refund, docs/returns.md), where the provider has a refund API.
   * `refundKey` makes a retry the same refund, never a second one. Absent: refunds are paid by bank transfer.
   */
  refund?(
    input: RefundRequest,
  ): Promise<{ ok: true; reference: string } | { ok: false; reason: string; unsupported?: boolean }>;
}

export interface RefundRequest {
  billNo: string;
  providerTrxId: string | null;
  amount: number;
  refundKey: string;
  reason: string;
}

/** Hosts the shop's Content-Security-Policy must allow for this provider (origins, e.g. "https://pay.example"). */
export interface PaymentCspHosts {
  /** form-action: where a `payment_data` form is posted. */
  formAction: readonly string[];
  /** connect-src: what the browser fetches from (none for a server-side provider). */
  connect: readonly string[];
}

/** What a provider folder's index.ts exports (default), made with definePaymentProvider. */
export interface PaymentProviderDefinition<Shape extends z.ZodRawShape = z.ZodRawShape> {
  /** The PAYMENT_PROVIDER value that selects it. */
  readonly name: string;
  /** A sandbox takes no real money: live mode (SHOP_MODE=live) refuses it. */
  readonly sandbox: boolean;
  /**
   * Its settings, read from the environment (keys are the variables' names, every one optional here: live-mode
   * requirements go in liveProblems). Joined into the shop's settings check through the registry.
   */
  readonly settings: z.ZodObject<Shape>;
  readonly csp: PaymentCspHosts;
  /**
   * What it needs from the shopper to bill an order (e.g. "phone": Faspay's msisdn is mandatory). Checkout asks for
   * each before the order is placed and refuses an order without it (400); none when absent.
   */
  readonly requires?: readonly PaymentCustomerField[];
  /**
   * How the shopper can pay on its page, by group (virtual accounts, e-wallets, QRIS, retail counters, internet
   * banking, cards), most used first: the order summary shows it before the shopper leaves the shop.
   */
  readonly methods: readonly PaymentMethodDeclaration[];
  /**
   * Its credentials (a password, a server key): live mode holds each to the strength bar of issued credentials and
   * refuses a placeholder (lib/server/config/live-values.ts), for every provider alike.
   */
  readonly secrets?: readonly string[];
  /** Its base-address settings: in live mode https (plain http only to a fake on this machine), never a sandbox. */
  readonly endpoints?: readonly string[];
  /** Its sandbox's hosts (and every host under them): refused in live mode whichever setting names them. */
  readonly sandboxHosts?: readonly string[];
  /** What else makes its settings unsafe or incomplete in live mode, each named (empty when fine). */
  liveProblems(settings: z.infer<z.ZodObject<Shape>>): string[];
  /**
   * For a provider that notifies from its own servers: its setting of the addresses those notifications may come from
   * (a `notifySourcesSetting` of ./notify-sources.ts, e.g. FASPAY_NOTIFY_SOURCES). Unset or empty: any address.
   */
  notifySources?(settings: z.infer<z.ZodObject<Shape>>): string | undefined;
  /** Loads the server-only provider with its parsed settings. */
  load(settings: z.infer<z.ZodObject<Shape>>, env: ProviderEnv): Promise<PaymentProvider>;
}

/** Identity helper that keeps a definition's settings type. */
export function definePaymentProvider<Shape extends z.ZodRawShape>(
  definition: PaymentProviderDefinition<Shape>,
): PaymentProviderDefinition<Shape> {
  return definition;
}
