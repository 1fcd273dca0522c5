import "server-only";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { signInFailures } from "@/lib/db/schema";

/** 5 failed sign-ins per email within 15 minutes lock that email until the oldest failure ages out. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

const windowStart = () => new Date(Date.now() - FAILURE_WINDOW_MS);

/** Counted in the database, so every server instance sees the same number. */
export async function isSignInThrottled(email: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, email), gt(signInFailures.attemptedAt, windowStart())));
  return (row?.n ?? 0) >= MAX_FAILURES;
}

export async function recordSignInFailure(email: string): Promise<void> {
  const db = await getDb();
  await db.delete(signInFailures).where(and(eq(signInFailures.email, email), lte(signInFailures.attemptedAt, windowStart())));
  await db.insert(signInFailures).values({ email });
}

export async function clearSignInFailures(email: string): Promise<void> {
  const db = await getDb();
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}
