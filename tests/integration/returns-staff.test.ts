/**
 * Returns (issue 49), on both databases: the staff's moves through the ops tool (the refund bound, two moves racing,
 * a refunded unit not asked for twice) and the shopper's mail at each move; Midtrans' refund API against its fake.
 */
import { eq } from "drizzle-orm";
import { POST as createReturn } from "@/app/api/v1/returns/route";
import { POST as returnsOfOrder } from "@/app/api/v1/returns-of-order/route";
import { getDb } from "@/lib/db";
import { returnLines, returnRequests } from "@/lib/db/schema";
import { runStaffCommand } from "@/lib/server/returns/ops-commands";
import { refundReturn } from "@/lib/server/returns/refund";
import { approveReturn } from "@/lib/server/returns/moves";
import { createMidtransProvider } from "@/lib/server/payment/providers/midtrans/provider";
import { fakeServerKey, startFakeMidtrans } from "../support/fakes/midtrans";
import { stockQty } from "../support/checkout-fixtures";
import { call } from "../support/http";
import { newShopper } from "./orders-fixtures";
import { draftBody, mailsOf, received, stockTheHub, submitted } from "./returns-fixtures";

beforeAll(stockTheHub);

/** A showroom other than the hub the orders are sent from. */
const RESTOCK_SHOWROOM = 2;

describe("the staff's return moves (ops tool)", () => {
  it("approve, receive with a restock, refund within the bound; the shopper is mailed at each move", async () => {
    const who = await newShopper();
    const order = await received(who);
    const { id, line } = await submitted(who, order);
    const short = id.slice(0, 8);
    const shown = await runStaffCommand(["returns", "show", short]);
    expect(shown.code).toBe(0);
    expect(shown.lines.join("\n")).toContain("bank: BCA 1234567890 (Sari Dewi)");
    expect(shown.lines.filter((l) => l.includes("/api/files/returns/"))).toHaveLength(3);
    expect(shown.lines.join("\n")).not.toContain("condition:");
    expect((await runStaffCommand(["returns", "approve", short])).code).toBe(0);
    // The showroom the units go back to: its stock of the returned size, before and after.
    const before = await stockQty(RESTOCK_SHOWROOM, line.productId, line.sizeCode);
    const receive = ["returns", "receive", short, "tags", "on,", "unused", "--restock", String(RESTOCK_SHOWROOM)];
    expect((await runStaffCommand(receive)).code).toBe(0);
    expect(await stockQty(RESTOCK_SHOWROOM, line.productId, line.sizeCode)).toBe(before + 1);

    const db = await getDb();
    const [row] = await db.select().from(returnRequests).where(eq(returnRequests.publicId, id));
    expect(row).toMatchObject({ status: "RECEIVED", condition: "tags on, unused" });
    const restocked = await db.select().from(returnLines).where(eq(returnLines.requestId, row!.id));
    expect(restocked.map((l) => l.restockedQty)).toEqual([1]);
    const shownAfter = (await runStaffCommand(["returns", "show", short])).lines.join("\n");
    expect(shownAfter).toContain("condition: tags on, unused");
    expect(shownAfter).toContain(`tags on, unused (back in stock at showroom ${RESTOCK_SHOWROOM})`);
    // The line's paid price (no order discount here) plus the parcel's 18,000, under the 20,000 bound.
    const bound = line.subtotal + 18_000;
    const over = await refundReturn(id, bound + 1);
    expect(over.ok ? null : over.error.status).toBe(409);
    expect(over.ok ? "" : over.error.message).toContain("at most");
    const refunded = await runStaffCommand(["returns", "refund", short, String(bound), "TRF-001"]);
    expect(refunded).toMatchObject({ code: 0 });
    const [after] = await db.select().from(returnRequests).where(eq(returnRequests.id, row!.id));
    expect(after).toMatchObject({ status: "REFUNDED", refundAmount: bound, refundMethod: "bank_transfer" });
    expect((await mailsOf(who.email)).map((m) => m.kind).sort()).toEqual(
      ["RETURN_APPROVED", "RETURN_RECEIVED", "RETURN_REFUNDED", "RETURN_REQUESTED"].sort(),
    );
    // No open request holds the line once refunded, and its refunded unit cannot be asked for again.
    const mine = await call(returnsOfOrder, "POST", "/api/v1/returns-of-order", {
      body: { trx_ref: order.trxRef },
      token: who.token,
    });
    expect((mine.data.lines as { open_request: boolean; qty: number; returnable_qty: number }[])[0]).toMatchObject({
      open_request: false,
      qty: 1,
      returnable_qty: 0,
    });
    const again = await call(createReturn, "POST", "/api/v1/returns", {
      body: draftBody(order, line.id),
      token: who.token,
    });
    expect(again).toMatchObject({ status: 400, error: { code: "returns.qtyTooHigh", params: { qty: 0 } } });
  });

  it("two staff moves racing: one wins, the other is told it changed meanwhile", async () => {
    const who = await newShopper();
    const order = await received(who);
    const { id } = await submitted(who, order);
    const results = await Promise.all([
      approveReturn(id),
      runStaffCommand(["returns", "reject", id, "photos", "unclear"]),
    ]);
    const approved = results[0];
    const rejected = results[1];
    expect([approved.ok, rejected.code === 0].filter(Boolean)).toHaveLength(1);
    const loser = approved.ok ? rejected.lines.join(" ") : approved.error.message;
    expect(loser).toMatch(/changed meanwhile|cannot become/);
    const db = await getDb();
    const events = await db.select().from(returnRequests).where(eq(returnRequests.publicId, id));
    expect(["APPROVED", "REJECTED"]).toContain(events[0]!.status);
  });
});

describe("Midtrans' refund API (the fake written from its docs)", () => {
  it("refunds a settled e-wallet payment once per refund key, and says a bank transfer cannot be refunded", async () => {
    const serverKey = fakeServerKey();
    const fake = await startFakeMidtrans({ serverKey });
    try {
      const provider = createMidtransProvider({
        MIDTRANS_SERVER_KEY: serverKey,
        MIDTRANS_ENV: "sandbox",
        MIDTRANS_SNAP_URL: fake.snapUrl,
        MIDTRANS_API_URL: fake.apiUrl,
      });
      const settled = (orderId: string, paymentType: string) =>
        fake.transactions.set(orderId, {
          orderId,
          grossAmount: 250_000,
          body: {} as never,
          token: `tok-${orderId}`,
          transactionId: `trx-${orderId}`,
          notifyUrl: null,
          status: "settlement",
          fraudStatus: "accept",
          paymentType,
          settledAt: new Date(),
        });
      settled("ret-gopay-1", "gopay");
      settled("ret-va-1", "bank_transfer");
      const ask = (billNo: string, amount: number, refundKey: string) =>
        provider.refund!({ billNo, providerTrxId: null, amount, refundKey, reason: "Return" });
      const first = await ask("ret-gopay-1", 120_000, "return-a");
      expect(first.ok).toBe(true);
      expect(await ask("ret-gopay-1", 120_000, "return-a")).toEqual(first);
      expect(fake.transaction("ret-gopay-1")?.status).toBe("partial_refund");
      expect(await ask("ret-gopay-1", 200_000, "return-b")).toMatchObject({ ok: false, unsupported: false });
      expect(await ask("ret-va-1", 10_000, "return-c")).toMatchObject({ ok: false, unsupported: true });
    } finally {
      await fake.stop();
    }
  });
});
