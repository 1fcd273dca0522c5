import "server-only";
import { COOKIE_KEYS } from "@/lib/domain/constants";
import { isHttpsRequest } from "../http/https-request";
import { SESSION_COOKIE } from "./context";

/** The one https rule (lib/server/http/https-request.ts), kept here for the session cookie's callers. */
export { isHttpsRequest };

function attributes(req: Request, maxAgeSeconds: number): string {
  const parts = ["Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`];
  if (isHttpsRequest(req)) parts.push("Secure");
  return parts.join("; ");
}

/** The httpOnly session cookie that lets proxy.ts and server rendering know the shopper. */
export function sessionCookie(req: Request, token: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; ${attributes(req, maxAgeSeconds)}`;
}

export function clearedSessionCookie(req: Request): string {
  return `${SESSION_COOKIE}=; ${attributes(req, 0)}`;
}

/** Ends the hand-over marker a sign-in without script left (lib/server/auth/form-actions.ts). */
export function clearedHandoffCookie(req: Request): string {
  const parts = [`${COOKIE_KEYS.sessionHandoff}=`, "Path=/", "SameSite=Lax", "Max-Age=0"];
  if (isHttpsRequest(req)) parts.push("Secure");
  return parts.join("; ");
}
