/**
 * A seam for watching the database's queries without lib/db knowing who watches: lib/server/observe installs an
 * observer (a span per query when tracing is on) and reads the connection's pool figures (the metrics). Unwatched,
 * a query costs one property read. Plain Node: no "server-only", scripts and tests open databases too.
 */
export type DbSystem = "postgresql" | "pglite";

/** Runs `run` (one query of `operation`, the statement's first keyword) and returns what it returns. */
export type QueryObserver = <T>(system: DbSystem, operation: string, run: () => Promise<T>) => Promise<T>;

/** How the database's connections are used right now: PostgreSQL's pool, or PGlite's one connection. */
export interface PoolStats {
  system: DbSystem;
  /** Connections open. */
  total: number;
  /** Connections running a query or held by a transaction. */
  inUse: number;
  /** Queries (or transactions) waiting for a connection. */
  waiting: number;
}

const globalForObserver = globalThis as typeof globalThis & { __storefrontQueryObserver?: QueryObserver };

export function setQueryObserver(observer: QueryObserver | undefined): void {
  globalForObserver.__storefrontQueryObserver = observer;
}

/** The statement's first keyword (SELECT, INSERT, BEGIN…): the query's text, and so its values, never leave here. */
export function operationOf(text: unknown): string {
  const match = typeof text === "string" ? /^\s*(?:\(\s*)?([A-Za-z]+)/.exec(text) : null;
  return match ? match[1]!.toUpperCase() : "QUERY";
}

export function observed<T>(system: DbSystem, text: unknown, run: () => Promise<T>): Promise<T> {
  const observer = globalForObserver.__storefrontQueryObserver;
  return observer ? observer(system, operationOf(text), run) : run();
}

interface Queries {
  query: (...args: never[]) => unknown;
}

/**
 * Replaces `target.query` (a pg client, a PGlite or one of its transactions) with one that goes through `observed`.
 * pg's pool calls its clients' `query` with a callback: that call is watched until the callback runs. A submittable
 * (a cursor) passes unwatched.
 */
export function watchQueries(system: DbSystem, target: Queries, onStart?: () => () => void): void {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  target.query = ((...args: unknown[]) => {
    const first = args[0];
    if (typeof first === "object" && first && typeof (first as { submit?: unknown }).submit === "function")
      return query(...args);
    // Unwatched (traces off) and uncounted: the query as it was.
    if (!onStart && !globalForObserver.__storefrontQueryObserver) return query(...args);
    const text = typeof first === "object" && first ? (first as { text?: unknown }).text : first;
    const done = onStart?.();
    const last = args[args.length - 1];
    if (typeof last === "function") {
      let settle: (error: unknown) => void = () => undefined;
      const answered = new Promise<void>((resolve, reject) => {
        settle = (error) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve());
      });
      observed(system, text, () => answered)
        .catch(() => undefined)
        .finally(done);
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        settle(error);
        return (last as (...a: unknown[]) => unknown)(error, ...rest);
      };
      return query(...args);
    }
    const result = observed(system, text, () => query(...args) as Promise<unknown>);
    return done ? result.finally(done) : result;
  }) as Queries["query"];
}
