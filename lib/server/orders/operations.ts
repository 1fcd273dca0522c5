import "server-only";
import { randomInt } from "node:crypto";
import { and, desc, eq, like } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { orders, shipments } from "@/lib/db/schema";
import { formatIDR } from "@/lib/domain/money";
import { orderNumber } from "@/lib/domain/display-text";
import { canMove, isOrderStatus, type OrderStatus } from "@/lib/domain/order-status";
import { wibDateTime } from "@/lib/domain/wib";
import { fail, ok, type Result } from "../result";
import { endPendingOrder } from "./end-order";
import { expireOverdueOrders } from "./expire";
import { deliverOutboxSoon } from "@/lib/server/messaging/send-soon";
import { queueOrderShipped, queueReadyForPickup } from "./order-mail";
import { queueOrderMessage } from "./order-messages";
import { ORDER_STATUS, recordStatus } from "./status-history";

/** The staff's operations (no admin role in the product): each move is checked with canMove and written down. */
export type OrderRow = typeof orders.$inferSelect;

const WAYBILL = /^[A-Za-z0-9-]{6,40}$/;
const PICKUP_CODE = /^[A-Z0-9]{4,12}$/;
// No 0/O or 1/I, so a code read aloud at the counter cannot be mistaken.
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function newPickupCode(length = 6): string {
  return Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
}

async function findOrder(trxRef: string): Promise<Result<OrderRow>> {
  const ref = trxRef.trim().toLowerCase();
  if (!/^[0-9a-f]{8,32}$/.test(ref))
    return fail(400, `"${trxRef}" is not an order reference (the trx_ref or the 8-character order number).`);
  const db = await getDb();
  // The order number printed for shoppers is the first 8 characters of trx_ref; the reference is hex, so no wildcard.
  const rows = await db
    .select()
    .from(orders)
    .where(ref.length === 32 ? eq(orders.trxRef, ref) : like(orders.trxRef, `${ref}%`))
    .limit(2);
  if (rows.length === 0) return fail(404, `Order ${trxRef} not found.`);
  if (rows.length > 1) return fail(409, `Order number ${trxRef} is ambiguous; use the full trx_ref.`);
  return ok(rows[0]!);
}

function refused(order: OrderRow, to: OrderStatus): Result<never> {
  return fail(
    409,
    `Order #${orderNumber(order.trxRef)} is ${order.trxStatus} (${order.shippingType}); it cannot become ${to}.`,
  );
}

/**
 * Moves an order from its current state to `to` in one transaction: the update is conditional on the state read, so
 * a concurrent move (a payment, the expiry, another staff member) makes this one fail instead of overwriting it.
 */
async function move(
  trxRef: string,
  to: OrderStatus,
  note: string,
  change: Partial<OrderRow> = {},
  after?: (tx: Tx, order: OrderRow) => Promise<void>,
): Promise<Result<OrderRow>> {
  const found = await findOrder(trxRef);
  if (!found.ok) return found;
  const order = found.data;
  if (!canMove(order.trxStatus, to, order.shippingType === "PICKUP_ON_STORE" ? "PICKUP_ON_STORE" : "ONLINE_DELIVERY"))
    return refused(order, to);
  const db = await getDb();
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ ...change, trxStatus: to, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.trxStatus, order.trxStatus)))
      .returning();
    if (!row) return null;
    await recordStatus(tx, order.id, order.trxStatus, to, note);
    if (after) await after(tx, row);
    return row;
  });
  return moved
    ? ok(moved)
    : fail(409, `Order #${orderNumber(order.trxRef)} changed meanwhile; list it again and retry.`);
}

/** PAID → PROCESSING: the staff started packing. */
export function startProcessing(trxRef: string) {
  return move(trxRef, ORDER_STATUS.processing, "Processing by the shop");
}

/** PAID or PROCESSING → SHIPPED for a delivery, with the courier's waybill; the shopper is mailed the waybill. */
export async function shipOrder(trxRef: string, waybill: string): Promise<Result<OrderRow>> {
  const resi = waybill.trim().toUpperCase();
  if (!WAYBILL.test(resi)) return fail(400, "A waybill number is 6 to 40 letters, digits or dashes.");
  const moved = await move(
    trxRef,
    ORDER_STATUS.shipped,
    `Shipped, waybill ${resi}`,
    { noResi: resi },
    async (tx, order) => {
      await tx
        .insert(shipments)
        .values({
          orderId: order.id,
          courierCode: (order.shippingCourier ?? "jne").toLowerCase(),
          serviceCode: order.shippingServiceName,
          waybillNumber: resi,
          status: "ON PROCESS",
          receiverName: order.addressRecipientName,
        })
        .onConflictDoUpdate({ target: shipments.orderId, set: { waybillNumber: resi, createdAt: new Date() } });
      await queueOrderShipped(tx, order);
      await queueOrderMessage(tx, order, { kind: "shipped" });
    },
  );
  if (moved.ok) deliverOutboxSoon();
  return moved;
}

/** PAID or PROCESSING → READY_FOR_PICKUP for a store pickup, with a pickup code (a new 6-character one if none is given). */
export async function markReadyForPickup(trxRef: string, pickupCode?: string): Promise<Result<OrderRow>> {
  const code = pickupCode?.trim().toUpperCase() || newPickupCode();
  if (!PICKUP_CODE.test(code)) return fail(400, "A pickup code is 4 to 12 letters or digits.");
  const moved = await move(
    trxRef,
    ORDER_STATUS.readyForPickup,
    "Ready for pickup",
    { pickupCode: code },
    async (tx, order) => {
      await queueReadyForPickup(tx, order);
      await queueOrderMessage(tx, order, { kind: "ready" });
    },
  );
  if (moved.ok) deliverOutboxSoon();
  return moved;
}

/**
 * SHIPPED or READY_FOR_PICKUP → COMPLETED: delivered or collected (a shopper who opted in gets a WhatsApp message).
 * `receivedAt` is when the shopper got the goods: the courier's delivery time (the jobs,
 * lib/server/orders/delivered.ts), or now when staff mark it by hand.
 */
export async function completeOrder(
  trxRef: string,
  receivedAt = new Date(),
  note = "Completed",
): Promise<Result<OrderRow>> {
  const moved = await move(trxRef, ORDER_STATUS.completed, note, { receivedAt }, (tx, order) =>
    queueOrderMessage(tx, order, { kind: "completed" }),
  );
  if (moved.ok) deliverOutboxSoon();
  return moved;
}

/** PENDING (unpaid) → CANCELLED; the reserved stock returns to the showroom exactly once. */
export async function cancelOrder(trxRef: string): Promise<Result<OrderRow>> {
  const found = await findOrder(trxRef);
  if (!found.ok) return found;
  const order = found.data;
  if (
    !canMove(
      order.trxStatus,
      ORDER_STATUS.cancelled,
      order.shippingType === "PICKUP_ON_STORE" ? "PICKUP_ON_STORE" : "ONLINE_DELIVERY",
    )
  )
    return refused(order, ORDER_STATUS.cancelled);
  const db = await getDb();
  const ended = await db.transaction((tx) =>
    endPendingOrder(tx, order.id, ORDER_STATUS.cancelled, null, "Cancelled by the shop"),
  );
  if (!ended) return fail(409, `Order #${orderNumber(order.trxRef)} changed meanwhile; list it again and retry.`);
  const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
  return ok(row!);
}

/** Unpaid orders past their due date expire and give their stock back (the same job as npm run ops:expire). */
export async function expireOrders(now = new Date()): Promise<number> {
  return expireOverdueOrders(await getDb(), now);
}

export interface OpsOrderSummary {
  trx_ref: string;
  order_number: string;
  trx_date: string;
  trx_status: string;
  /** The payment's provider-neutral state: a shipped order whose payment was refunded reads SHIPPED, refunded. */
  payment_state: string;
  shipping_type: string;
  grand_total: string;
  no_resi: string | null;
  pickup_code: string | null;
}

/** The newest orders, optionally of one state. */
export async function listOrders(opts: { status?: string; limit?: number } = {}): Promise<Result<OpsOrderSummary[]>> {
  const status = opts.status?.trim().toUpperCase();
  if (status && !isOrderStatus(status))
    return fail(400, `Unknown status ${opts.status}; one of ${Object.values(ORDER_STATUS).join(", ")}.`);
  const db = await getDb();
  const rows = await db
    .select()
    .from(orders)
    .where(status ? eq(orders.trxStatus, status) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(Math.min(Math.max(opts.limit ?? 50, 1), 500));
  return ok(
    rows.map((o) => ({
      trx_ref: o.trxRef,
      order_number: orderNumber(o.trxRef),
      trx_date: wibDateTime(o.createdAt),
      trx_status: o.trxStatus,
      payment_state: o.paymentState,
      shipping_type: o.shippingType,
      grand_total: formatIDR(o.grandTotal),
      no_resi: o.noResi,
      pickup_code: o.pickupCode,
    })),
  );
}
