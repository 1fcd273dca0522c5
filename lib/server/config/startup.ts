import { startScheduler } from "@/lib/server/jobs/scheduler";
import { assertStartupSettings } from "./index";

/**
 * The Node.js side of instrumentation.ts: a refused environment ends the process before it serves anything; a good
 * one starts the job scheduler (JOBS_INTERVAL_SECONDS, 0 for none).
 */
export function startInstance(): void {
  let seconds: number;
  try {
    seconds = assertStartupSettings().JOBS_INTERVAL_SECONDS ?? 30;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (seconds > 0) startScheduler(seconds * 1000);
}
