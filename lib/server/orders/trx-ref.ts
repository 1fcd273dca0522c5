import "server-only";
import { randomBytes } from "node:crypto";

/** A random, unguessable order reference (128 bits, 32 hex characters); also the payment bill number. */
export function newTrxRef(): string {
  return randomBytes(16).toString("hex");
}

export const ORDER_HOLD_MS = 24 * 3600_000;
