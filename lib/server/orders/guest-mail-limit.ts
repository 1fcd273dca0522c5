import "server-only";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { mailOutbox } from "@/lib/db/schema";
import { settings } from "@/lib/server/config";

export const GUEST_ORDER_MAILS_PER_HOUR_DEFAULT = 10;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Whether one more guest order confirmation may go to `to` this hour. Counted in the outbox, in the order's own
 * transaction, under a transaction lock on the address so concurrent guest orders to one address count one by one.
 */
export async function guestMailAllowed(q: Queryable, to: string): Promise<boolean> {
  const limit = settings().GUEST_ORDER_MAILS_PER_HOUR ?? GUEST_ORDER_MAILS_PER_HOUR_DEFAULT;
  await q.execute(sql`select pg_advisory_xact_lock(hashtext(${`guest-mail:${to}`}))`);
  const [row] = await q
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.toAddress, to),
        eq(mailOutbox.kind, "ORDER_CONFIRMATION"),
        gt(mailOutbox.createdAt, new Date(Date.now() - HOUR_MS)),
      ),
    );
  return (row?.n ?? 0) < limit;
}
