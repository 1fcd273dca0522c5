import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { sessions, users } from "@/lib/db/schema";
import { fail, type Failure } from "../result";
import { hashToken } from "./tokens";

export const SESSION_COOKIE = "access_token";
export const SESSION_EXPIRED_MESSAGE = "Your session has been expired, please sign in again to shop.";

export interface AuthContext {
  userId: number;
  sessionId: number;
  name: string;
  email: string;
}

/** The bearer token of a request: `Authorization: Bearer <token>` (or the bare token), else the session cookie. */
export function readToken(req: Request): string | null {
  return readHeaderToken(req) ?? readCookieToken(req);
}

export function readHeaderToken(req: Request): string | null {
  const header = req.headers.get("authorization")?.trim();
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, "").trim();
  return token && token !== "null" && token !== "undefined" ? token : null;
}

export function readCookieToken(req: Request): string | null {
  const cookie = req.headers.get("cookie");
  if (!cookie) return null;
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE && rest.length) return safeDecode(rest.join("=")) || null;
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The signed-in shopper behind a token, if the session exists, is not revoked and has not expired. */
export async function authenticateToken(token: string | null): Promise<AuthContext | null> {
  if (!token || token.length > 200) return null;
  const db = await getDb();
  const [row] = await db
    .select({ sessionId: sessions.id, userId: users.id, name: users.name, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    )
    .limit(1);
  return row ?? null;
}

export function getAuth(req: Request): Promise<AuthContext | null> {
  return authenticateToken(readToken(req));
}

/** For `user/*` calls: the shopper, or the 401 that makes the browser sign out (spec section 8). */
export async function requireAuth(
  req: Request,
): Promise<{ ok: true; auth: AuthContext } | { ok: false; error: Failure }> {
  const auth = await getAuth(req);
  return auth ? { ok: true, auth } : fail(401, SESSION_EXPIRED_MESSAGE);
}
