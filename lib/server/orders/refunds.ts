import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { orders, payments } from "@/lib/db/schema";
import { orderNumber } from "@/lib/domain/display-text";
import { wibDateTime } from "@/lib/domain/wib";

export interface RefundDue {
  trxRef: string;
  orderNumber: string;
  trxStatus: string;
  /** What the provider reported paid (integer rupiah), else the order's total. */
  amount: number;
  provider: string;
  providerTrxId: string | null;
  reference: string | null;
  channel: string | null;
  providerStatus: string;
  /** When the money came (WIB), as the provider said. */
  paidAt: string | null;
  email: string | null;
}

/**
 * The payments owed back: money that arrived after its order had expired, been cancelled or failed (payment_state
 * refund_due), newest first. The shop refunds them through the provider's merchant dashboard; the provider's refund
 * notification, where it sends one, marks them refunded.
 */
export async function listRefundsDue(limit = 100): Promise<RefundDue[]> {
  const db = await getDb();
  const rows = await db
    .select({ order: orders, payment: payments })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.paymentState, "refund_due"))
    .orderBy(desc(orders.updatedAt))
    .limit(Math.min(Math.max(limit, 1), 1000));
  return rows.map(({ order: o, payment: p }) => ({
    trxRef: o.trxRef,
    orderNumber: orderNumber(o.trxRef),
    trxStatus: o.trxStatus,
    amount: p.paidAmount ?? o.grandTotal,
    provider: p.provider,
    providerTrxId: p.providerTrxId,
    reference: p.paymentReff,
    channel: p.channel,
    providerStatus: [p.statusCode, p.statusDesc].filter(Boolean).join(" "),
    paidAt: p.paidAt ? wibDateTime(p.paidAt) : null,
    email: o.guestEmail,
  }));
}
