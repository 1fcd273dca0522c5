/**
 * Fails the test during which a query was sent to a PostgreSQL client still running another (./pg-overlap.ts).
 * node-postgres's own warning comes only once a query waits behind another that waits too (from the third at once,
 * once per loaded copy of pg, i.e. per test file), so every client's queries are also counted here: two at once
 * already fail, with the stack of the one sent to the busy client.
 */
import { Client } from "pg";
import { PG_OVERLAP_WARNING } from "./pg-overlap";

const seen: string[] = [];

function onWarning(warning: Error): void {
  if (warning.message.includes(PG_OVERLAP_WARNING)) seen.push(warning.stack ?? warning.message);
}

type Query = (this: Client, ...args: unknown[]) => unknown;
const running = new WeakMap<Client, number>();
const query = Client.prototype.query as unknown as Query;

/** Client.query, counting the client's unfinished queries: its callback or its promise ends each. */
function countedQuery(this: Client, ...args: unknown[]): unknown {
  const before = running.get(this) ?? 0;
  if (before > 0) seen.push(new Error(`a query sent while ${before} other(s) still ran on its client`).stack ?? "");
  running.set(this, before + 1);
  const done = () => running.set(this, (running.get(this) ?? 1) - 1);
  const callback = args.at(-1);
  if (typeof callback === "function") {
    args[args.length - 1] = function (this: unknown, ...results: unknown[]): unknown {
      done();
      return callback.apply(this, results);
    };
    return query.apply(this, args);
  }
  const result = query.apply(this, args);
  if (isPromise(result)) result.then(done, done);
  else done();
  return result;
}

function isPromise(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === "function";
}

/** The overlaps seen since the last test ended (the stacks of the queries sent to a busy client), taken away. */
export function takeOverlaps(): string[] {
  return seen.splice(0);
}

function failOnOverlap(): void {
  const stacks = takeOverlaps();
  if (stacks.length > 0) throw new Error(`two queries at once on one PostgreSQL client:\n${stacks.join("\n\n")}`);
}

process.on("warning", onWarning);
(Client.prototype as unknown as { query: Query }).query = countedQuery;
afterEach(failOnOverlap);
afterAll(() => {
  process.off("warning", onWarning);
  failOnOverlap();
});
