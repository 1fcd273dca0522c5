import { defineConfig, devices } from "@playwright/test";
import { BROWSER_ARGS, browserPath } from "./e2e/browser";
import { serverLogPath } from "./e2e/server-log";

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e";
/**
 * Workers run in parallel, each against its own server and database (PGlite folder or PostgreSQL database): the flows
 * change stock, carts and accounts, so no two workers share data. Playwright evaluates this file again in every
 * worker with TEST_PARALLEL_INDEX set, which picks that worker's server.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
/** When this run started (seconds), for the servers to tell a build made by another worker's server in this run. */
const runStarted = process.env.E2E_RUN_STARTED ?? String(Math.floor(Date.now() / 1000));
/** The web servers' ports, one per worker (e2e/global-teardown.ts reads their logs). */
export const serverPorts = Array.from({ length: workers }, (_, index) => port + index);
const serverURL = (index: number) => `http://127.0.0.1:${port + index}`;
const baseURL = serverURL(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
/** This worker's server port (a spec that opens the shop at another host name keeps it). */
export const workerPort = new URL(baseURL).port;
/**
 * The browser flows whose server path writes to the database or hangs on its transactions (accounts, carts,
 * wishlists, checkout, orders, catalogue changes). With both databases, CI runs them on PostgreSQL, the database live
 * mode runs on (E2E_DATABASE_FLOWS=1: only these), and the other specs on PGlite (E2E_DATABASE_FLOWS=skip: all but
 * these). Every server path they take is checked on both databases by the integration tests (docs/ci.md).
 */
const DATABASE_FLOWS =
  /e2e\/(account-|cart-|checkout-|orders-|wishlist-|no-js-auth|catalog-revalidate)[^/]*\.spec\.ts$/;
/**
 * Flows that run in both passes: a return's files go to the disk store on PGlite's pass and to an S3 bucket on
 * PostgreSQL's (scripts/test-all.sh starts one), the two stores the flow proves.
 */
const BOTH_DATABASES = /e2e\/returns-[^/]*\.spec\.ts$/;
// The e2e server's ops endpoint secret; e2e/orders-support.ts runs `npm run ops` against it with OPS_URL.
export const opsToken = process.env.OPS_TOKEN ?? "e2e-ops-token-not-a-secret";
// The e2e server's revalidation secret; e2e/catalog-support.ts runs `npm run revalidate` against it.
export const revalidateSecret = process.env.REVALIDATE_SECRET ?? "e2e-revalidate-secret-not-a-secret";

// The web server is the production build on a fresh embedded database (scripts/e2e-server.sh wipes DATA_DIR first).
export default defineConfig({
  testDir: "./e2e",
  testMatch: process.env.E2E_DATABASE_FLOWS === "1" ? [DATABASE_FLOWS, BOTH_DATABASES] : undefined,
  testIgnore: process.env.E2E_DATABASE_FLOWS === "skip" ? DATABASE_FLOWS : undefined,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  // No retries: a test that fails once is a defect to fix (docs/ci.md).
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  globalTeardown: "./e2e/global-teardown.ts",
  use: {
    baseURL,
    // A click or a navigation that cannot happen fails on its own line (the first line of CI's summary names it),
    // not as the test's 45 s timeout.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Off in CI: a trace records every action's screenshots and DOM of every test only to drop them when it passes,
    // and on these two cores that was a sixth of the browser's time; CI prints each failure's first line instead.
    // Locally a failing test keeps its trace.
    trace: process.env.CI ? "off" : "retain-on-failure",
    // The shop's service worker would serve saved pages and survive between a spec's page loads: only the offline
    // specs (e2e/offline-*.spec.ts) let it run, each in a fresh context.
    serviceWorkers: "block",
    launchOptions: { executablePath: browserPath(), args: BROWSER_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: `bash scripts/e2e-server.sh`,
    url: `${serverURL(index)}/api/v1/health`,
    timeout: 420_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port + index),
      SITE_URL: serverURL(index),
      DATA_DIR: `${dataDir}-${index}`,
      E2E_DATABASE_SUFFIX: `_sf_e2e_${index}`,
      E2E_RUN_STARTED: runStarted,
      E2E_SERVER_LOG: serverLogPath(port + index),
      NEXT_TELEMETRY_DISABLED: "1",
      OUTBOX_PAGE: "1",
      OPS_TOKEN: opsToken,
      REVALIDATE_SECRET: revalidateSecret,
      SHUTDOWN_DELAY_SECONDS: "0",
      LOG_LEVEL: "warn",
      // Several specs search at once: the search gate is proven by tests/hardening/search-burst.test.ts.
      SEARCH_RATE_LIMIT: "0",
      // Every spec's shopper comes from 127.0.0.1, one client address for the whole run: the units one address may hold
      // unpaid are proven by tests/hardening/hoarding-identities.test.ts.
      STOCK_SHARE_PER_ADDRESS: "0",
    },
    stdout: "pipe" as const,
    stderr: "pipe" as const,
  })),
});
