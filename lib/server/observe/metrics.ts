import "server-only";
import { Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The instance's Prometheus metrics (docs/observability.md lists each one and what it means). On when the metrics
 * endpoint can be reached (METRICS_TOKEN or METRICS_ALLOW set); off, every recorder below returns at once and
 * no metric is made. Labels take bounded values only: a route pattern, a status, a reason's
 * code, a limit's name; never a path, a product, a shopper or an address.
 *
 * One set per process, on globalThis: Next bundles instrumentation.ts and the route handlers apart, and both record.
 */

export type CheckoutOutcome = "placed" | "refused";
/** A payment notification's verdict: forged (bad signature), malformed (unreadable or missing fields), mismatched (unknown bill or amount), limited (429). */
export type NotificationVerdict = "accepted" | "replayed" | "forged" | "malformed" | "mismatched" | "limited";
export type JobOutcome = "ok" | "failed" | "skipped";
export type RunOutcome = "ok" | "refused" | "failed";
export type ProviderKind = "payment" | "courier" | "mail" | "messaging";
export type CacheResult = "hit" | "miss" | "error";

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function create() {
  const registry = new Registry();
  registry.setDefaultLabels({ service: "storefront" });
  const on = { registers: [registry] };
  return {
    registry,
    requests: new Histogram({
      name: "shop_http_request_duration_seconds",
      help: "Requests answered, by route pattern, method and status: duration in seconds",
      labelNames: ["route", "method", "status"] as const,
      buckets: SECONDS,
      ...on,
    }),
    checkouts: new Counter({
      name: "shop_checkouts_total",
      help: "Checkouts (checkout-trx) placed, or refused by reason (the error code)",
      labelNames: ["outcome", "reason"] as const,
      ...on,
    }),
    notifications: new Counter({
      name: "shop_payment_notifications_total",
      help: "Payment provider notifications by verdict and the neutral state they reported",
      labelNames: ["verdict", "state"] as const,
      ...on,
    }),
    providerCalls: new Histogram({
      name: "shop_provider_call_duration_seconds",
      help: "Calls to outside providers (payment, courier, mail, messaging) by operation and outcome: seconds",
      labelNames: ["kind", "operation", "outcome"] as const,
      buckets: SECONDS,
      ...on,
    }),
    jobs: new Counter({
      name: "shop_job_runs_total",
      help: "Scheduled job rounds by job and outcome (skipped: another instance held the jobs' lock)",
      labelNames: ["job", "outcome"] as const,
      ...on,
    }),
    jobLastSuccess: new Gauge({
      name: "shop_job_last_success_timestamp_seconds",
      help: "When each job last finished without error on this instance (Unix seconds)",
      labelNames: ["job"] as const,
      ...on,
    }),
    pageCache: new Counter({
      name: "shop_page_cache_lookups_total",
      help: "Page cache lookups by result (hit, miss, error) and the shared cache's Redis (up, down, none)",
      labelNames: ["result", "redis"] as const,
      ...on,
    }),
    stockSyncs: new Counter({
      name: "shop_stock_sync_runs_total",
      help: "Stock sync batches (POST /api/ops/stock) by outcome",
      labelNames: ["outcome"] as const,
      ...on,
    }),
    imports: new Counter({
      name: "shop_catalog_import_runs_total",
      help: "Catalogue imports by outcome",
      labelNames: ["outcome"] as const,
      ...on,
    }),
    limits: new Counter({
      name: "shop_rate_limit_refusals_total",
      help: "Requests refused by a rate limit, by the limit's name",
      labelNames: ["limit"] as const,
      ...on,
    }),
    messages: new Counter({
      name: "shop_messages_total",
      help: "Messages to shoppers handed to a provider, by channel (mail, whatsapp) and outcome (sent, retried later, failed for good)",
      labelNames: ["channel", "outcome"] as const,
      ...on,
    }),
  };
}

export type ShopMetrics = ReturnType<typeof create>;

type Env = Readonly<Record<string, string | undefined>>;

/** Whether the metrics endpoint can be reached at all: a token or an allow-list is set. */
export function metricsEnabled(env: Env = process.env): boolean {
  return Boolean(env.METRICS_TOKEN || env.METRICS_ALLOW);
}

const globalForMetrics = globalThis as typeof globalThis & {
  __storefrontMetrics?: ShopMetrics | null;
  /** Called by the page cache handlers (cache-handlers/*.mjs), which cannot import this module. */
  __storefrontPageCache?: (result: CacheResult) => void;
};

/** The metrics, or null when they are off (decided once per process, from the environment). */
export function shopMetrics(): ShopMetrics | null {
  if (globalForMetrics.__storefrontMetrics === undefined) {
    globalForMetrics.__storefrontMetrics = metricsEnabled() ? create() : null;
    if (globalForMetrics.__storefrontMetrics) globalForMetrics.__storefrontPageCache = countPageCache;
  }
  return globalForMetrics.__storefrontMetrics;
}

/** Forgets the metrics (tests: the next read decides again from the environment). */
export function resetMetrics(): void {
  globalForMetrics.__storefrontMetrics = undefined;
  globalForMetrics.__storefrontPageCache = undefined;
}

/** A request answered: `route` is Next's route pattern ("/api/v1/checkout-trx", "/[lang]/products/[slug]"). */
export function recordRequest(route: string, method: string, status: number, seconds: number): void {
  shopMetrics()?.requests.observe({ route, method, status: String(status) }, seconds);
}

export function countCheckout(outcome: CheckoutOutcome, reason = "none"): void {
  shopMetrics()?.checkouts.inc({ outcome, reason });
}

export function countNotification(verdict: NotificationVerdict, state = "unknown"): void {
  shopMetrics()?.notifications.inc({ verdict, state });
}

export function observeProviderCall(kind: ProviderKind, operation: string, outcome: string, seconds: number): void {
  shopMetrics()?.providerCalls.observe({ kind, operation, outcome }, seconds);
}

export function countJob(job: string, outcome: JobOutcome): void {
  const m = shopMetrics();
  if (!m) return;
  m.jobs.inc({ job, outcome });
  if (outcome === "ok") m.jobLastSuccess.set({ job }, Date.now() / 1000);
}

/** The shared cache's Redis as a lookup saw it: none without REDIS_URL, else whether its connection is ready. */
export function redisState(): "up" | "down" | "none" {
  if (!process.env.REDIS_URL) return "none";
  const redis = (globalThis as { __storefrontRedis?: { client: { isReady: boolean } | null } }).__storefrontRedis;
  return redis?.client?.isReady ? "up" : "down";
}

export function countPageCache(result: CacheResult): void {
  shopMetrics()?.pageCache.inc({ result, redis: redisState() });
}

export function countStockSync(outcome: RunOutcome): void {
  shopMetrics()?.stockSyncs.inc({ outcome });
}

export function countImport(outcome: RunOutcome): void {
  shopMetrics()?.imports.inc({ outcome });
}

export function countLimitRefusal(limit: string): void {
  shopMetrics()?.limits.inc({ limit });
}

/** A message handed to a provider (the mail outbox's deliveries; other channels call this with their own name). */
export function countMessage(channel: string, outcome: "sent" | "retried" | "failed", count = 1): void {
  if (count > 0) shopMetrics()?.messages.inc({ channel, outcome }, count);
}
