import "server-only";
import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import type { Result } from "../result";
import { consume, peek, tooMany } from "./index";

/** The answers of a wrong or missing secret: they count. Anything else (right, or the endpoint off: 404) does not. */
const GUESS_STATUSES = new Set([401, 403]);

/**
 * A secret-checked endpoint's check (REVALIDATE_SECRET, OPS_TOKEN, STOCK_SYNC_TOKEN), limited per client: a wrong
 * or missing secret counts; past 10 in 15 minutes the client is answered 429 without a comparison, the right secret
 * included (issue #34, point 7). The right secret never counts, so a POS syncing stock in parallel is never refused
 * (taking a point from every call first, as this guard first did, refused the 11th of 50 parallel syncs with the
 * right token: tests/integration/stock-sync-race.test.ts). The price: a burst of wrong guesses sent at once is compared
 * before it is counted; with secrets of 32 characters or more (live mode's start check) that buys an attacker nothing.
 * The address is the one TRUSTED_PROXY_HOPS vouches for (lib/server/http/request-client.ts).
 */
export async function guardSecret<T>(client: string, check: () => Result<T>): Promise<Result<T>> {
  const blocked = await peek("secretGuess", [client]);
  if (!blocked.ok) return tooMany(blocked, LIMIT_MSG.tooMany);
  const result = check();
  if (result.ok || !GUESS_STATUSES.has(result.error.status)) return result;
  const verdict = await consume("secretGuess", [client]);
  return verdict.ok ? result : tooMany(verdict, LIMIT_MSG.tooMany);
}
