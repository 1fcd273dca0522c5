import "server-only";
import type { CourierProvider, TrackOptions, Waybill } from "@/lib/server/courier";
import type { Result } from "@/lib/server/result";

/**
 * A short-lived cache of courier waybills, per server instance. The orders list asks for the tracking of every
 * shipped order on each request; a courier's history changes a few times a day, so one call per waybill a minute
 * is plenty. Concurrent requests for one waybill share one call; failures are not kept (the next request retries).
 */
export interface TrackingCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry {
  at: number;
  result: Promise<Result<Waybill>>;
}

export function createTrackingCache({ ttlMs, maxEntries, now = Date.now }: TrackingCacheOptions) {
  const entries = new Map<string, Entry>();

  return function track(courier: CourierProvider, waybill: string, opts: TrackOptions = {}): Promise<Result<Waybill>> {
    if (ttlMs <= 0) return courier.track(waybill, opts);
    const key = `${courier.name}:${opts.courier ?? ""}:${waybill}:${opts.shippedAt?.getTime() ?? ""}`;
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.result;
    const result = courier.track(waybill, opts).then(
      (r) => {
        if (!r.ok) entries.delete(key);
        return r;
      },
      (error: unknown) => {
        entries.delete(key);
        throw error;
      },
    );
    entries.delete(key);
    entries.set(key, { at: now(), result });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return result;
  };
}

const ttlSeconds = Number(process.env.TRACKING_CACHE_SECONDS ?? 60);

/** The process-wide cache the orders list uses (TRACKING_CACHE_SECONDS, default 60; 0 turns it off). */
export const trackWithCache = createTrackingCache({
  ttlMs: Number.isFinite(ttlSeconds) ? ttlSeconds * 1000 : 60_000,
  maxEntries: 5_000,
});
