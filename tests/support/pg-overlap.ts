/**
 * node-postgres's warning for a query sent to a client that is still running another: two statements at once on one
 * connection (a transaction's, or one checked out of the pool). pg 9 refuses them instead of queueing them, and inside
 * a transaction their order would not be the one the code reads. The tests fail on it wherever it is printed: in the
 * test's own process (./pg-overlap-guard.ts), in the servers a test starts (./hardening-server.ts) and in the browser
 * flows' servers (e2e/server-log.ts).
 */
export const PG_OVERLAP_WARNING = "Calling client.query() when the client is already executing a query";

/** The first line of a process's output that carries the warning, or null. */
export function pgOverlapLine(output: string): string | null {
  return output.split("\n").find((line) => line.includes(PG_OVERLAP_WARNING)) ?? null;
}
