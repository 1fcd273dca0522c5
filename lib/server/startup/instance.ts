import { getDb, markServerInstance } from "@/lib/db";
import { JOBS_INTERVAL_MS, startScheduler } from "@/lib/server/jobs/scheduler";
import { installGracefulShutdown } from "@/lib/server/lifecycle";
import { log } from "@/lib/server/log";
import { assertStartupSettings, type Settings } from "./index";
import { warnOnMissingHomeContent } from "./home-content";

/**
 * The Node.js side of instrumentation.ts: a refused environment ends the process before it serves anything; a good
 * one marks the process as a server (which may seed the demo shop) and opens its database, warns in live mode when
 * the home content is missing, and starts the job scheduler (JOBS_INTERVAL_SECONDS, 0 for none) and the graceful stop
 * on SIGTERM.
 */
export function startInstance(): void {
  let settings: Settings;
  try {
    settings = assertStartupSettings();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // A server instance, unlike a script, may load the demo shop into an empty database (lib/db, seedsDemo).
  markServerInstance();
  // Opened, migrated (and in demo mode seeded) as the server starts, beside the development server's first compile,
  // rather than inside the first request; a failure is logged and the first request that needs the database retries.
  getDb().catch((error: unknown) => log.error({ err: error }, "database not ready at start"));
  if (settings.SHOP_MODE === "live") void warnOnMissingHomeContent();
  const seconds = settings.JOBS_INTERVAL_SECONDS ?? JOBS_INTERVAL_MS / 1000;
  const stopJobs = seconds > 0 ? startScheduler(seconds * 1000) : () => undefined;
  installGracefulShutdown((settings.SHUTDOWN_DELAY_SECONDS ?? 5) * 1000, stopJobs);
}
