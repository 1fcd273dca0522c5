import { readCookieToken, readHeaderToken } from "@/lib/server/auth/context";
import { AUTH_MSG } from "@/lib/domain/auth/messages";
import { signedOutResponse } from "@/lib/server/auth/respond";
import { revokeSession } from "@/lib/server/auth/sessions";
import { handle } from "@/lib/server/http/handler";

/**
 * Revokes the sessions of the header token and of the cookie (they may differ after a stale tab) and always
 * clears the cookie, so the browser's 401 path can use it too.
 */
export const POST = handle(async (req) => {
  for (const token of new Set([readHeaderToken(req), readCookieToken(req)])) if (token) await revokeSession(token);
  return signedOutResponse(req, AUTH_MSG.signedOut);
});
