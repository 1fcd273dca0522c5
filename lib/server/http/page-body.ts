import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import { BODY_TOO_LARGE } from "./body-limit";

/**
 * The request body of a page (any address outside /api) is bounded as the API's are (body.ts), before Next sees it.
 * Next reads a page's body itself: for a page behind proxy.ts it copies the body for the proxy and then waits for its
 * end, whatever the proxy answered, and no page of the shop takes more than a small form (the sign-in pages' server
 * actions). So, on the server's `request` event (installed by instrumentation.ts, as peer-address.ts is):
 *
 * - a declared `Content-Length` over PAGE_BODY_MAX_BYTES is answered 413 at once, and Next never sees the request;
 * - a chunked (or understated) body is counted as it arrives, and the request is answered 413, or its connection
 *   closed if an answer is already under way, as soon as it passes the limit: the rest is never read.
 *
 * The answer closes the connection: the unread rest of the body must not be read as the next request.
 * API routes bound their own bodies while reading, each with its limit (the ops catalogue takes far more).
 */
export const PAGE_BODY_MAX_BYTES = 64 * 1024;

const API_PATH = /^\/api(?:[/?]|$)/;

const REFUSAL_HEADERS = {
  "Content-Type": "text/plain; charset=utf-8",
  "Cache-Control": "no-store",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  Connection: "close",
};

/**
 * The 413, then the request is ended as a client's abort ends it (an ECONNRESET "aborted" error, which also closes
 * the connection), so that whoever waits for the body's end (Next) stops waiting.
 */
function refuse(req: IncomingMessage, res: ServerResponse): void {
  const abort = () => {
    req.destroy(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
  };
  if (res.headersSent) return abort();
  res.writeHead(413, REFUSAL_HEADERS);
  res.end(BODY_TOO_LARGE, abort);
}

/**
 * Whether a page request carries a body, and whether it declares one over the limit. Any method: Node reads the unread
 * body of a GET to its end after the answer, to keep the connection.
 */
function bodyOf(req: IncomingMessage): "none" | "declared-over" | "counted" {
  if (API_PATH.test(req.url ?? "/")) return "none";
  const declared = req.headers["content-length"];
  if (declared !== undefined) return Number(declared) > PAGE_BODY_MAX_BYTES ? "declared-over" : "counted";
  return req.headers["transfer-encoding"] ? "counted" : "none";
}

/**
 * Answers 413 for a page's body over the limit (true: the request is done), or counts the body's pieces as whoever
 * reads them receives them (false: the request goes on to Next).
 */
export function boundPageBody(req: IncomingMessage, res: ServerResponse): boolean {
  const body = bodyOf(req);
  if (body === "none") return false;
  if (body === "declared-over") {
    refuse(req, res);
    return true;
  }
  let size = 0;
  let refused = false;
  const emit = req.emit;
  req.emit = function countedEmit(this: IncomingMessage, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "data") {
      if (refused) return false;
      const chunk = args[0];
      size += typeof chunk === "string" ? Buffer.byteLength(chunk) : (chunk as Uint8Array).byteLength;
      if (size > PAGE_BODY_MAX_BYTES) {
        refused = true;
        refuse(req, res);
        return false;
      }
    }
    return emit.apply(this, [event, ...args]);
  } as typeof req.emit;
  return false;
}

const globalForBody = globalThis as typeof globalThis & { __shopPageBodyInstalled?: boolean };

export function installPageBodyLimit(): void {
  if (globalForBody.__shopPageBodyInstalled) return;
  globalForBody.__shopPageBodyInstalled = true;
  const emit: (this: Server, event: string, ...args: unknown[]) => boolean = Server.prototype.emit;
  Server.prototype.emit = function emitWithBodyLimit(this: Server, event: string, ...args: unknown[]): boolean {
    if (event === "request" && boundPageBody(args[0] as IncomingMessage, args[1] as ServerResponse)) return true;
    return emit.apply(this, [event, ...args]);
  } as typeof Server.prototype.emit;
}
