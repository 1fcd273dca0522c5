/**
 * Returns (issue 49), on both databases: a return of an order paid through Midtrans is refunded through Midtrans'
 * refund API (the fake Midtrans over real HTTP, its notifications delivered to the shop's notification route). The
 * refund is recorded with the Midtrans method and the refund's id; running it again, or twice at once, never refunds
 * twice: the move is refused once made, and both racing calls carry the request's own refund key.
 */
import { eq } from "drizzle-orm";
import { POST as notify } from "@/app/api/v1/payment/notification/route";
import { getDb } from "@/lib/db";
import { returnRequests } from "@/lib/db/schema";
import { completeOrder, shipOrder } from "@/lib/server/orders/operations";
import { runStaffCommand } from "@/lib/server/returns/ops-commands";
import { refundReturn } from "@/lib/server/returns/refund";
import { fakeServerKey, startFakeMidtrans, type FakeMidtrans } from "../support/fakes/midtrans";
import { newShopper, orderOf, placeDelivery, type OrderRow, type Shopper } from "./orders-fixtures";
import { mailsOf, stockTheHub, submitted } from "./returns-fixtures";

const key = fakeServerKey();
let fake: FakeMidtrans;
const SETTINGS = ["PAYMENT_PROVIDER", "MIDTRANS_SERVER_KEY", "MIDTRANS_SNAP_URL", "MIDTRANS_API_URL"] as const;

beforeAll(async () => {
  await stockTheHub();
  fake = await startFakeMidtrans({ serverKey: key, deliver: (url, init) => notify(new Request(url, init)) });
  Object.assign(process.env, {
    PAYMENT_PROVIDER: "midtrans",
    MIDTRANS_SERVER_KEY: key,
    MIDTRANS_SNAP_URL: fake.snapUrl,
    MIDTRANS_API_URL: fake.apiUrl,
  });
});
afterAll(async () => {
  for (const name of SETTINGS) delete process.env[name];
  await fake.stop();
});

/** A delivery paid with GoPay on Midtrans' page (a way to pay Midtrans refunds), shipped and received. */
async function receivedViaMidtrans(who: Shopper): Promise<OrderRow> {
  const placed = await placeDelivery(who);
  fake.transaction(placed.trxRef)!.paymentType = "gopay";
  expect((await fake.settle(placed.trxRef))?.status).toBe(200);
  expect(await orderOf(placed.trxRef)).toMatchObject({ trxStatus: "PAID", paymentState: "paid" });
  expect((await shipOrder(placed.trxRef, `JNE${placed.id}MID`)).ok).toBe(true);
  expect((await completeOrder(placed.trxRef, new Date())).ok).toBe(true);
  return orderOf(placed.trxRef);
}

/** A request approved and received, ready for its refund. */
async function receivedReturn(who: Shopper, order: OrderRow) {
  const made = await submitted(who, order);
  expect((await runStaffCommand(["returns", "approve", made.id])).code).toBe(0);
  expect((await runStaffCommand(["returns", "receive", made.id, "unused", "tags", "on"])).code).toBe(0);
  return made;
}

/** The refund calls the fake received for this order's transaction. */
function refundCalls(order: OrderRow) {
  const t = fake.transaction(order.trxRef)!;
  return fake.requests
    .filter((r) => r.method === "POST" && /\/refund$/.test(r.path))
    .filter((r) => r.path.includes(t.orderId) || r.path.includes(t.transactionId))
    .map((r) => r.body as { refund_key: string; amount: number });
}

async function requestRow(publicId: string) {
  const db = await getDb();
  return (await db.select().from(returnRequests).where(eq(returnRequests.publicId, publicId)))[0]!;
}

describe("a return's refund through Midtrans", () => {
  it("refunds through the refund API, records the Midtrans method, and a second run refunds nothing", async () => {
    const who = await newShopper();
    const order = await receivedViaMidtrans(who);
    const { id, line } = await receivedReturn(who, order);
    const amount = line.subtotal;

    const done = await runStaffCommand(["returns", "refund", id.slice(0, 8), String(amount)]);
    expect(done.code).toBe(0);
    const calls = refundCalls(order);
    expect(calls).toEqual([expect.objectContaining({ refund_key: `return-${id}`, amount })]);
    expect(fake.transaction(order.trxRef)!.status).toBe("partial_refund");
    const row = await requestRow(id);
    expect(row).toMatchObject({ status: "REFUNDED", refundAmount: amount, refundMethod: "midtrans" });
    expect(row.refundReference).toMatch(/^\d+$/);
    const shown = (await runStaffCommand(["returns", "show", id])).lines.join("\n");
    expect(shown).toContain(`by midtrans ${row.refundReference}`);
    expect((await mailsOf(who.email)).filter((m) => m.kind === "RETURN_REFUNDED")).toHaveLength(1);

    // Run again: refused before Midtrans is asked, and nothing recorded twice.
    const again = await runStaffCommand(["returns", "refund", id.slice(0, 8), String(amount)]);
    expect(again.code).not.toBe(0);
    expect(again.lines.join(" ")).toContain("REFUNDED");
    expect(refundCalls(order)).toHaveLength(1);
    expect(await requestRow(id)).toMatchObject({ refundReference: row.refundReference, refundAmount: amount });
    expect((await mailsOf(who.email)).filter((m) => m.kind === "RETURN_REFUNDED")).toHaveLength(1);
  });

  it("two refunds of one return at once: one move wins, and Midtrans pays once under the request's key", async () => {
    const who = await newShopper();
    const order = await receivedViaMidtrans(who);
    const { id, line } = await receivedReturn(who, order);
    const amount = line.subtotal;

    const results = await Promise.all([refundReturn(id, amount), refundReturn(id, amount)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    // Whatever reached Midtrans carried the one key, so it is one refund there.
    const calls = refundCalls(order);
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(new Set(calls.map((c) => c.refund_key))).toEqual(new Set([`return-${id}`]));
    expect(fake.transaction(order.trxRef)!.status).toBe("partial_refund");
    expect(await requestRow(id)).toMatchObject({ status: "REFUNDED", refundMethod: "midtrans", refundAmount: amount });
  });
});
