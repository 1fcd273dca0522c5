import "server-only";
import { log } from "@/lib/server/log";
import { exclusive, getDb } from "@/lib/db";
import { deliverQueuedMail, type DeliveryReport } from "@/lib/server/mail/outbox-delivery";
import { smtpTransport } from "@/lib/server/mail/transport";
import { completeDeliveredOrders } from "@/lib/server/orders/delivered";
import { expireOverdueOrders } from "@/lib/server/orders/expire";

/** The advisory lock the job runner holds: one runner at a time across every instance on the database. */
export const JOBS_LOCK = 727002;
/** How often each instance offers to run the jobs. */
export const JOBS_INTERVAL_MS = 30_000;

export interface JobsReport {
  expired: number;
  /** Shipped orders the courier's tracking says delivered, now COMPLETED with the delivery time. */
  delivered: number;
  mail: DeliveryReport;
}

/**
 * One round of the jobs that need no request: unpaid orders past their due time expire (their stock returns),
 * shipped orders the courier says delivered are completed with its delivery time, and queued mail is delivered or
 * retried. Returns null when another instance is running them right now.
 */
export async function runJobsOnce(now = new Date()): Promise<JobsReport | null> {
  return exclusive(JOBS_LOCK, async () => {
    const db = await getDb();
    const expired = await expireOverdueOrders(db, now);
    const delivered = await completeDeliveredOrders(db, now);
    const mail = await deliverQueuedMail(db, { transport: smtpTransport(), limit: 50 });
    return { expired, delivered, mail };
  });
}

const globalForJobs = globalThis as typeof globalThis & { __storefrontJobs?: NodeJS.Timeout };

/** Starts the in-server scheduler (instrumentation.ts); a round that fails is logged and the next one tries again. */
export function startScheduler(intervalMs = JOBS_INTERVAL_MS): () => void {
  if (globalForJobs.__storefrontJobs) clearInterval(globalForJobs.__storefrontJobs);
  const timer = setInterval(() => {
    runJobsOnce().then(
      (report) => {
        if (report && (report.expired || report.delivered || report.mail.sent || report.mail.failed))
          log.info({ job: "jobs", ...report }, "jobs round");
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
