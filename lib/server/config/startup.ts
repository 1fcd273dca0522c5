import { assertStartupSettings } from "./index";

/** The Node.js side of instrumentation.ts: a refused environment ends the process before it serves anything. */
export function checkAtStartup(): void {
  try {
    assertStartupSettings();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
