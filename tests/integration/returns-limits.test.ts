/**
 * Returns (issue 49), on both databases: the abuse limits. Drafts are counted per client address and per shopper
 * (RATE_LIMIT_RETURNS), uploads per client address and per request (RATE_LIMIT_RETURN_UPLOADS); past either, the
 * answer is 429 with the house's limit message and a Retry-After, and nothing is written. Another shopper, from
 * another address, is not affected. Small limits here so that the next one is refused.
 */
process.env.RATE_LIMIT_RETURNS = "2/3600";
process.env.RATE_LIMIT_RETURN_UPLOADS = "2/3600";

import { eq } from "drizzle-orm";
import { POST as createReturn } from "@/app/api/v1/returns/route";
import { POST as returnFilesRoute } from "@/app/api/v1/return-files/route";
import { getDb } from "@/lib/db";
import { returnFiles, returnRequests } from "@/lib/db/schema";
import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import { assertMatchesContract } from "../support/contract";
import { newShopper, type OrderRow, type Shopper } from "./orders-fixtures";
import { draftBody, firstLine, photo, received, stockTheHub } from "./returns-fixtures";

beforeAll(stockTheHub);

interface Answer {
  status: number;
  retryAfter: string | null;
  data?: Record<string, unknown>;
  error?: { code: string; message: string };
}

/** Reads a route's answer and checks it against the OpenAPI document. */
async function answerOf(method: string, url: URL, res: Response): Promise<Answer> {
  const json = (await res.json()) as Omit<Answer, "status" | "retryAfter">;
  assertMatchesContract(method, url.pathname, res.status, json);
  return { status: res.status, retryAfter: res.headers.get("retry-after"), ...json };
}

/** POST returns for the order's first line, from the client address `from` (the test plays the trusted proxy). */
async function draft(who: Shopper, order: OrderRow, from: string): Promise<Answer> {
  const url = new URL("http://localhost/api/v1/returns");
  const line = await firstLine(order);
  const res = await createReturn(
    new Request(url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${who.token}`, "x-forwarded-for": from },
      body: JSON.stringify(draftBody(order, line.id)),
    }),
  );
  return answerOf("POST", url, res);
}

/** POST return-files with a photo, from the client address `from`. */
async function uploadPhoto(requestId: string, token: string, from: string): Promise<Answer> {
  const url = new URL("http://localhost/api/v1/return-files");
  url.searchParams.set("request_id", requestId);
  url.searchParams.set("kind", "photo");
  url.searchParams.set("name", "front.jpg");
  const res = await returnFilesRoute(
    new Request(url, {
      method: "POST",
      headers: { "content-type": "application/octet-stream", "x-return-token": token, "x-forwarded-for": from },
      body: new Uint8Array(await photo()),
    }),
  );
  return answerOf("POST", url, res);
}

function expectLimited(answer: Answer) {
  expect(answer).toMatchObject({ status: 429, error: { code: "limits.tooMany", message: LIMIT_MSG.tooMany } });
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
}

async function requestsOf(order: OrderRow) {
  const db = await getDb();
  return db.select().from(returnRequests).where(eq(returnRequests.orderId, order.id));
}

async function filesOf(publicId: string) {
  const db = await getDb();
  const [request] = await db.select().from(returnRequests).where(eq(returnRequests.publicId, publicId));
  return db.select().from(returnFiles).where(eq(returnFiles.requestId, request!.id));
}

describe("RATE_LIMIT_RETURNS: drafts per client address and per shopper", () => {
  it("refuses the shopper's next draft with the limit's message; another shopper elsewhere is not affected", async () => {
    const sari = await newShopper();
    const order = await received(sari);
    expect((await draft(sari, order, "198.51.100.10")).status).toBe(201);
    expect((await draft(sari, order, "198.51.100.10")).status).toBe(201);
    const kept = (await requestsOf(order)).map((r) => r.publicId);

    expectLimited(await draft(sari, order, "198.51.100.10"));
    // Counted per shopper too: another address does not give her more drafts.
    expectLimited(await draft(sari, order, "198.51.100.11"));
    // Nothing was written by the refused ones: the second draft (which replaced the first) is still the only one.
    expect((await requestsOf(order)).map((r) => r.publicId)).toEqual(kept);

    const dewi = await newShopper();
    const hers = await received(dewi);
    const made = await draft(dewi, hers, "198.51.100.20");
    expect(made.status).toBe(201);
    expect(made.data?.upload_token).toEqual(expect.any(String));
    // And counted per address: a third shopper behind Sari's first address is refused.
    const budi = await newShopper();
    expectLimited(await draft(budi, await received(budi), "198.51.100.10"));
  });
});

describe("RATE_LIMIT_RETURN_UPLOADS: uploads per client address and per request", () => {
  it("refuses the next upload of a request with the limit's message and keeps nothing of it; another shopper's upload passes", async () => {
    const rina = await newShopper();
    const made = await draft(rina, await received(rina), "203.0.113.10");
    const id = (made.data!.request as { id: string }).id;
    const token = made.data!.upload_token as string;
    expect((await uploadPhoto(id, token, "203.0.113.10")).status).toBe(201);
    expect((await uploadPhoto(id, token, "203.0.113.10")).status).toBe(201);

    expectLimited(await uploadPhoto(id, token, "203.0.113.10"));
    // Counted per request too: the same request's upload from another address is refused.
    expectLimited(await uploadPhoto(id, token, "203.0.113.11"));
    expect(await filesOf(id)).toHaveLength(2);

    const ayu = await newShopper();
    const hers = await draft(ayu, await received(ayu), "203.0.113.20");
    const herId = (hers.data!.request as { id: string }).id;
    expect((await uploadPhoto(herId, hers.data!.upload_token as string, "203.0.113.20")).status).toBe(201);
    expect(await filesOf(herId)).toHaveLength(1);
  });
});
