/**
 * Returns (issue 49), on both databases: receipt time on orders (the jobs complete a delivered shipment with the
 * courier's time; a pickup when staff mark it collected); return requests through the API (eligibility at the
 * window's edges, another shopper's order, a text file named .jpg, five photos sent at once, one request per line,
 * files before submit, drafts never sent). The staff's moves: returns-staff.test.ts.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { POST as createReturn } from "@/app/api/v1/returns/route";
import { POST as returnsOfOrder } from "@/app/api/v1/returns-of-order/route";
import { POST as returnSubmit } from "@/app/api/v1/return-submit/route";
import { getDb } from "@/lib/db";
import { returnFiles as returnFilesTable, returnRequests } from "@/lib/db/schema";
import { diskRoot } from "@/lib/server/storage/disk";
import { wibToDate } from "@/lib/domain/wib";
import { createReturnDraft } from "@/lib/server/returns/requests";
import { expireReturnDrafts } from "@/lib/server/jobs/return-drafts";
import type { CourierProvider, Waybill } from "@/lib/server/courier";
import { completeDeliveredOrders } from "@/lib/server/orders/delivered";
import { listUserOrders } from "@/lib/server/orders/list";
import { completeOrder, markReadyForPickup, shipOrder } from "@/lib/server/orders/operations";
import { call } from "../support/http";
import { newShopper, orderOf, pay, placeDelivery, placePickup } from "./orders-fixtures";
import {
  draftBody,
  draftOf,
  firstLine,
  mailsOf,
  payerOf,
  photo,
  received,
  stockTheHub,
  submitted,
  upload,
  video,
} from "./returns-fixtures";

beforeAll(stockTheHub);

/** A courier that has delivered the named waybills (at 2026-03-02 10:15 WIB) and is still carrying the rest. */
function courierThatDelivered(delivered: Set<string>): CourierProvider {
  const waybill = (resi: string): Waybill => {
    const done = delivered.has(resi);
    return {
      summary: {
        courier_code: "jne",
        waybill_number: resi,
        service_code: "REG",
        waybill_date: "2026-03-01",
        receiver_name: "SITI",
        status: done ? "DELIVERED" : "ON PROCESS",
      },
      delivery_status: {
        status: done ? "DELIVERED" : "ON PROCESS",
        pod_receiver: done ? "SITI" : "",
        pod_date: done ? "2026-03-02" : "",
        pod_time: done ? "10:15" : "",
      },
      manifest: [
        {
          manifest_description: "PROCESSED AT SORTING CENTER",
          manifest_date: "2026-03-01",
          manifest_time: "08:00",
          city_name: "BANDUNG",
        },
      ],
    };
  };
  return {
    name: `test-delivered-${Math.random()}`,
    findDestinations: async () => ({ ok: true, data: [] }),
    cost: async () => ({ ok: true, data: [] }),
    track: async (resi) => ({ ok: true, data: waybill(resi) }),
  };
}

describe("received_at", () => {
  it("the jobs complete a delivered shipment with the courier's delivery time, and leave one in transit", async () => {
    const who = await newShopper();
    const delivered = await pay(await placeDelivery(who));
    const carried = await pay(await placeDelivery(who));
    expect((await shipOrder(delivered.trxRef, "JNEDONE0001")).ok).toBe(true);
    expect((await shipOrder(carried.trxRef, "JNEWAY0001")).ok).toBe(true);

    const now = new Date("2026-03-03T00:00:00Z");
    const count = await completeDeliveredOrders(await getDb(), now, courierThatDelivered(new Set(["JNEDONE0001"])));
    expect(count).toBeGreaterThanOrEqual(1);
    const done = await orderOf(delivered.trxRef);
    expect(done.trxStatus).toBe("COMPLETED");
    expect(done.receivedAt?.toISOString()).toBe(wibToDate("2026-03-02 10:15:00")!.toISOString());
    expect((await orderOf(carried.trxRef)).trxStatus).toBe("SHIPPED");

    // The order detail shows it, in WIB.
    const mine = await listUserOrders(who.userId, courierThatDelivered(new Set()));
    expect(mine.user_orders.find((o) => o.trx_ref === delivered.trxRef)?.received_at).toBe("2026-03-02 10:15:00");
    expect(mine.user_orders.find((o) => o.trx_ref === carried.trxRef)?.received_at).toBeNull();
  });

  it("a pickup is received when staff mark it collected", async () => {
    const order = await pay(await placePickup(await newShopper()));
    expect((await markReadyForPickup(order.trxRef)).ok).toBe(true);
    expect((await orderOf(order.trxRef)).receivedAt).toBeNull();
    const before = Date.now();
    expect((await completeOrder(order.trxRef)).ok).toBe(true);
    const row = await orderOf(order.trxRef);
    expect(row.trxStatus).toBe("COMPLETED");
    expect(row.receivedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe("return requests", () => {
  it("counts the window in WIB: the last minute is in time, one minute late is refused with the deadline", async () => {
    const who = await newShopper();
    // Received 1 March 2026, 15:00 WIB: wrong or defective until 4 March 23:59 WIB; damage until 3 March 15:00 WIB.
    const order = await received(who, wibToDate("2026-03-01 15:00:00")!);
    const line = await firstLine(order);
    const body = (reason: string) => ({ ...draftBody(order, line.id), reason }) as never;
    const at = (wib: string) => wibToDate(wib)!;
    expect((await createReturnDraft(payerOf(who), body("wrong_item"), "10.0.0.1", at("2026-03-04 23:59:59"))).ok).toBe(
      true,
    );
    const late = await createReturnDraft(payerOf(who), body("defective"), "10.0.0.1", at("2026-03-05 00:00:59"));
    expect(late.ok ? null : late.error).toMatchObject({
      status: 409,
      code: "returns.windowClosed",
      params: { deadline: "2026-03-04 23:59" },
    });
    expect(
      (await createReturnDraft(payerOf(who), body("damaged_in_transit"), "10.0.0.1", at("2026-03-03 15:00:00"))).ok,
    ).toBe(true);
    const damageLate = await createReturnDraft(
      payerOf(who),
      body("damaged_in_transit"),
      "10.0.0.1",
      at("2026-03-03 15:01:00"),
    );
    expect(damageLate.ok ? null : damageLate.error.code).toBe("returns.windowClosed");
  });

  it("answers 404 for another shopper's order, and refuses an order not yet received", async () => {
    const owner = await newShopper();
    const order = await received(owner);
    const line = await firstLine(order);
    const other = await newShopper();
    const res = await call(createReturn, "POST", "/api/v1/returns", {
      body: draftBody(order, line.id),
      token: other.token,
    });
    expect(res.status).toBe(404);
    const look = await call(returnsOfOrder, "POST", "/api/v1/returns-of-order", {
      body: { trx_ref: order.trxRef },
      token: other.token,
    });
    expect(look.status).toBe(404);
    const unshipped = await pay(await placeDelivery(owner));
    const early = await call(createReturn, "POST", "/api/v1/returns", {
      body: draftBody(unshipped, (await firstLine(unshipped)).id),
      token: owner.token,
    });
    expect(early).toMatchObject({ status: 409, error: { code: "returns.notReceived" } });
  });

  it("keeps five photos and one video however many arrive at once, and leaves no file of the refused", async () => {
    const who = await newShopper();
    const order = await received(who);
    const line = await firstLine(order);
    const { id, token } = await draftOf(who, order, line.id);
    const bytes = await photo();
    const answers = await Promise.all([
      ...Array.from({ length: 7 }, (_, i) => upload(id, token, "photo", `p${i}.jpg`, bytes)),
      upload(id, token, "video", "one.mp4", video),
      upload(id, token, "video", "two.mp4", video),
    ]);
    const statuses = (kind: string) =>
      answers
        .filter((_, i) => (i < 7 ? "photo" : "video") === kind)
        .map((a) => a.status)
        .sort();
    expect(statuses("photo")).toEqual([201, 201, 201, 201, 201, 409, 409]);
    expect(statuses("video")).toEqual([201, 409]);
    const db = await getDb();
    const [request] = await db.select().from(returnRequests).where(eq(returnRequests.publicId, id));
    const kept = await db.select().from(returnFilesTable).where(eq(returnFilesTable.requestId, request!.id));
    expect(kept.map((f) => f.kind).sort()).toEqual(["photo", "photo", "photo", "photo", "photo", "video"]);
    // The store holds the kept files and nothing of the refused ones.
    const folder = path.join(diskRoot(), "returns", id);
    const files = (await readdir(folder)).filter((name) => !name.endsWith(".type") && !name.startsWith("."));
    expect(files.sort()).toEqual(kept.map((f) => path.basename(f.storageKey)).sort());
  });

  it("deletes a draft never sent after a day, with its files, and frees its line; a sent request stays", async () => {
    const who = await newShopper();
    const order = await received(who);
    const line = await firstLine(order);
    const { id, token } = await draftOf(who, order, line.id);
    expect((await upload(id, token, "photo", "front.jpg", await photo())).status).toBe(201);
    const folder = path.join(diskRoot(), "returns", id);
    expect((await readdir(folder)).some((name) => name.endsWith(".jpg"))).toBe(true);
    const otherShopper = await newShopper();
    const other = await submitted(otherShopper, await received(otherShopper));
    const db = await getDb();
    const draftRow = async () => (await db.select().from(returnRequests).where(eq(returnRequests.publicId, id)))[0];
    const createdAt = (await draftRow())!.createdAt;

    expect(await expireReturnDrafts(db, new Date(createdAt.getTime() + 23 * 3600_000))).toBe(0);
    expect(await draftRow()).toBeDefined();
    expect(await expireReturnDrafts(db, new Date(createdAt.getTime() + 25 * 3600_000))).toBeGreaterThanOrEqual(1);
    expect(await draftRow()).toBeUndefined();
    expect((await readdir(folder).catch(() => [])).filter((name) => !name.startsWith("."))).toEqual([]);
    const sent = await db.select().from(returnRequests).where(eq(returnRequests.publicId, other.id));
    expect(sent[0]?.status).toBe("REQUESTED");
    // The line is free for a new request.
    const again = await call(createReturn, "POST", "/api/v1/returns", {
      body: draftBody(order, line.id),
      token: who.token,
    });
    expect(again.status).toBe(201);
  });

  it("refuses a text file named .jpg naming it, asks for the files before submit, and holds one request per line", async () => {
    const who = await newShopper();
    const order = await received(who);
    const line = await firstLine(order);
    const { id, token } = await draftOf(who, order, line.id);
    const text = await upload(id, token, "photo", "holiday.jpg", Buffer.from("not a photo at all\n"));
    expect(text).toMatchObject({
      status: 415,
      error: { code: "returns.notPhoto", message: '"holiday.jpg" is not a JPEG, PNG or WebP photo.' },
    });
    expect((await upload(id, "wrong-token", "photo", "a.jpg", await photo())).status).toBe(404);
    const early = await call(returnSubmit, "POST", "/api/v1/return-submit", {
      body: { request_id: id },
      headers: { "x-return-token": token },
    });
    expect(early).toMatchObject({ status: 409, error: { code: "returns.filesMissing" } });

    const first = await submitted(who, order);
    const again = await call(createReturn, "POST", "/api/v1/returns", {
      body: draftBody(order, line.id),
      token: who.token,
    });
    expect(again).toMatchObject({ status: 409, error: { code: "returns.lineTaken" } });

    const mine = await call(returnsOfOrder, "POST", "/api/v1/returns-of-order", {
      body: { trx_ref: order.trxRef },
      token: who.token,
    });
    expect(mine.status).toBe(200);
    const requests = mine.data.requests as { id: string; status: string; files: unknown[] }[];
    expect(requests).toEqual([expect.objectContaining({ id: first.id, status: "REQUESTED" })]);
    expect(requests[0]!.files).toHaveLength(3);
    expect((await mailsOf(who.email)).map((m) => m.kind)).toEqual(["RETURN_REQUESTED"]);
  });
});
