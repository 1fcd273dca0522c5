/**
 * A return's steps by WhatsApp (issues #49 and #50), against the local fake of the Cloud API: each step's template
 * goes to the number the shopper opted in with for the order, the staff's reject reason on one line.
 */
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { orderLines, returnEvents, returnFiles, returnLines, returnRequests } from "@/lib/db/schema";
import { completeOrder, markReadyForPickup } from "@/lib/server/orders/operations";
import { newUploadToken } from "@/lib/server/returns/access";
import { approveReturn, rejectReturn } from "@/lib/server/returns/moves";
import { submitReturn } from "@/lib/server/returns/submit";
import type { FakeWhatsApp } from "../support/fakes/whatsapp-cloud";
import {
  deliverAll,
  orderOf,
  paidNotification,
  placePickup,
  startWhatsAppChannel,
  stopWhatsAppChannel,
} from "./whatsapp-fixtures";

// The sends a move schedules after it are the jobs' here: the test delivers when it means to.
jest.mock("@/lib/server/messaging/send-soon", () => ({ deliverOutboxSoon: () => undefined }));

let fake: FakeWhatsApp;
beforeAll(async () => {
  fake = await startWhatsAppChannel();
});
afterAll(() => stopWhatsAppChannel(fake));

describe("a return's steps by WhatsApp", () => {
  it("tells each step of a return on the order's number: requested, approved, and a rejection's reason on one line", async () => {
    const placed = await placePickup("0812 3456 7019", true);
    const order = await orderOf(placed.data.trx_ref as string);
    await paidNotification(order.trxRef, order.grandTotal)();
    expect((await markReadyForPickup(order.trxRef)).ok).toBe(true);
    expect((await completeOrder(order.trxRef, new Date())).ok).toBe(true);
    const db = await getDb();
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));

    /** A draft of the line with its photo and video rows, as the shopper's uploads leave it. */
    async function draft(): Promise<{ publicId: string; token: string }> {
      const token = newUploadToken();
      const [request] = await db
        .insert(returnRequests)
        .values({
          orderId: order.id,
          status: "DRAFT",
          reason: "defective",
          description: "The zip is broken.",
          tagsAttached: true,
          method: "drop_off",
          showroomId: 2,
          uploadTokenHash: token.hash,
        })
        .returning();
      await db.insert(returnLines).values({ requestId: request!.id, orderLineId: line!.id, qty: 1 });
      await db.insert(returnEvents).values({ requestId: request!.id, fromStatus: null, toStatus: "DRAFT" });
      await db.insert(returnFiles).values(
        (["photo", "video"] as const).map((kind) => ({
          requestId: request!.id,
          kind,
          storageKey: `returns/${request!.publicId}/${kind}.bin`,
          contentType: kind === "photo" ? "image/jpeg" : "video/mp4",
          size: 10,
          fileName: `${kind}.bin`,
        })),
      );
      return { publicId: request!.publicId, token: token.token };
    }

    const first = await draft();
    expect((await submitReturn(first.publicId, first.token)).ok).toBe(true);
    expect((await approveReturn(first.publicId)).ok).toBe(true);
    await db.update(returnLines).set({ open: false });
    const second = await draft();
    expect((await submitReturn(second.publicId, second.token)).ok).toBe(true);
    expect((await rejectReturn(second.publicId, "The zip was\nbroken by use,\tnot in transit.")).ok).toBe(true);

    await deliverAll();
    const toShopper = fake.sent.filter((m) => m.to === "6281234567019");
    const number = order.trxRef.slice(0, 8).toUpperCase();
    // Each message once; the jobs send what is due in no particular order.
    const byOrder = (a: [string, unknown], b: [string, unknown]) => JSON.stringify(a).localeCompare(JSON.stringify(b));
    const sentHere = toShopper
      .map((m): [string, unknown] => [m.template, m.params])
      .filter(([t]) => t.startsWith("return_"));
    expect(sentHere.sort(byOrder)).toEqual(
      (
        [
          ["return_requested", [number]],
          ["return_approved", [number]],
          ["return_requested", [number]],
          ["return_rejected", [number, "The zip was broken by use, not in transit."]],
        ] as [string, unknown][]
      ).sort(byOrder),
    );
    expect(new Set(toShopper.map((m) => m.lang))).toEqual(new Set([order.lang]));
  });
});
