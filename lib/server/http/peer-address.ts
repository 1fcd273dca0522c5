import { Server } from "node:http";
import type { IncomingMessage } from "node:http";
import { PEER_HEADER } from "./peer-header";

export { PEER_HEADER };

/**
 * The address of whoever opened the connection (the socket's remote address), written on every request as
 * `x-shop-peer` before Next sees it. Next's server copies the socket's address into `X-Forwarded-For` only when the
 * request has none, so from the header alone a client-sent address cannot be told from the server's own record:
 * client-address.ts reads this header instead when no trusted proxy is in front (TRUSTED_PROXY_HOPS=0), and when the
 * forwarded chain is shorter than the proxies it trusts.
 *
 * Installed once per process by instrumentation.ts (`next start` and the standalone server both create a Node
 * `http.Server` in the process that runs the route handlers and proxy.ts). A client-sent `x-shop-peer` is always
 * overwritten. Requests accepted before the server's instrumentation ran (its first moments) carry none: their
 * address is unknown (client-address.ts), never what the client wrote.
 */

const globalForPeer = globalThis as typeof globalThis & { __shopPeerInstalled?: boolean };

/** Sets (or replaces) the peer header from the request's socket. */
export function stampPeer(req: IncomingMessage): void {
  const remote = req.socket?.remoteAddress;
  if (remote) req.headers[PEER_HEADER] = remote;
  else delete req.headers[PEER_HEADER];
}

export function installPeerAddress(): void {
  if (globalForPeer.__shopPeerInstalled) return;
  globalForPeer.__shopPeerInstalled = true;
  const emit: (this: Server, event: string, ...args: unknown[]) => boolean = Server.prototype.emit;
  Server.prototype.emit = function emitWithPeer(this: Server, event: string, ...args: unknown[]): boolean {
    if (event === "request") stampPeer(args[0] as IncomingMessage);
    return emit.apply(this, [event, ...args]);
  } as typeof Server.prototype.emit;
}
