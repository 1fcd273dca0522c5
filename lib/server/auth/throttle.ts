import "server-only";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { signInFailures } from "@/lib/db/schema";

import { settings } from "@/lib/server/config";

/**
 * The email alone: failed sign-ins per email within 15 minutes, from any client. They never lock the email (a
 * stranger could lock its owner out): past SIGN_IN_SLOWDOWN_AFTER (default 5) each further attempt on the email
 * waits SIGN_IN_SLOWDOWN_MS (default 1000) more per failure, at most 10 s. The hard limit is per client address
 * and email together (lib/server/limits, `signIn`).
 */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const MAX_DELAY_MS = 10_000;

const windowStart = () => new Date(Date.now() - FAILURE_WINDOW_MS);

/** Counted in the database, so every server instance sees the same number. */
export async function recentSignInFailures(email: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, email), gt(signInFailures.attemptedAt, windowStart())));
  return Number(row?.n ?? 0);
}

/** The wait before an attempt on an email with `failures` recent failures. */
export function slowDownMs(failures: number): number {
  const s = settings();
  const over = failures - (s.SIGN_IN_SLOWDOWN_AFTER ?? 5) + 1;
  return over > 0 ? Math.min(over * (s.SIGN_IN_SLOWDOWN_MS ?? 1000), MAX_DELAY_MS) : 0;
}

export async function slowDownSignIn(email: string): Promise<void> {
  const wait = slowDownMs(await recentSignInFailures(email));
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

export async function recordSignInFailure(email: string): Promise<void> {
  const db = await getDb();
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.email, email), lte(signInFailures.attemptedAt, windowStart())));
  await db.insert(signInFailures).values({ email });
}

export async function clearSignInFailures(email: string): Promise<void> {
  const db = await getDb();
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}
