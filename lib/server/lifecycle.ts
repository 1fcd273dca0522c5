import "server-only";
import { log } from "@/lib/server/log";

const state = globalThis as typeof globalThis & { __storefrontStopping?: boolean };

/** True once SIGTERM has arrived: readiness fails while the requests in flight finish. */
export function isShuttingDown(): boolean {
  return state.__storefrontStopping === true;
}

/**
 * Graceful stop on SIGTERM: readiness fails first (a load balancer stops sending new requests), then, after
 * `delayMs`, Next's own shutdown runs: it stops accepting connections, lets the requests in flight finish and exits.
 * Next's SIGTERM handler is taken over for that (it would otherwise close at once); SIGINT keeps Next's behaviour.
 */
export function installGracefulShutdown(delayMs: number, onStop: () => void): void {
  const nextHandlers = process.listeners("SIGTERM");
  process.removeAllListeners("SIGTERM");
  process.once("SIGTERM", () => {
    state.__storefrontStopping = true;
    onStop();
    log.info({ delayMs }, "SIGTERM: not ready any more, stopping after the delay");
    setTimeout(() => {
      if (nextHandlers.length === 0) process.exit(143);
      for (const handler of nextHandlers) (handler as (signal: NodeJS.Signals) => void)("SIGTERM");
    }, delayMs);
  });
}
