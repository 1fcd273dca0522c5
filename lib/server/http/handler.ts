import "server-only";
import type { Result } from "../result";
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from "./origin";
import { INTERNAL_ERROR_MESSAGE, errorResponse, resultResponse } from "./respond";

type Handler = (req: Request) => Promise<Response | Result<unknown>>;

/**
 * Wraps a route handler: a Result becomes the envelope, and anything thrown is logged and answered
 * with a 500 that reveals nothing (never a crash, never a stack trace to the client).
 */
export function handle(fn: Handler): (req: Request) => Promise<Response> {
  return async (req) => {
    if (isCrossSiteWrite(req)) return errorResponse({ status: 403, message: CROSS_SITE_MESSAGE });
    try {
      const out = await fn(req);
      return out instanceof Response ? out : resultResponse(out);
    } catch (error) {
      const { pathname } = new URL(req.url);
      console.error(`[api] ${req.method} ${pathname} failed:`, error);
      return errorResponse({ status: 500, message: INTERNAL_ERROR_MESSAGE });
    }
  };
}
