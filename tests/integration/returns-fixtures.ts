/** Return requests for the returns' integration files: received orders, drafts, uploads and submitted requests. */
import { and, eq, like } from "drizzle-orm";
import { POST as createReturn } from "@/app/api/v1/returns/route";
import { POST as returnFiles } from "@/app/api/v1/return-files/route";
import { POST as returnSubmit } from "@/app/api/v1/return-submit/route";
import { getDb } from "@/lib/db";
import { mailOutbox, orderLines } from "@/lib/db/schema";
import { completeOrder, shipOrder } from "@/lib/server/orders/operations";
import sharp from "sharp";
import { assertMatchesContract } from "../support/contract";
import { firstSize, setStock } from "../support/checkout-fixtures";
import { call } from "../support/http";
import { EVERYWHERE, orderOf, pay, placeDelivery, type OrderRow, type Shopper } from "./orders-fixtures";

/** The hub's stock of the fixtures' product, enough for every order a file places. */
export async function stockTheHub() {
  await setStock(8, EVERYWHERE, await firstSize(EVERYWHERE), 50);
}

/** A delivery paid, shipped and received at `receivedAt`. */
export async function received(who: Shopper, receivedAt = new Date()): Promise<OrderRow> {
  const order = await pay(await placeDelivery(who));
  expect((await shipOrder(order.trxRef, `JNE${order.id}RET`)).ok).toBe(true);
  expect((await completeOrder(order.trxRef, receivedAt)).ok).toBe(true);
  return orderOf(order.trxRef);
}

export async function firstLine(order: OrderRow) {
  const db = await getDb();
  return (await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)))[0]!;
}

export const payerOf = (who: Shopper) => ({ auth: { userId: who.userId } as never, deviceId: null, payToken: null });

export function draftBody(order: OrderRow, lineId: number, extra: Record<string, unknown> = {}) {
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
export async function upload(requestId: string, token: string, kind: "photo" | "video", name: string, bytes: Buffer) {
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

export const photo = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: "#36c" } })
    .jpeg()
    .toBuffer();
export const video = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypmp42"),
  Buffer.alloc(4),
  Buffer.from("mp42isom"),
  Buffer.alloc(2000, 3),
]);

export async function mailsOf(email: string) {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.kind, "RETURN_%")));
}

/** A draft for one line through the API: its id and upload token. */
export async function draftOf(who: Shopper, order: OrderRow, lineId: number) {
  const made = await call(createReturn, "POST", "/api/v1/returns", {
    body: draftBody(order, lineId),
    token: who.token,
  });
  expect(made.status).toBe(201);
  return { id: (made.data.request as { id: string }).id, token: made.data.upload_token as string };
}

/** A submitted request through the API: draft, two photos and a video, submit. */
export async function submitted(who: Shopper, order: OrderRow) {
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
