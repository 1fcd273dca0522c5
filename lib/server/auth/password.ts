import "server-only";
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/** scrypt cost parameters (N = 2^15, r = 8, p = 1: about 32 MiB and tens of milliseconds per hash). */
const PARAMS = { N: 32768, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

interface Cost {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, cost: Cost, keyLength: number): Promise<Buffer> {
  // scrypt needs about 128 * N * r bytes; allow twice that so the default 32 MiB cap does not refuse it.
  const maxmem = 256 * cost.N * cost.r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, { ...cost, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
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
  const actual = await derive(password, salt, { N, r, p }, expected.length);
  return timingSafeEqual(actual, expected);
}

/** A hash of a password nobody has, checked when the email is unknown so both failures take the same time. */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(18).toString("base64"));
  return decoyHash;
}
