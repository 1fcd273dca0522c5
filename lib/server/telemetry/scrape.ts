import "server-only";
import { sql } from "drizzle-orm";
import { Gauge } from "prom-client";
import { getDb, poolStats } from "@/lib/db";
import { log } from "@/lib/server/log";
import { redisState, shopMetrics, type ShopMetrics } from "@/lib/server/observe/metrics";

/**
 * The figures read when Prometheus scrapes rather than counted as things happen: the outbox's backlog and its oldest
 * message's age, the payments by neutral state, the database's connections, the shared cache's Redis. The outbox
 * and payments are the database's, so every instance reports the same values (the alerts take the max). A query
 * that fails leaves its figures out of that scrape; the error is logged.
 */

/** Messages waiting to go out: queued, or claimed by a sender that has not finished. */
const PENDING = sql`status in ('queued', 'sending')`;

interface OutboxRow {
  channel: string;
  backlog: number;
  oldest: number | null;
  failed: number;
}

/** The three outbox gauges of one scrape share one query (scrapeMetrics forgets it when a scrape starts). */
let outboxRead: Promise<OutboxRow[]> | null = null;

function outboxRows(): Promise<OutboxRow[]> {
  outboxRead ??= readOutbox();
  return outboxRead;
}

/** The outbox's channels, each reported even while it holds no message. */
const CHANNELS = ["mail", "whatsapp"] as const;

async function readOutbox(): Promise<OutboxRow[]> {
  const db = await getDb();
  const rows = rowsOf<OutboxRow>(
    await db.execute(sql`
      select channel,
             count(*) filter (where ${PENDING})::int as backlog,
             extract(epoch from now() - min(created_at) filter (where ${PENDING}))::float8 as oldest,
             count(*) filter (where status = 'failed')::int as failed
      from mail_outbox
      group by channel`),
  );
  const empty = (channel: string): OutboxRow => ({ channel, backlog: 0, oldest: null, failed: 0 });
  return [...rows, ...CHANNELS.filter((c) => !rows.some((r) => r.channel === c)).map(empty)];
}

async function paymentRows(): Promise<{ state: string; n: number }[]> {
  const db = await getDb();
  return rowsOf<{ state: string; n: number }>(
    await db.execute(sql`select state, count(*)::int as n from payments group by state`),
  );
}

/** node-postgres answers `{ rows }`, PGlite the same; drizzle's type says either. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

function failed(what: string) {
  return (error: unknown) => log.warn({ err: error, metric: what }, "metrics: a figure could not be read");
}

function register(m: ShopMetrics): void {
  const on = { registers: [m.registry] };
  new Gauge({
    name: "shop_outbox_messages",
    help: "Messages waiting in the outbox (queued or being sent), by channel",
    labelNames: ["channel"] as const,
    ...on,
    async collect() {
      this.reset();
      await outboxRows().then(
        (rows) => rows.forEach((r) => this.set({ channel: r.channel }, r.backlog)),
        failed("outbox"),
      );
    },
  });
  new Gauge({
    name: "shop_outbox_oldest_age_seconds",
    help: "Age of the oldest message waiting in the outbox, by channel (0 when none waits)",
    labelNames: ["channel"] as const,
    ...on,
    async collect() {
      this.reset();
      await outboxRows().then(
        (rows) => rows.forEach((r) => this.set({ channel: r.channel }, Math.max(0, r.oldest ?? 0))),
        failed("outbox age"),
      );
    },
  });
  new Gauge({
    name: "shop_outbox_failed_messages",
    help: "Messages the outbox gave up on after every attempt, by channel",
    labelNames: ["channel"] as const,
    ...on,
    async collect() {
      this.reset();
      await outboxRows().then(
        (rows) => rows.forEach((r) => this.set({ channel: r.channel }, r.failed)),
        failed("outbox"),
      );
    },
  });
  new Gauge({
    name: "shop_payments",
    help: "Payments by neutral state (pending, paid, failed, expired, cancelled, refund_due, refunded)",
    labelNames: ["state"] as const,
    ...on,
    async collect() {
      this.reset();
      await paymentRows().then((rows) => rows.forEach((r) => this.set({ state: r.state }, r.n)), failed("payments"));
    },
  });
  new Gauge({
    name: "shop_db_connections",
    help: "Database connections by state (total, in_use) and queries waiting for one (waiting)",
    labelNames: ["system", "state"] as const,
    ...on,
    async collect() {
      this.reset();
      const stats = await poolStats();
      if (!stats) return;
      this.set({ system: stats.system, state: "total" }, stats.total);
      this.set({ system: stats.system, state: "in_use" }, stats.inUse);
      this.set({ system: stats.system, state: "waiting" }, stats.waiting);
    },
  });
  if (process.env.REDIS_URL)
    new Gauge({
      name: "shop_redis_up",
      help: "Whether the shared cache's Redis connection is ready (1) or not (0); absent without REDIS_URL",
      ...on,
      collect() {
        this.set(redisState() === "up" ? 1 : 0);
      },
    });
}

/** The metric sets that have their scrape-time gauges (one per process, but tests make fresh ones). */
const withGauges = new WeakSet<ShopMetrics>();

/** The metrics in Prometheus' text format, or null when they are off. */
export async function scrapeMetrics(): Promise<{ text: string; contentType: string } | null> {
  const m = shopMetrics();
  if (!m) return null;
  if (!withGauges.has(m)) {
    withGauges.add(m);
    register(m);
  }
  outboxRead = null;
  return { text: await m.registry.metrics(), contentType: m.registry.contentType };
}
