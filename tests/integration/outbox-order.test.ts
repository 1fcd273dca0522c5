/**
 * An order's mail and messages go in the order they were written: "paid" never overtakes "order placed", whether a
 * second sender starts while the first is still sending, or the first row waits for a retry. Another order's rows are
 * not held back. Against a real SMTP server (the WhatsApp channel shares the claim, lib/server/mail/outbox-delivery.ts).
 */
import { inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { mailOutbox } from "@/lib/db/schema";
import { deliverQueuedMail, queueMail } from "@/lib/server/mail/outbox-delivery";
import { smtpTransport } from "@/lib/server/mail/transport";
import { smtpServer } from "../support/smtp-server";

let nextOrder = 900_000;
/** Subjects of one made-up order's mails, unique to the test. */
function anOrder() {
  nextOrder += 1;
  return { orderId: nextOrder, placed: `Order ${nextOrder} placed`, paid: `Order ${nextOrder} paid` };
}

async function queue(orderId: number, subject: string) {
  await queueMail(await getDb(), { to: "rina@example.com", subject, text: "Halo", kind: "TEST", orderId });
}

async function statuses(subjects: string[]) {
  const rows = await (
    await getDb()
  )
    .select({ subject: mailOutbox.subject, status: mailOutbox.status })
    .from(mailOutbox)
    .where(inArray(mailOutbox.subject, subjects));
  return Object.fromEntries(rows.map((r) => [r.subject, r.status]));
}

const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

// Each test starts from a quiet outbox: what the demo data or the test before left queued is set aside.
beforeEach(async () => {
  const db = await getDb();
  await db
    .update(mailOutbox)
    .set({ status: "sent" })
    .where(inArray(mailOutbox.status, ["queued", "sending"]));
});

describe("the outbox keeps an order's rows in order", () => {
  it("holds 'paid' back while another sender is still sending 'order placed', then sends it after", async () => {
    const smtp = await smtpServer(0, { holdFirstMs: 1_500 });
    try {
      const db = await getDb();
      const order = anOrder();
      const other = anOrder();
      await queue(order.orderId, order.placed);
      const first = deliverQueuedMail(db, { transport: smtpTransport({ SMTP_URL: smtp.url })! });
      // The first sender has claimed "placed" and waits on the slow server when "paid" and another order's mail come.
      for (let waited = 0; (await statuses([order.placed]))[order.placed] !== "sending" && waited < 5_000; waited += 50)
        await new Promise((r) => setTimeout(r, 50));
      await queue(order.orderId, order.paid);
      await queue(other.orderId, other.placed);
      const second = await deliverQueuedMail(db, { transport: smtpTransport({ SMTP_URL: smtp.url })! });
      expect(second).toMatchObject({ sent: 1, retried: 0, failed: 0 });
      expect(await first).toMatchObject({ sent: 2, retried: 0, failed: 0 });

      const mine = smtp.received.map((m) => m.subject).filter((s) => s === order.placed || s === order.paid);
      expect(mine).toEqual([order.placed, order.paid]);
      expect(smtp.received.filter((m) => m.subject === other.placed)).toHaveLength(1);
      expect(await statuses([order.placed, order.paid, other.placed])).toEqual({
        [order.placed]: "sent",
        [order.paid]: "sent",
        [other.placed]: "sent",
      });
    } finally {
      await smtp.close();
    }
  });

  it("keeps 'paid' queued while 'order placed' waits for its retry, then sends both in order", async () => {
    const smtp = await smtpServer(1);
    try {
      const db = await getDb();
      const order = anOrder();
      await queue(order.orderId, order.placed);
      await queue(order.orderId, order.paid);
      const transport = smtpTransport({ SMTP_URL: smtp.url })!;

      expect(await deliverQueuedMail(db, { transport })).toMatchObject({ sent: 0, retried: 1 });
      expect(await statuses([order.placed, order.paid])).toEqual({ [order.placed]: "queued", [order.paid]: "queued" });
      expect(await deliverQueuedMail(db, { transport, now: later(31) })).toMatchObject({ sent: 2, retried: 0 });
      expect(smtp.received.map((m) => m.subject)).toEqual([order.placed, order.paid]);
    } finally {
      await smtp.close();
    }
  });
});
