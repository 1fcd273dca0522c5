import { and, asc, eq } from "drizzle-orm";
import { POST as opsEndpoint } from "@/app/api/ops/route";
import { getDb } from "@/lib/db";
import { mailOutbox, orderLines, orderStatusHistory, shipments } from "@/lib/db/schema";
import {
  cancelOrder,
  completeOrder,
  expireOrders,
  listOrders,
  markReadyForPickup,
  shipOrder,
  startProcessing,
} from "@/lib/server/orders/operations";
import { runOpsCommand } from "@/lib/server/orders/ops-commands";
import { stockQty } from "../support/checkout-fixtures";
import { call } from "../support/http";
import { newShopper, orderOf, pay, placeDelivery, placePickup, type OrderRow } from "./orders-fixtures";

async function history(orderId: number) {
  const db = await getDb();
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
}

async function mails(to: string, kind: string) {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)));
}

async function lineStock(order: OrderRow) {
  const db = await getDb();
  const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  return { qty: await stockQty(order.showroomId, line!.productId, line!.sizeCode), line: line! };
}

const refusal = (result: { ok: boolean; error?: { status: number; message: string } }) =>
  result.ok ? null : result.error;

describe("ops: shipping a paid delivery", () => {
  it("records the waybill, the move with its time, a shipment, and mails the shopper the waybill", async () => {
    const who = await newShopper();
    const order = await pay(await placeDelivery(who));
    const before = new Date();
    const result = await shipOrder(order.trxRef.slice(0, 8).toUpperCase(), "jne0011223344");
    expect(result.ok).toBe(true);
    const shipped = await orderOf(order.trxRef);
    expect(shipped).toMatchObject({ trxStatus: "SHIPPED", noResi: "JNE0011223344" });
    const last = (await history(order.id)).at(-1)!;
    expect(last).toMatchObject({ fromStatus: "PAID", toStatus: "SHIPPED" });
    expect(last.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    const db = await getDb();
    expect(await db.select().from(shipments).where(eq(shipments.orderId, order.id))).toEqual([
      expect.objectContaining({ waybillNumber: "JNE0011223344", courierCode: "jne" }),
    ]);
    const [mail] = await mails(who.email, "ORDER_SHIPPED");
    expect(mail!.textBody).toContain("JNE0011223344");
    expect(mail!.subject).toContain(order.trxRef.slice(0, 8).toUpperCase());
  });

  it("ships from PROCESSING too, then completes", async () => {
    const order = await pay(await placeDelivery(await newShopper()));
    expect((await startProcessing(order.trxRef)).ok).toBe(true);
    expect((await shipOrder(order.trxRef, "JNE5550001")).ok).toBe(true);
    expect((await completeOrder(order.trxRef)).ok).toBe(true);
    expect((await history(order.id)).map((h) => h.toStatus)).toEqual([
      "PENDING",
      "PAID",
      "PROCESSING",
      "SHIPPED",
      "COMPLETED",
    ]);
  });

  it("refuses to ship an unpaid order, a pickup, a shipped one, or with a bad waybill", async () => {
    const who = await newShopper();
    const unpaid = await placeDelivery(who);
    expect(refusal(await shipOrder(unpaid.trxRef, "JNE1234567"))).toMatchObject({
      status: 409,
      message: expect.stringContaining("is PENDING"),
    });
    const pickup = await pay(await placePickup(who));
    expect(refusal(await shipOrder(pickup.trxRef, "JNE1234567"))?.status).toBe(409);
    const paid = await pay(await placeDelivery(who));
    expect(refusal(await shipOrder(paid.trxRef, "no"))).toMatchObject({ status: 400 });
    expect(refusal(await shipOrder(paid.trxRef, "JNE 123 456"))).toMatchObject({ status: 400 });
    expect((await shipOrder(paid.trxRef, "JNE1234567")).ok).toBe(true);
    expect(refusal(await shipOrder(paid.trxRef, "JNE7654321"))?.status).toBe(409);
    expect((await orderOf(paid.trxRef)).noResi).toBe("JNE1234567");
    expect(refusal(await shipOrder("ffffffffffffffffffffffffffffffff", "JNE1234567"))?.status).toBe(404);
    expect(refusal(await shipOrder("not-a-ref", "JNE1234567"))?.status).toBe(400);
  });
});

describe("ops: a pickup ready for collection", () => {
  it("gives the given code, mails it, and completes on collection", async () => {
    const who = await newShopper();
    const order = await pay(await placePickup(who));
    const result = await markReadyForPickup(order.trxRef, "ab12cd");
    expect(result.ok && result.data).toMatchObject({ trxStatus: "READY_FOR_PICKUP", pickupCode: "AB12CD" });
    expect((await mails(who.email, "ORDER_READY_FOR_PICKUP"))[0]!.textBody).toContain("Pick Up Code: AB12CD");
    expect((await completeOrder(order.trxRef)).ok).toBe(true);
    expect((await orderOf(order.trxRef)).trxStatus).toBe("COMPLETED");
  });

  it("generates a 6-character code when none is given", async () => {
    const order = await pay(await placePickup(await newShopper()));
    const result = await markReadyForPickup(order.trxRef);
    expect(result.ok && result.data.pickupCode).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  });

  it("refuses an unpaid pickup, a delivery, a bad code, and completing before it is ready", async () => {
    const who = await newShopper();
    const unpaid = await placePickup(who);
    expect(refusal(await markReadyForPickup(unpaid.trxRef))?.status).toBe(409);
    const delivery = await pay(await placeDelivery(who));
    expect(refusal(await markReadyForPickup(delivery.trxRef))?.status).toBe(409);
    expect(refusal(await completeOrder(delivery.trxRef))?.status).toBe(409);
    const paid = await pay(await placePickup(who));
    expect(refusal(await markReadyForPickup(paid.trxRef, "x!"))?.status).toBe(400);
    expect((await orderOf(paid.trxRef)).trxStatus).toBe("PAID");
    expect(await mails(who.email, "ORDER_READY_FOR_PICKUP")).toHaveLength(0);
  });
});

describe("ops: cancelling", () => {
  it("cancels an unpaid order and gives its stock back exactly once", async () => {
    const order = await placePickup(await newShopper(), 19, 2);
    const { qty: reserved } = await lineStock(order);
    const result = await cancelOrder(order.trxRef);
    expect(result.ok && result.data).toMatchObject({
      trxStatus: "CANCELLED",
      paymentState: "cancelled",
      paymentStatusCode: null,
    });
    expect((await lineStock(order)).qty).toBe(reserved + 2);
    expect(refusal(await cancelOrder(order.trxRef))?.status).toBe(409);
    expect((await lineStock(order)).qty).toBe(reserved + 2);
    expect((await history(order.id)).at(-1)).toMatchObject({ fromStatus: "PENDING", toStatus: "CANCELLED" });
  });

  it("refuses to cancel a paid order (the stock stays sold)", async () => {
    const order = await pay(await placeDelivery(await newShopper()));
    const { qty } = await lineStock(order);
    expect(refusal(await cancelOrder(order.trxRef))).toMatchObject({
      status: 409,
      message: expect.stringContaining("is PAID"),
    });
    expect((await lineStock(order)).qty).toBe(qty);
  });

  it("two cancels racing give the stock back once", async () => {
    const order = await placePickup(await newShopper(), 19, 1);
    const { qty } = await lineStock(order);
    const results = await Promise.all([cancelOrder(order.trxRef), cancelOrder(order.trxRef)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect((await lineStock(order)).qty).toBe(qty + 1);
  });
});

describe("ops: expiry and listing", () => {
  it("expires unpaid orders past their due date and returns their stock", async () => {
    // Product 43 is in no other pending order of this file, so its stock moves only with this one.
    const order = await placePickup(await newShopper(), 43);
    const { qty } = await lineStock(order);
    expect(await expireOrders(new Date(Date.now() + 25 * 3600_000))).toBeGreaterThanOrEqual(1);
    expect((await orderOf(order.trxRef)).trxStatus).toBe("EXPIRED");
    expect((await lineStock(order)).qty).toBe(qty + 1);
    expect(refusal(await cancelOrder(order.trxRef))?.status).toBe(409);
  });

  it("lists orders newest first, by status, and refuses an unknown status", async () => {
    const order = await pay(await placeDelivery(await newShopper()));
    const paid = await listOrders({ status: "paid" });
    expect(paid.ok && paid.data.every((o) => o.trx_status === "PAID")).toBe(true);
    expect(paid.ok && paid.data.map((o) => o.trx_ref)).toContain(order.trxRef);
    expect(refusal(await listOrders({ status: "LOST" }))?.status).toBe(400);
  });

  it("runs the CLI's commands with their usage and exit codes", async () => {
    const order = await pay(await placeDelivery(await newShopper()));
    expect(await runOpsCommand(["ship", order.trxRef])).toMatchObject({ code: 2 });
    expect(await runOpsCommand(["ship", order.trxRef, "JNE8080808080"])).toEqual({
      code: 0,
      lines: [`${order.trxRef} SHIPPED (no_resi JNE8080808080)`],
    });
    expect((await runOpsCommand(["cancel", order.trxRef])).code).toBe(1);
    expect((await runOpsCommand(["list", "--status", "SHIPPED"])).lines.join("\n")).toContain(order.trxRef);
    expect((await runOpsCommand([])).code).toBe(2);
  });
});

describe("the ops endpoint", () => {
  const post = (args: string[], token?: string) => call(opsEndpoint, "POST", "/api/ops", { body: { args }, token });
  afterEach(() => {
    delete process.env.OPS_TOKEN;
  });

  it("does not exist unless OPS_TOKEN is set", async () => {
    delete process.env.OPS_TOKEN;
    expect((await post(["list"], "anything-at-all-here")).status).toBe(404);
  });

  it("refuses a missing or wrong token and runs a command with the right one", async () => {
    process.env.OPS_TOKEN = "a-long-enough-ops-secret";
    expect((await post(["list"])).status).toBe(403);
    expect((await post(["list"], "a-long-enough-ops-secreT")).status).toBe(403);
    const order = await pay(await placePickup(await newShopper()));
    const res = await post(["ready", order.trxRef, "ZX9876"], "a-long-enough-ops-secret");
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ code: 0, lines: [`${order.trxRef} READY_FOR_PICKUP (pickup_code ZX9876)`] });
    expect((await post([], "a-long-enough-ops-secret")).status).toBe(400);
  });
});
