import "server-only";
import { timingSafeEqual } from "node:crypto";

/** Constant-time, case-insensitive comparison of a computed hex signature with one that came from outside. */
export function signaturesMatch(expected: string, given: unknown): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(expected.toLowerCase());
  const b = Buffer.from(given.trim().toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}
