import { markServerInstance } from "@/lib/db";
import { JOBS_INTERVAL_MS, startScheduler } from "@/lib/server/jobs/scheduler";
import { installGracefulShutdown } from "@/lib/server/lifecycle";
import { assertStartupSettings, type Settings } from "./index";
import { warnOnMissingHomeContent } from "./home-content";

/**
 * The Node.js side of instrumentation.ts: a refused environment ends the process before it serves anything; a good
 * one marks the process as a server (which may seed the demo shop), warns in live mode when the home content is
 * missing, and starts the job scheduler (JOBS_INTERVAL_SECONDS, 0 for none) and the graceful stop on SIGTERM.
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
  if (settings.SHOP_MODE === "live") void warnOnMissingHomeContent();
  const seconds = settings.JOBS_INTERVAL_SECONDS ?? JOBS_INTERVAL_MS / 1000;
  const stopJobs = seconds > 0 ? startScheduler(seconds * 1000) : () => undefined;
  installGracefulShutdown((settings.SHUTDOWN_DELAY_SECONDS ?? 5) * 1000, stopJobs);
}
