/**
 * Jobs that run without a request: an unpaid order past its due time expires and gives its stock back with no
 * checkout call at all, through the in-server scheduler, and only one runner works at a time.
 */
import { eq } from "drizzle-orm";
import { exclusive, getDb } from "@/lib/db";
import { orders } from "@/lib/db/schema";
import { JOBS_LOCK, runJobsOnce, startScheduler } from "@/lib/server/jobs/scheduler";
import { stockQty } from "../support/checkout-fixtures";
import { newShopper, orderOf, placePickup } from "./orders-fixtures";

async function overdue(trxRef: string) {
  const db = await getDb();
  await db
    .update(orders)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(orders.trxRef, trxRef));
}

describe("the job scheduler", () => {
  it("expires an unpaid order past its due time, and returns its stock, without any checkout call", async () => {
    const order = await placePickup(await newShopper());
    const db = await getDb();
    const [line] = await db.query.orderLines.findMany({ where: (l, { eq: is }) => is(l.orderId, order.id) });
    const held = await stockQty(order.showroomId, line!.productId, line!.sizeCode);
    await overdue(order.trxRef);

    const stop = startScheduler(100);
    try {
      const deadline = Date.now() + 20_000;
      while ((await orderOf(order.trxRef)).trxStatus !== "EXPIRED" && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
    } finally {
      stop();
    }
    expect((await orderOf(order.trxRef)).trxStatus).toBe("EXPIRED");
    expect(await stockQty(order.showroomId, line!.productId, line!.sizeCode)).toBe(held + line!.qty);
    // A bound for a busy CI machine, not a speed claim: the round runs every 100 ms.
  }, 45_000);

  it("leaves an order before its due time alone", async () => {
    const order = await placePickup(await newShopper());
    expect(await runJobsOnce()).not.toBeNull();
    expect((await orderOf(order.trxRef)).trxStatus).toBe("PENDING");
  });

  it("runs one round at a time: a round while another holds the lock does nothing", async () => {
    const order = await placePickup(await newShopper());
    await overdue(order.trxRef);
    let inner: Awaited<ReturnType<typeof runJobsOnce>> | undefined;
    await exclusive(JOBS_LOCK, async () => {
      inner = await runJobsOnce();
    });
    expect(inner).toBeNull();
    expect((await orderOf(order.trxRef)).trxStatus).toBe("PENDING");
    expect((await runJobsOnce())?.expired).toBeGreaterThanOrEqual(1);
    expect((await orderOf(order.trxRef)).trxStatus).toBe("EXPIRED");
  });
});
