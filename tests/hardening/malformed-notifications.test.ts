/**
 * Issue #34, point 6, through the real notification route, on PGlite and on PostgreSQL: an unreadable payment
 * notification (any content type) counts against RATE_LIMIT_PAYMENT_INVALID and PAYMENT_INVALID_RECORDS like an
 * invalid one, and what is stored of any refused notification is truncated (STORED_PAYLOAD_CHARS).
 * Each simulated client is X-Forwarded-For's last entry, the tests playing the trusted proxy (integration-env.ts).
 */
import { eq } from "drizzle-orm";
import { POST as notify } from "@/app/api/v1/payment/notification/route";
import { getDb } from "@/lib/db";
import { paymentNotifications } from "@/lib/db/schema";
import { LIMIT_MSG } from "@/lib/domain/limit-messages";

process.env.RATE_LIMIT_PAYMENT_INVALID = "4/600";
process.env.PAYMENT_INVALID_RECORDS = "6/3600";

/** What the red team sent: 30 KB of text, under the body limit (32 KB), unreadable as a notification. */
const JUNK = "A".repeat(30 * 1024);
const STORED_MAX = 4096;
let addresses = 0;
const newClient = () => `192.0.2.${++addresses}`;

async function send(client: string, body: string, contentType: string) {
  const res = await notify(
    new Request("http://localhost/api/v1/payment/notification", {
      method: "POST",
      headers: { "content-type": contentType, "x-forwarded-for": client },
      body,
    }),
  );
  const json = (await res.json().catch(() => ({}))) as { error?: { message: string } };
  return { status: res.status, retryAfter: Number(res.headers.get("retry-after") ?? 0), message: json.error?.message };
}

/** The refused notifications recorded since the file began (a form post is readable, so MISSING_FIELDS, not MALFORMED). */
let before = 0;
async function rows() {
  const db = await getDb();
  return (
    await db
      .select({ payload: paymentNotifications.payload, outcome: paymentNotifications.outcome })
      .from(paymentNotifications)
      .where(eq(paymentNotifications.signatureValid, false))
  ).slice(before);
}
beforeAll(async () => {
  before = (await rows()).length;
});

describe("malformed payment notifications", () => {
  it("count against the client's limit of invalid ones, whatever their content type", async () => {
    const client = newClient();
    const answers = [];
    for (const type of [
      "text/plain",
      "application/json",
      "application/x-www-form-urlencoded",
      "application/xml",
      "text/plain",
      "text/plain",
    ]) {
      answers.push(await send(client, type === "application/json" ? `{"broken": ${JUNK}` : JUNK, type));
    }
    // Before: 6 × 400 and 6 rows, however many came.
    expect(answers.slice(0, 4).map((a) => a.status)).toEqual([400, 400, 400, 400]);
    expect(answers.slice(4).map((a) => a.status)).toEqual([429, 429]);
    expect(answers[4]!.message).toBe(LIMIT_MSG.tooMany);
    expect(answers[4]!.retryAfter).toBeGreaterThanOrEqual(1);
    expect((await rows()).length).toBe(4);
    expect((await rows()).filter((r) => r.outcome === "MALFORMED").length).toBe(3);
    // Another client is not affected.
    expect((await send(newClient(), JUNK, "text/plain")).status).toBe(400);
  });

  it("are stored within the overall bound, and truncated", async () => {
    const stored = await rows();
    // 4 + 1 recorded above; the overall bound is 6: one more is kept, then none.
    expect(stored.length).toBe(5);
    for (let i = 0; i < 4; i++) expect((await send(newClient(), JUNK, "text/plain")).status).toBe(400);
    const after = await rows();
    expect(after.length).toBe(6);
    for (const row of after) expect(JSON.stringify(row.payload).length).toBeLessThanOrEqual(STORED_MAX + 100);
  });
});
