import "server-only";
import { and, eq, isNull, ne } from "drizzle-orm";
import { getDb, type Queryable } from "@/lib/db";
import { sessions } from "@/lib/db/schema";
import { hashToken, newToken } from "./tokens";

export const SESSION_DAYS = 30;
export const SESSION_SECONDS = SESSION_DAYS * 24 * 60 * 60;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** Opens a session; only the SHA-256 of its token is stored. */
export async function createSession(userId: number, db?: Queryable): Promise<NewSession> {
  const q = db ?? (await getDb());
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_SECONDS * 1000);
  await q.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** Revokes the session of a token; unknown or already revoked tokens change nothing. */
export async function revokeSession(token: string): Promise<void> {
  const db = await getDb();
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Ends every open session of a shopper, except `keepSessionId` when given. */
export async function revokeUserSessions(q: Queryable, userId: number, keepSessionId?: number): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
  await q
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}
