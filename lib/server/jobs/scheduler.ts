import "server-only";
import { log } from "@/lib/server/log";
import { exclusive, getDb } from "@/lib/db";
import { deliverQueuedMail, type DeliveryReport } from "@/lib/server/mail/outbox-delivery";
import { smtpTransport } from "@/lib/server/mail/transport";
import { completeDeliveredOrders } from "@/lib/server/orders/delivered";
import { expireOverdueOrders } from "@/lib/server/orders/expire";
import { getMessaging } from "@/lib/server/messaging";
import { deliverQueuedMessages, type MessageReport } from "@/lib/server/messaging/delivery";
import { countJob, countMessage } from "@/lib/server/observe/metrics";
import { inSpan } from "@/lib/server/observe/spans";
import { refreshBestSellers } from "@/lib/server/catalog/best-sellers";
import { expireReturnDrafts } from "./return-drafts";

/** The advisory lock the job runner holds: one runner at a time across every instance on the database. */
export const JOBS_LOCK = 727002;
/** How often each instance offers to run the jobs. */
export const JOBS_INTERVAL_MS = 30_000;

export interface JobsReport {
  expired: number;
  /** Shipped orders the courier's tracking says delivered, now COMPLETED with the delivery time. */
  delivered: number;
  mail: DeliveryReport;
  messages: MessageReport;
  /** Return drafts never sent, deleted with their files after a day. */
  returnDrafts: number;
  /** Products whose units sold in the last 30 days changed (null: not this round's turn). */
  bestSellers: number | null;
}

/** How often the best sellers' figures are recounted: the listing's cache keeps a sort for about as long. */
export const BEST_SELLERS_EVERY_MS = 10 * 60_000;
const globalForBestSellers = globalThis as typeof globalThis & { __storefrontBestSellersAt?: number };

/** The best sellers' recount, once per BEST_SELLERS_EVERY_MS on this instance (the first round always). */
async function bestSellersDue(db: Parameters<typeof refreshBestSellers>[0], now: Date): Promise<number | null> {
  const last = globalForBestSellers.__storefrontBestSellersAt;
  if (last !== undefined && now.getTime() - last < BEST_SELLERS_EVERY_MS && now.getTime() >= last) return null;
  const changed = await refreshBestSellers(db, now);
  globalForBestSellers.__storefrontBestSellersAt = now.getTime();
  return changed;
}

/**
 * One round of the jobs that need no request: unpaid orders past their due time expire (their stock returns),
 * shipped orders the courier says delivered are completed with its delivery time, queued mail and WhatsApp
 * messages are delivered or retried, return drafts never sent are deleted with their files, and (every ten minutes)
 * the best sellers' units of the last 30 days are recounted. Returns null when
 * another instance is running them right now.
 */
export async function runJobsOnce(now = new Date()): Promise<JobsReport | null> {
  const report = await exclusive(JOBS_LOCK, async () => {
    const db = await getDb();
    const expired = await job("expire_orders", () => expireOverdueOrders(db, now));
    const delivered = await job("complete_delivered", () => completeDeliveredOrders(db, now));
    const mail = await job("mail_delivery", () => deliverQueuedMail(db, { transport: smtpTransport(), limit: 50 }));
    const messages = await job("message_delivery", () => deliverQueuedMessages(db, getMessaging(), { limit: 50, now }));
    const returnDrafts = await job("return_drafts", () => expireReturnDrafts(db, now));
    const bestSellers = await job("best_sellers", () => bestSellersDue(db, now));
    for (const [channel, report] of [
      ["mail", mail],
      ["whatsapp", messages],
    ] as const) {
      countMessage(channel, "sent", report.sent);
      countMessage(channel, "retried", report.retried);
      countMessage(channel, "failed", report.failed);
    }
    return { expired, delivered, mail, messages, returnDrafts, bestSellers };
  });
  if (!report) JOB_NAMES.forEach((name) => countJob(name, "skipped"));
  return report;
}

/** The jobs of one round, as the metrics and spans name them (shop_job_runs_total{job}, docs/observability.md). */
export const JOB_NAMES = [
  "expire_orders",
  "complete_delivered",
  "mail_delivery",
  "message_delivery",
  "return_drafts",
  "best_sellers",
] as const;

/** One job of the round, in its own span, counted as it ends. */
async function job<T>(name: (typeof JOB_NAMES)[number], run: () => Promise<T>): Promise<T> {
  try {
    const result = await inSpan(`job ${name}`, { "shop.job": name }, run);
    countJob(name, "ok");
    return result;
  } catch (error) {
    countJob(name, "failed");
    throw error;
  }
}

/** A round worth a log line: it moved an order or sent (or gave up on) a message. */
function didWork(r: JobsReport): boolean {
  return (
    r.expired + r.delivered + r.mail.sent + r.mail.failed + r.messages.sent + r.messages.failed + r.returnDrafts > 0
  );
}

const globalForJobs = globalThis as typeof globalThis & { __storefrontJobs?: NodeJS.Timeout };

/** Starts the in-server scheduler (instrumentation.ts); a round that fails is logged and the next one tries again. */
export function startScheduler(intervalMs = JOBS_INTERVAL_MS): () => void {
  if (globalForJobs.__storefrontJobs) clearInterval(globalForJobs.__storefrontJobs);
  const timer = setInterval(() => {
    runJobsOnce().then(
      (report) => {
        if (report && didWork(report)) log.info({ job: "jobs", ...report }, "jobs round");
      },
      (error: unknown) => log.error({ job: "jobs", err: error }, "jobs round failed"),
    );
  }, intervalMs);
  timer.unref();
  globalForJobs.__storefrontJobs = timer;
  return () => {
    clearInterval(timer);
    if (globalForJobs.__storefrontJobs === timer) globalForJobs.__storefrontJobs = undefined;
  };
}
