import "server-only";
import { sharedMemo } from "@/lib/server/cache/shared-memo";
import type { Failure, Result } from "../result";
import type { CostRequest, CourierProvider, ShippingOption } from "./types";

/** How long a quote is kept: the courier is asked at most once per courier, hub, destination and weight in this time. */
export const QUOTE_TTL_MS = 10 * 60_000;
const QUOTE_MAX = 2_000;

const quotes = sharedMemo<ShippingOption[], { ok: false; error: Failure }>({
  name: "courier-quote",
  ttlMs: QUOTE_TTL_MS,
  max: QUOTE_MAX,
});

/** A parcel's weight as quoted from the cache: whole kilograms, at least one (how couriers charge). */
export const quotedKg = (weightGrams: number) => Math.max(1, Math.ceil(Math.max(0, weightGrams) / 1000));

/** The cache key of a quote: the courier, the hub's and the destination's ids at it, and the parcel's whole kg. */
export function quoteKey(courier: string, request: CostRequest): string {
  return [courier, request.origin, request.destination, quotedKg(request.weightGrams)].join("|");
}

/**
 * The courier's options for a parcel, from the cache when asked in the last QUOTE_TTL_MS (lib/server/cache/shared-memo.ts:
 * this instance's memory, and Redis when configured). The parcel is quoted at its whole kilograms, so the cached
 * answer is exactly the courier's for every weight of the key. For estimates (the product page); the checkout asks
 * the courier for its cart's own weight.
 */
export function cachedQuote(courier: CourierProvider, request: CostRequest): Promise<Result<ShippingOption[]>> {
  const rounded = { ...request, weightGrams: quotedKg(request.weightGrams) * 1000 };
  return quotes.get(quoteKey(courier.name, rounded), () => courier.cost(rounded));
}

/** Forgets this instance's quotes (tests). */
export function clearQuoteCache(): void {
  quotes.clear();
}
