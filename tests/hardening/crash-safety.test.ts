/**
 * Promise 7, crash safety: the production server is SIGKILLed in the middle of a burst of checkouts and payment
 * notifications, then restarted on the same database. Afterwards: no order without its lines, no reserved stock
 * without an order (stock + units held by unreleased orders == the initial stock), no paid order without the
 * notification record that paid it.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { orderLines, orders, paymentNotifications } from "@/lib/db/schema";
import { sandboxConfig } from "@/lib/server/payment/providers/sandbox/config";
import { notificationSignature } from "@/lib/server/payment/providers/sandbox/signature";
import { firstSize, setStock, stockQty } from "../support/checkout-fixtures";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";

const PORT = hardeningPort(Number(process.env.HARDENING_CRASH_PORT ?? 3303));
const PRODUCT = 19;
const SHOWROOM = 5;
const INITIAL = 40;
const SHOPPERS = 80;

let server: ServerHandle | null = null;
afterAll(() => stopServer(server, "SIGKILL"));

async function shop(base: string, onPlaced: () => void, size: string): Promise<void> {
  const device = randomUUID();
  const json = { "content-type": "application/json" };
  await fetch(`${base}/api/v1/cart`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ local_device_id: device, product_detail_id: PRODUCT, size, qty: 1 }),
  });
  const res = await fetch(`${base}/api/v1/checkout-trx`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({
      local_device_id: device,
      shipping_type: "PICKUP_ON_STORE",
      showroom_id: SHOWROOM,
      guest_email: `crash-${device}@example.com`,
    }),
  });
  if (res.status !== 200) return;
  onPlaced();
  const { data } = (await res.json()) as {
    data: { trx_ref: string; payment_data: { fields: Record<string, string> } };
  };
  const c = sandboxConfig();
  const total = data.payment_data.fields.bill_total ?? "";
  await fetch(`${base}/api/v1/payment/notification`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({
      request: "Payment Notification",
      trx_id: randomUUID(),
      merchant_id: c.merchantId,
      merchant: c.merchantName,
      bill_no: data.trx_ref,
      payment_reff: "R",
      payment_date: "2026-01-02 10:11:12",
      payment_status_code: "2",
      payment_status_desc: "Sukses",
      bill_total: total,
      payment_total: total,
      payment_channel_uid: "702",
      payment_channel: "BCA Virtual Account",
      signature: notificationSignature(c, data.trx_ref, "2"),
    }),
  });
}

describe("crash safety", () => {
  it("keeps orders, stock and payments consistent when the server is SIGKILLed mid-burst", async () => {
    ensureBuild();
    const size = await firstSize(PRODUCT);
    await setStock(SHOWROOM, PRODUCT, size, INITIAL);
    server = await startServer(PORT);
    const base = server.url;

    let placed = 0;
    let killed = false;
    const killer = new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (placed >= 8 && !killed) {
          killed = true;
          server!.child.kill("SIGKILL");
          clearInterval(timer);
          resolve();
        }
      }, 5);
    });
    const burst = Promise.allSettled(Array.from({ length: SHOPPERS }, () => shop(base, () => placed++, size)));
    await Promise.race([killer, new Promise((r) => setTimeout(r, 60_000))]);
    await burst;
    expect(killed).toBe(true);
    await new Promise((resolve) =>
      server!.child.exitCode !== null || server!.child.signalCode !== null
        ? resolve(null)
        : server!.child.once("exit", resolve),
    );

    // The restart recovers the same database (on PGlite: the folder the killed process left behind).
    server = await startServer(PORT);
    const health = await fetch(`${server.url}/api/v1/health`);
    expect(health.status).toBe(200);
    await stopServer(server);
    server = null;

    const db = await getDb();
    const orphans = await db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`NOT EXISTS (SELECT 1 FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id})`);
    expect(orphans).toEqual([]);
    const [{ held }] = (await db
      .select({ held: sql<number>`coalesce(sum(${orderLines.qty}), 0)::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.showroomId, SHOWROOM), isNull(orders.stockReleasedAt)))) as [{ held: number }];
    expect((await stockQty(SHOWROOM, PRODUCT, size)) + Number(held)).toBe(INITIAL);
    const paid = await db.select({ id: orders.id }).from(orders).where(eq(orders.trxStatus, "PAID"));
    const unrecorded = [];
    for (const o of paid) {
      const rows = await db
        .select()
        .from(paymentNotifications)
        .where(and(eq(paymentNotifications.orderId, o.id), eq(paymentNotifications.outcome, "PAID")));
      if (rows.length !== 1) unrecorded.push(o.id);
    }
    expect(unrecorded).toEqual([]);
    expect((await db.select().from(orders)).length).toBeGreaterThanOrEqual(8);
  }, 300_000);
});
