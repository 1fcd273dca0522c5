import "server-only";
import type { MessageResponse } from "@/lib/domain/api/message-response";
import type { AuthResponse } from "@/lib/domain/auth/contract";
import { dataResponse } from "../http/respond";
import { shopOrigin } from "../http/shop-origin";
import type { Result } from "../result";
import { clearedSessionCookie, sessionCookie } from "./cookie";
import { SESSION_SECONDS, type NewSession } from "./sessions";

/** `{data:{access_token}}` plus the httpOnly cookie carrying the same token. */
export function signedInResponse(req: Request, result: Result<NewSession>): Response | Result<NewSession> {
  if (!result.ok) return result;
  return dataResponse({ access_token: result.data.token } satisfies AuthResponse, {
    headers: { "Set-Cookie": sessionCookie(req, result.data.token, SESSION_SECONDS) },
  });
}

export function signedOutResponse(req: Request, message: string): Response {
  return dataResponse({ message } satisfies MessageResponse, { headers: { "Set-Cookie": clearedSessionCookie(req) } });
}

/** Where mailed links point: the configured shop address (SITE_URL), never the request's Host header. */
export function siteOrigin(_req?: Request): string {
  return shopOrigin();
}
