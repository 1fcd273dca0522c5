import "server-only";
import { createHash } from "node:crypto";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { settings, type Settings } from "@/lib/server/config";
import { fail, type Failure } from "../result";
import { createLimiter, type LimitRule } from "./store";
import { countLimitRefusal } from "@/lib/server/observe/metrics";

/**
 * Every request limit, its setting and its default (README "Abuse limits"). Per-client limits are generous, since
 * shoppers behind one mobile carrier share an address (CGNAT); the strict ones are keyed on something narrower.
 */
const LIMITS = {
  /** Sign-in, sign-up and forgot-password requests per client address. */
  auth: { setting: "RATE_LIMIT_AUTH", rule: "300/60" },
  /**
   * Sign-ins of one email being checked at once from addresses it was never signed in from, whatever their number
   * (lib/server/auth/sign-in-guard.ts): a count of attempts in flight, each giving its point back when it ends, into
   * its own window only (takePoint); the 60 s window frees the slots of an instance that died mid-check and of
   * attempts that outlived it. No setting yet (issue #34, point 3).
   */
  signInInFlight: { rule: "2/60" },
  /** An address an email was signed in (or signed up) from within 30 days: one point marks it. */
  signInKnownAddress: { rule: "1/2592000" },
  /** Sign-in attempts per client address and email together, counted before the password is checked. */
  signIn: { setting: "RATE_LIMIT_SIGN_IN", rule: "5/900" },
  /** Failed sign-ins per client address, unknown emails included. */
  signInFailures: { setting: "RATE_LIMIT_SIGN_IN_FAILURES", rule: "100/900" },
  /** Sign-ups answered "already exists", per client address. */
  signUpTaken: { setting: "RATE_LIMIT_SIGN_UP_TAKEN", rule: "10/900" },
  /**
   * Checks of one account's password, wherever they happen (sign-in, change-password, an email change: one rule,
   * lib/server/auth/account-password.ts); a right password gives its point back.
   */
  accountPassword: { setting: "RATE_LIMIT_CHANGE_PASSWORD", rule: "5/900" },
  /** Promo code requests per client address. */
  promo: { setting: "RATE_LIMIT_PROMO", rule: "60/60" },
  /** Courier destination lookups per client address: each may call the courier's paid API (docs/providers.md). */
  courierDestinations: { setting: "RATE_LIMIT_COURIER_DESTINATIONS", rule: "60/60" },
  /** `checkout-trx` requests per client address. */
  checkout: { setting: "RATE_LIMIT_CHECKOUT", rule: "1000/60" },
  /** Return requests (drafts) made, per client address and per shopper (account or device) apart. */
  returns: { setting: "RATE_LIMIT_RETURNS", rule: "20/3600" },
  /** Return file uploads, per client address and per request apart (a retried upload counts again). */
  returnUploads: { setting: "RATE_LIMIT_RETURN_UPLOADS", rule: "120/3600" },
  /** Reviews written or edited, per shopper and per client address apart (docs/reviews.md). No setting yet. */
  reviews: { rule: "20/3600" },
  /** Review photo uploads, per shopper and per client address apart (a retried upload counts again). No setting yet. */
  reviewUploads: { rule: "40/3600" },
  /** Newsletter subscriptions per client address. */
  newsletter: { setting: "RATE_LIMIT_NEWSLETTER", rule: "30/600" },
  /**
   * Calls to a secret-checked endpoint (revalidate, the ops API, the stock sync) per client address, counted before
   * the secret is compared; a right secret gives its point back (secret-guard.ts). No setting (issue #34, point 7).
   */
  secretGuess: { rule: "10/900" },
  /** Invalid payment notifications, and valid ones that change nothing, per client address; past it: 429, not recorded. */
  paymentInvalid: { setting: "RATE_LIMIT_PAYMENT_INVALID", rule: "30/600" },
  /** Invalid payment notifications and replays recorded, all clients together; past it: answered, not stored. */
  paymentInvalidRecords: { setting: "PAYMENT_INVALID_RECORDS", rule: "1000/3600" },
} as const satisfies Record<string, { setting?: keyof Settings; rule: string }>;

export type LimitName = keyof typeof LIMITS;

/** Allowed, or refused with the seconds to wait (`Retry-After`). */
export type Verdict = { ok: true; remaining: number } | { ok: false; retryAfter: number };

export function limitRule(name: LimitName): LimitRule {
  const limit: { setting?: keyof Settings; rule: string } = LIMITS[name];
  const configured = limit.setting ? settings()[limit.setting] : undefined;
  const [points, seconds] = (typeof configured === "string" ? configured : limit.rule).split("/").map(Number);
  return { points: points!, seconds: seconds! };
}

const globalForLimiters = globalThis as typeof globalThis & {
  __storefrontLimiters?: Map<LimitName, Promise<RateLimiterAbstract>>;
};
const limiters = (globalForLimiters.__storefrontLimiters ??= new Map());

function limiter(name: LimitName): Promise<RateLimiterAbstract> {
  let made = limiters.get(name);
  if (!made) {
    made = createLimiter(name, limitRule(name));
    limiters.set(name, made);
    made.catch(() => limiters.delete(name));
  }
  return made;
}

/** Keys are hashed: bounded length, and no email address stored in the counters. */
function keyOf(parts: readonly string[]): string {
  return createHash("sha256").update(parts.join("\u0000")).digest("base64url").slice(0, 32);
}

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** Counts `points` against the key atomically; refused once the key has used up its limit. */
export async function consume(name: LimitName, key: readonly string[], points = 1): Promise<Verdict> {
  try {
    const res = await (await limiter(name)).consume(keyOf(key), points);
    return { ok: true, remaining: res.remainingPoints };
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    countLimitRefusal(name);
    return { ok: false, retryAfter: retryAfter(error) };
  }
}

/**
 * A point taken for as long as something is under way (a slot), released once: `release` gives it back only into the
 * window that counted it. The counters are fixed windows, so once the window has ended the point is gone with it; a
 * give-back then would start the next window one below zero, and a slot bound taken and released across window ends
 * would grow by one each time (the library's reward on an expired key writes a fresh negative count). Released within
 * RELEASE_MARGIN_MS of the window's end, the point stays counted until the end instead (a little too strict, never
 * too loose): the give-back must reach the store before the window ends there.
 */
export interface HeldPoint {
  verdict: Verdict;
  release: () => Promise<void>;
}

export const RELEASE_MARGIN_MS = 1_000;

export async function takePoint(name: LimitName, key: readonly string[]): Promise<HeldPoint> {
  const l = await limiter(name);
  const k = keyOf(key);
  let res: RateLimiterRes;
  let verdict: Verdict;
  try {
    res = await l.consume(k, 1);
    verdict = { ok: true, remaining: res.remainingPoints };
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    res = error;
    verdict = { ok: false, retryAfter: retryAfter(error) };
    countLimitRefusal(name);
  }
  // A key without an expiry (msBeforeNext -1) never resets: its point can always be given back.
  const windowEnds = res.msBeforeNext >= 0 ? Date.now() + res.msBeforeNext : Number.POSITIVE_INFINITY;
  let released = false;
  return {
    verdict,
    release: async () => {
      if (released) return;
      released = true;
      if (Date.now() + RELEASE_MARGIN_MS >= windowEnds) return;
      await l.reward(k, 1);
    },
  };
}

/** Whether the key has used up its limit, without counting anything. */
export async function peek(name: LimitName, key: readonly string[]): Promise<Verdict> {
  const l = await limiter(name);
  const res = await l.get(keyOf(key));
  if (!res || res.consumedPoints < l.points) return { ok: true, remaining: res ? res.remainingPoints : l.points };
  countLimitRefusal(name);
  return { ok: false, retryAfter: retryAfter(res) };
}

/** Gives back points counted for an attempt that turned out legitimate. */
export async function reward(name: LimitName, key: readonly string[], points = 1): Promise<void> {
  await (await limiter(name)).reward(keyOf(key), points);
}

/** Counts a failure after the fact (the caller refuses the next request with `peek`). */
export async function penalize(name: LimitName, key: readonly string[], points = 1): Promise<void> {
  await (await limiter(name)).penalty(keyOf(key), points);
}

/** The 429 for a refused verdict, with its `Retry-After`. */
export function tooMany(
  verdict: { retryAfter: number },
  message: string,
  fields?: Record<string, string>,
): { ok: false; error: Failure } {
  const refusal = fail(429, message, fields);
  refusal.error.retryAfter = verdict.retryAfter;
  return refusal;
}
