/** Migration 0015's backfill: existing orders and payments get their neutral payment state from what the shop stored. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { orders, paymentNotifications, payments } from "@/lib/db/schema";
import { newShopper, orderOf, placeDelivery, type OrderRow } from "./orders-fixtures";

const BACKFILL = readFileSync(path.join(process.cwd(), "lib/db/migrations/0015_payment_states.sql"), "utf8")
  .split("--> statement-breakpoint")
  .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
  .filter((s) => s.startsWith("UPDATE"));

/** Puts an order back the way the shop stored it before 0015: Faspay codes, no neutral state. */
async function asBefore(order: OrderRow, trxStatus: string, code: string, desc: string) {
  const db = await getDb();
  await db
    .update(orders)
    .set({ trxStatus, paymentState: "pending", paymentStatusCode: code, paymentStatusDesc: desc })
    .where(eq(orders.id, order.id));
  await db
    .update(payments)
    .set({ state: "pending", statusCode: code, statusDesc: desc })
    .where(eq(payments.orderId, order.id));
}

describe("migration 0015's backfill", () => {
  it("maps each stored status onto the neutral states, flags late payments refund due and clears the shop's own placeholders", async () => {
    expect(BACKFILL).toHaveLength(6);
    const placed: OrderRow[] = [];
    for (let i = 0; i < 7; i++) placed.push(await placeDelivery(await newShopper()));
    const [pending, paid, shipped, expired, cancelled, failed, late] = placed;
    await asBefore(pending!, "PENDING", "0", "Unprocessed");
    await asBefore(paid!, "PAID", "2", "Payment Success");
    await asBefore(shipped!, "SHIPPED", "2", "Payment Success");
    await asBefore(expired!, "EXPIRED", "7", "Expired");
    await asBefore(cancelled!, "CANCELLED", "8", "Payment Cancelled");
    await asBefore(failed!, "FAILED", "3", "Payment Failed");
    await asBefore(late!, "EXPIRED", "7", "Expired");
    const db = await getDb();
    await db.insert(paymentNotifications).values({
      billNo: late!.trxRef,
      orderId: late!.id,
      payload: {},
      signatureValid: true,
      outcome: "LATE_PAYMENT_EXPIRED",
    });

    for (const statement of BACKFILL) await db.execute(sql.raw(statement));

    const state = async (o: OrderRow) => {
      const row = await orderOf(o.trxRef);
      const [p] = await db.select().from(payments).where(eq(payments.orderId, o.id));
      return [row.paymentState, p!.state, row.paymentStatusCode, p!.statusCode];
    };
    expect(await state(pending!)).toEqual(["pending", "pending", null, null]);
    expect(await state(paid!)).toEqual(["paid", "paid", "2", "2"]);
    expect(await state(shipped!)).toEqual(["paid", "paid", "2", "2"]);
    expect(await state(expired!)).toEqual(["expired", "expired", null, null]);
    expect(await state(cancelled!)).toEqual(["cancelled", "cancelled", "8", "8"]);
    expect(await state(failed!)).toEqual(["failed", "failed", "3", "3"]);
    expect(await state(late!)).toEqual(["refund_due", "refund_due", null, null]);
    expect((await db.select().from(payments).where(eq(payments.orderId, late!.id)))[0]!.paidAmount).toBe(
      late!.grandTotal,
    );
  });
});
