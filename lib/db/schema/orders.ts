import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { showrooms } from "./stores";
import { MAIL_LANGS } from "./mail-lang";
import { PAYMENT_STATES } from "../../domain/orders/payment-state";
import { users } from "./users";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const money = (name: string) => bigint(name, { mode: "number" });

export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** Random, unguessable reference; also the payment bill number. */
    trxRef: text("trx_ref").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    deviceId: uuid("device_id"),
    guestEmail: text("guest_email"),
    trxStatus: text("trx_status").notNull(),
    shippingType: text("shipping_type").notNull(),
    /** The hub that ships a delivery, or the showroom of a pickup; stock is reserved there. */
    showroomId: integer("showroom_id")
      .notNull()
      .references(() => showrooms.id),
    shippingCourier: text("shipping_courier"),
    shippingServiceName: text("shipping_service_name"),
    shippingServiceDesc: text("shipping_service_desc"),
    shippingEtd: text("shipping_etd"),
    shippingCost: money("shipping_cost").notNull().default(0),
    shippingNotes: text("shipping_notes"),
    notes: text("notes"),
    noResi: text("no_resi"),
    pickupCode: text("pickup_code"),
    addressLabel: text("address_label"),
    addressRecipientName: text("address_recipient_name"),
    addressRecipientPhone: text("address_recipient_phone"),
    addressZip: text("address_zip"),
    addressStreet: text("address_street"),
    addressSubdistrictId: text("address_subdistrict_id"),
    addressSubdistrict: text("address_subdistrict"),
    addressCity: text("address_city"),
    addressProvince: text("address_province"),
    addressNotes: text("address_notes"),
    /** The delivery address's destination id at the courier that quoted the shipping (docs/providers.md). */
    addressCourier: text("address_courier"),
    addressCourierDestinationId: text("address_courier_destination_id"),
    addressCourierDestinationLabel: text("address_courier_destination_label"),
    promoCode: text("promo_code"),
    /** The client address that placed the order (lib/server/http/request-client.ts), for the per-address hold limit. */
    clientAddress: text("client_address"),
    /** The interface language at checkout (guest orders too): the order's mails are written in it. */
    lang: text("lang", { enum: MAIL_LANGS }).notNull().default("en"),
    /** The shopper's consent to order updates by WhatsApp given with this order (messaging_consents), if any. */
    messagingConsentId: integer("messaging_consent_id"),
    itemsSubtotal: money("items_subtotal").notNull(),
    bundleDiscount: money("bundle_discount").notNull().default(0),
    promoDiscount: money("promo_discount").notNull().default(0),
    grandTotal: money("grand_total").notNull(),
    /** The provider-neutral payment state (lib/domain/orders/payment-state.ts). */
    paymentState: text("payment_state", { enum: PAYMENT_STATES }).notNull().default("pending"),
    /** The payment provider's own status code and description, as its last notification gave them (null before any). */
    paymentStatusCode: text("payment_status_code"),
    paymentStatusDesc: text("payment_status_desc"),
    paymentChannel: text("payment_channel"),
    paymentDate: ts("payment_date"),
    /** Payment due date; an unpaid order expires then and gives its stock back. */
    expiresAt: ts("expires_at").notNull(),
    stockReleasedAt: ts("stock_released_at"),
    /** When the shopper received the goods: the courier's delivery time, or when staff marked a pickup collected. */
    receivedAt: ts("received_at"),
    /** SHA-256 of the order's pay link token (mailed to the shopper, never stored): a guest pays from any device with it. */
    payTokenHash: text("pay_token_hash"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_trx_ref_uq").on(t.trxRef),
    index("orders_user_idx").on(t.userId, t.createdAt.desc()),
    index("orders_pending_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.trxStatus} = 'PENDING'`),
    // The hold limits count a shopper's unpaid orders (lib/server/orders/hold-limits.ts).
    index("orders_pending_device_idx")
      .on(t.deviceId)
      .where(sql`${t.trxStatus} = 'PENDING'`),
    index("orders_pending_email_idx")
      .on(sql`lower(${t.guestEmail})`)
      .where(sql`${t.trxStatus} = 'PENDING'`),
    index("orders_pending_address_idx")
      .on(t.clientAddress)
      .where(sql`${t.trxStatus} = 'PENDING'`),
    check("orders_lang_check", sql`${t.lang} in ('en', 'fr', 'id')`),
    // The jobs poll the tracking of shipped orders (lib/server/orders/delivered.ts).
    index("orders_shipped_idx")
      .on(t.updatedAt)
      .where(sql`${t.trxStatus} = 'SHIPPED'`),
    // The best sellers' refresh sums the lines of paid orders of the last 30 days (lib/server/catalog/best-sellers.ts).
    index("orders_paid_created_idx")
      .on(t.createdAt)
      .where(sql`${t.paymentState} = 'paid'`),
    // Ops list the payments that arrived after their order ended (npm run ops -- refunds).
    index("orders_refund_due_idx")
      .on(t.updatedAt)
      .where(sql`${t.paymentState} = 'refund_due'`),
  ],
);

/** sales_trx_details: a snapshot of each product line at the time of the order. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    productName: text("product_name").notNull(),
    productCode: text("product_code").notNull(),
    sizeCode: text("size_code").notNull(),
    qty: integer("qty").notNull(),
    retailPrice: integer("retail_price").notNull(),
    netPrice: integer("net_price").notNull(),
    discPercent: integer("disc_percent").notNull().default(0),
    discNominal: integer("disc_nominal").notNull().default(0),
    linePrice: integer("line_price").notNull(),
    subtotal: money("subtotal").notNull(),
    imageUrl: text("image_url"),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    note: text("note"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId, t.createdAt)],
);

export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    billNo: text("bill_no").notNull(),
    amount: money("amount").notNull(),
    /** The provider-neutral state; the provider's own status code and description beside it (null before any). */
    state: text("state", { enum: PAYMENT_STATES }).notNull().default("pending"),
    statusCode: text("status_code"),
    statusDesc: text("status_desc"),
    channel: text("channel"),
    providerTrxId: text("provider_trx_id"),
    paymentReff: text("payment_reff"),
    /** The payment page the provider answered when the payment was started ('Pay Now' may reuse it), and when. */
    redirectUrl: text("redirect_url"),
    startedAt: ts("started_at"),
    /** The amount the provider reported paid (integer rupiah), e.g. of a payment that arrived after the order ended. */
    paidAmount: money("paid_amount"),
    paidAt: ts("paid_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payments_bill_no_uq").on(t.billNo)],
);

/** Every server-to-server notification received, valid or not. */
export const paymentNotifications = pgTable(
  "payment_notifications",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    billNo: text("bill_no"),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    payload: jsonb("payload").notNull(),
    signatureValid: boolean("signature_valid").notNull(),
    outcome: text("outcome").notNull(),
    receivedAt: ts("received_at").notNull().defaultNow(),
  },
  (t) => [index("payment_notifications_bill_idx").on(t.billNo)],
);

export const shipments = pgTable(
  "shipments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    courierCode: text("courier_code").notNull(),
    serviceCode: text("service_code"),
    waybillNumber: text("waybill_number").notNull(),
    status: text("status"),
    receiverName: text("receiver_name"),
    lastCheckedAt: ts("last_checked_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("shipments_order_uq").on(t.orderId)],
);

export const shipmentEvents = pgTable(
  "shipment_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    occurredAt: ts("occurred_at").notNull(),
    status: text("status").notNull(),
    description: text("description"),
    cityName: text("city_name"),
    receiverName: text("receiver_name"),
  },
  (t) => [index("shipment_events_shipment_idx").on(t.shipmentId, t.occurredAt)],
);
