/**
 * Returns (issue 49), on both databases: receipt time on orders (the jobs complete a delivered shipment with the
 * courier's time; a pickup when staff mark it collected); return requests through the API (eligibility at the
 * window's edges, another shopper's order, a text file named .jpg, one request per line, files before submit); the
 * staff's moves through the ops tool (the refund bound, two moves racing) and the shopper's mail at each move.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { and, eq, like } from "drizzle-orm";
import { POST as createReturn } from "@/app/api/v1/returns/route";
import { POST as returnsOfOrder } from "@/app/api/v1/returns-of-order/route";
import { POST as returnFiles } from "@/app/api/v1/return-files/route";
import { POST as returnSubmit } from "@/app/api/v1/return-submit/route";
import { getDb } from "@/lib/db";
import { mailOutbox, orderLines, returnFiles as returnFilesTable, returnRequests } from "@/lib/db/schema";
import { diskRoot } from "@/lib/server/storage/disk";
import { wibToDate } from "@/lib/domain/wib";
import { createReturnDraft } from "@/lib/server/returns/requests";
import { expireReturnDrafts } from "@/lib/server/jobs/return-drafts";
import { runStaffCommand } from "@/lib/server/returns/ops-commands";
import { refundReturn } from "@/lib/server/returns/refund";
import { approveReturn } from "@/lib/server/returns/moves";
import sharp from "sharp";
import { createMidtransProvider } from "@/lib/server/payment/providers/midtrans/provider";
import { assertMatchesContract } from "../support/contract";
import { fakeServerKey, startFakeMidtrans } from "../support/fakes/midtrans";
import { call } from "../support/http";
import type { CourierProvider, Waybill } from "@/lib/server/courier";
import { completeDeliveredOrders } from "@/lib/server/orders/delivered";
import { listUserOrders } from "@/lib/server/orders/list";
import { completeOrder, markReadyForPickup, shipOrder } from "@/lib/server/orders/operations";
import {
  EVERYWHERE,
  newShopper,
  orderOf,
  pay,
  placeDelivery,
  placePickup,
  type OrderRow,
  type Shopper,
} from "./orders-fixtures";
import { firstSize, setStock } from "../support/checkout-fixtures";

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

// The hub's stock of the fixtures' product, enough for every order the file places.
beforeAll(async () => {
  await setStock(8, EVERYWHERE, await firstSize(EVERYWHERE), 50);
});

/** A delivery paid, shipped and received at `receivedAt`. */
async function received(who: Shopper, receivedAt = new Date()): Promise<OrderRow> {
  const order = await pay(await placeDelivery(who));
  expect((await shipOrder(order.trxRef, `JNE${order.id}RET`)).ok).toBe(true);
  expect((await completeOrder(order.trxRef, receivedAt)).ok).toBe(true);
  return orderOf(order.trxRef);
}

async function firstLine(order: OrderRow) {
  const db = await getDb();
  return (await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)))[0]!;
}

const payerOf = (who: Shopper) => ({ auth: { userId: who.userId } as never, deviceId: null, payToken: null });

function draftBody(order: OrderRow, lineId: number, extra: Record<string, unknown> = {}) {
  return {
    trx_ref: order.trxRef,
    lines: [{ line_id: lineId, qty: 1 }],
    reason: "wrong_item",
    description: "Ordered M, received L.",
    tags_attached: true,
    method: "parcel",
    parcel_receipt: "JNE123456789",
    parcel_cost: 18_000,
    bank: { bank_name: "BCA", account_number: "1234567890", account_holder: "Sari Dewi" },
    ...extra,
  } as const;
}

/** POST return-files with a binary body, the answer checked against the OpenAPI document. */
async function upload(requestId: string, token: string, kind: "photo" | "video", name: string, bytes: Buffer) {
  const url = new URL("http://localhost/api/v1/return-files");
  url.searchParams.set("request_id", requestId);
  url.searchParams.set("kind", kind);
  url.searchParams.set("name", name);
  const res = await returnFiles(
    new Request(url, {
      method: "POST",
      headers: { "content-type": "application/octet-stream", "x-return-token": token },
      body: new Uint8Array(bytes),
    }),
  );
  const json = (await res.json()) as { data?: Record<string, unknown>; error?: { code: string; message: string } };
  assertMatchesContract("POST", url.pathname, res.status, json);
  return { status: res.status, data: json.data, error: json.error };
}

const photo = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: "#36c" } })
    .jpeg()
    .toBuffer();
const video = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypmp42"),
  Buffer.alloc(4),
  Buffer.from("mp42isom"),
  Buffer.alloc(2000, 3),
]);

async function mailsOf(email: string) {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.kind, "RETURN_%")));
}

/** A draft for one line through the API: its id and upload token. */
async function draftOf(who: Shopper, order: OrderRow, lineId: number) {
  const made = await call(createReturn, "POST", "/api/v1/returns", {
    body: draftBody(order, lineId),
    token: who.token,
  });
  expect(made.status).toBe(201);
  return { id: (made.data.request as { id: string }).id, token: made.data.upload_token as string };
}

/** A submitted request through the API: draft, two photos and a video, submit. */
async function submitted(who: Shopper, order: OrderRow) {
  const line = await firstLine(order);
  const { id, token } = await draftOf(who, order, line.id);
  expect((await upload(id, token, "photo", "front.jpg", await photo())).status).toBe(201);
  expect((await upload(id, token, "photo", "tag.jpg", await photo())).status).toBe(201);
  expect((await upload(id, token, "video", "unboxing.mp4", video)).status).toBe(201);
  const sent = await call(returnSubmit, "POST", "/api/v1/return-submit", {
    body: { request_id: id },
    headers: { "x-return-token": token },
  });
  expect(sent.status).toBe(200);
  return { id, token, line };
}

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

describe("the staff's return moves (ops tool)", () => {
  it("approve, receive with a restock, refund within the bound; the shopper is mailed at each move", async () => {
    const who = await newShopper();
    const order = await received(who);
    const { id } = await submitted(who, order);
    const short = id.slice(0, 8);
    const shown = await runStaffCommand(["returns", "show", short]);
    expect(shown.code).toBe(0);
    expect(shown.lines.join("\n")).toContain("bank: BCA 1234567890 (Sari Dewi)");
    expect(shown.lines.filter((l) => l.includes("/api/files/returns/"))).toHaveLength(3);
    expect((await runStaffCommand(["returns", "approve", short])).code).toBe(0);
    expect((await runStaffCommand(["returns", "receive", short, "tags", "on,", "unused", "--restock", "2"])).code).toBe(
      0,
    );

    const db = await getDb();
    const [row] = await db.select().from(returnRequests).where(eq(returnRequests.publicId, id));
    const line = await firstLine(order);
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
