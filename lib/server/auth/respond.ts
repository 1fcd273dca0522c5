import "server-only";
import { dataResponse } from "../http/respond";
import type { Result } from "../result";
import { clearedSessionCookie, sessionCookie } from "./cookie";
import { SESSION_SECONDS, type NewSession } from "./sessions";

/** `{data:{access_token}}` plus the httpOnly cookie carrying the same token. */
export function signedInResponse(req: Request, result: Result<NewSession>): Response | Result<NewSession> {
  if (!result.ok) return result;
  return dataResponse(
    { access_token: result.data.token },
    { headers: { "Set-Cookie": sessionCookie(req, result.data.token, SESSION_SECONDS) } },
  );
}

export function signedOutResponse(req: Request, message: string): Response {
  return dataResponse({ message }, { headers: { "Set-Cookie": clearedSessionCookie(req) } });
}

/** Where mailed links point: SITE_URL (set it in production), else the origin the request came to. */
export function siteOrigin(req: Request): string {
  return process.env.SITE_URL || process.env.NEXT_PUBLIC_SITE_URL || new URL(req.url).origin;
}
