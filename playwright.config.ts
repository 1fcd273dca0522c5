import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e";
// The e2e server's ops endpoint secret; e2e/orders-support.ts runs `npm run ops` against it with OPS_URL.
export const opsToken = process.env.OPS_TOKEN ?? "e2e-ops-token-not-a-secret";
// The e2e server's revalidation secret; e2e/catalog-support.ts runs `npm run revalidate` against it.
export const revalidateSecret = process.env.REVALIDATE_SECRET ?? "e2e-revalidate-secret-not-a-secret";

// The web server is the production build on a fresh embedded database (scripts/e2e-server.sh wipes DATA_DIR first).
export default defineConfig({
  testDir: "./e2e",
  // CI's second (PostgreSQL) pass leaves out the specs that check only layout and markup (E2E_IGNORE, a regex on the
  // file path): they do not depend on the database and ran in the first pass.
  testIgnore: process.env.E2E_IGNORE ? new RegExp(process.env.E2E_IGNORE) : undefined,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `bash scripts/e2e-server.sh`,
    url: `${baseURL}/api/v1/health`,
    timeout: 420_000,
    reuseExistingServer: false,
    env: { PORT: String(port), SITE_URL: baseURL, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1", OUTBOX_PAGE: "1", OPS_TOKEN: opsToken, REVALIDATE_SECRET: revalidateSecret, SHUTDOWN_DELAY_SECONDS: "0", LOG_LEVEL: "warn" },
    stdout: "pipe",
    stderr: "pipe",
  },
});
