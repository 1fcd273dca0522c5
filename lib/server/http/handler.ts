import "server-only";
import { randomUUID } from "node:crypto";
import { log } from "@/lib/server/log";
import type { Result } from "../result";
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from "./origin";
import { INTERNAL_ERROR_MESSAGE, errorResponse, resultResponse } from "./respond";

type Handler = (req: Request) => Promise<Response | Result<unknown>>;

/** A load balancer's request id is kept when it looks like one; otherwise each call gets its own. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;

function requestIdOf(req: Request): string {
  const given = req.headers.get("x-request-id");
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

function withRequestId(res: Response, reqId: string): Response {
  try {
    res.headers.set("x-request-id", reqId);
    return res;
  } catch {
    // Some responses (Response.redirect) have immutable headers: copy them.
    const copy = new Response(res.body, res);
    copy.headers.set("x-request-id", reqId);
    return copy;
  }
}

/**
 * Wraps a route handler: a Result becomes the envelope, and anything thrown is logged and answered with a 500 that
 * reveals nothing (never a crash, never a stack trace to the client). Every call is logged as one JSON line with its
 * request id (also sent back as `x-request-id`), method, path (never the query), status and duration.
 */
export function handle(fn: Handler): (req: Request) => Promise<Response> {
  return async (req) => {
    const started = performance.now();
    const reqId = requestIdOf(req);
    const { pathname } = new URL(req.url);
    const call = { reqId, method: req.method, path: pathname };
    let res: Response;
    if (isCrossSiteWrite(req)) {
      res = errorResponse({ status: 403, message: CROSS_SITE_MESSAGE });
    } else {
      try {
        const out = await fn(req);
        res = out instanceof Response ? out : resultResponse(out);
      } catch (error) {
        log.error({ ...call, err: error }, "api call failed");
        res = errorResponse({ status: 500, message: INTERNAL_ERROR_MESSAGE });
      }
    }
    log.info({ ...call, status: res.status, ms: Math.round(performance.now() - started) }, "api call");
    return withRequestId(res, reqId);
  };
}
