import "server-only";
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { settings } from "@/lib/server/config";

/** scrypt cost parameters (N = 2^15, r = 8, p = 1: about 32 MiB and tens of milliseconds per hash). */
const PARAMS = { N: 32768, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

interface Cost {
  N: number;
  r: number;
  p: number;
}

/** Thrown when the hashing queue is full: the caller answers 429 with LIMIT_MSG.busy. */
export class HashingBusyError extends Error {
  constructor() {
    super("password hashing queue is full");
  }
}

interface HashingState {
  running: number;
  waiting: (() => void)[];
  /** Passwords checked by verifyPassword since start (tests read it). */
  verified: number;
  peak: number;
}
const globalForHashing = globalThis as typeof globalThis & { __storefrontHashing?: HashingState };
const hashing = (globalForHashing.__storefrontHashing ??= { running: 0, waiting: [], verified: 0, peak: 0 });

/**
 * At most HASH_CONCURRENCY (default 1; raise it with the cores) scrypt runs at once, the rest wait in a queue of at most HASH_QUEUE_LIMIT
 * (default 200). Each run takes 32 MiB and a libuv pool thread (4 by default, shared with file reads, DNS and
 * zlib): unbounded, a burst of sign-ins starved every other request, cached pages included.
 */
async function bounded<T>(fn: () => Promise<T>): Promise<T> {
  const s = settings();
  if (hashing.running >= (s.HASH_CONCURRENCY ?? 1)) {
    if (hashing.waiting.length >= (s.HASH_QUEUE_LIMIT ?? 200)) throw new HashingBusyError();
    await new Promise<void>((resolve) => hashing.waiting.push(resolve));
  } else {
    hashing.running++;
  }
  hashing.peak = Math.max(hashing.peak, hashing.running);
  try {
    return await fn();
  } finally {
    const next = hashing.waiting.shift();
    // The slot passes straight to the next in line; only when nobody waits is it given back.
    if (next) next();
    else hashing.running--;
  }
}

/** For tests: passwords checked so far and the most hashes that ran at once. */
export function hashingStats(): { verified: number; peak: number; running: number; waiting: number } {
  return { verified: hashing.verified, peak: hashing.peak, running: hashing.running, waiting: hashing.waiting.length };
}

function derive(password: string, salt: Buffer, cost: Cost, keyLength: number): Promise<Buffer> {
  return bounded(() => deriveNow(password, salt, cost, keyLength));
}

function deriveNow(password: string, salt: Buffer, cost: Cost, keyLength: number): Promise<Buffer> {
  // scrypt needs about 128 * N * r bytes; allow twice that so the default 32 MiB cap does not refuse it.
  const maxmem = 256 * cost.N * cost.r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$<salt b64>$<key b64>`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** Constant-time comparison against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  // Bounds keep a tampered hash from asking for gigabytes of memory.
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4], "base64");
  const expected = Buffer.from(parts[5], "base64");
  if (expected.length === 0) return false;
  hashing.verified++;
  const actual = await derive(password, salt, { N, r, p }, expected.length);
  return timingSafeEqual(actual, expected);
}

/** A hash of a password nobody has, checked when the email is unknown so both failures take the same time. */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(18).toString("base64")).catch((error: unknown) => {
    decoyHash = null;
    throw error;
  });
  return decoyHash;
}
