import { spawn, type ChildProcess } from "node:child_process";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { workerPort } from "../playwright.config";
import { fakeServerKey, startFakeMidtrans, type FakeMidtrans } from "../tests/support/fakes/midtrans";
import { addToCart, firstSize, goToPayment } from "./checkout-support";
import { checkServerLog, serverLogPath } from "./server-log";

// A shopper pays with Midtrans Snap: the shop in demo mode with PAYMENT_PROVIDER=midtrans, pointed at the fake
// Midtrans (tests/support/fakes/midtrans.ts) this worker starts. The shop is a second server of the same build
// (scripts/e2e-server.sh) on its own database; the fake notifies it over HTTP, and its status API confirms.

const EVERYWHERE = 19;
// Beside this worker's server port: worker n's shop is on port + 60 and its fake on port + 80, apart from other workers'.
const shopPort = Number(workerPort) + 60;
const fakePort = Number(workerPort) + 80;
const shopUrl = `http://127.0.0.1:${shopPort}`;
const key = fakeServerKey();
let fake: FakeMidtrans;
let shop: ChildProcess;

async function waitUp(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (shop.exitCode !== null) throw new Error(`the Midtrans shop server exited (${shop.exitCode})`);
    const res = await fetch(url).catch(() => null);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not come up`);
}

test.beforeAll(async () => {
  test.setTimeout(420_000);
  fake = await startFakeMidtrans({ serverKey: key, port: fakePort });
  shop = spawn("bash", ["scripts/e2e-server.sh"], {
    env: {
      ...process.env,
      PORT: String(shopPort),
      SITE_URL: shopUrl,
      DATA_DIR: `${process.env.E2E_DATA_DIR ?? ".data/e2e"}-midtrans-${shopPort}`,
      E2E_DATABASE_SUFFIX: `_sf_e2e_midtrans_${shopPort}`,
      E2E_REUSE_BUILD: "1",
      E2E_SERVER_LOG: serverLogPath(shopPort),
      NEXT_TELEMETRY_DISABLED: "1",
      OUTBOX_PAGE: "1",
      SHUTDOWN_DELAY_SECONDS: "0",
      LOG_LEVEL: "warn",
      PAYMENT_PROVIDER: "midtrans",
      MIDTRANS_SERVER_KEY: key,
      MIDTRANS_SNAP_URL: fake.snapUrl,
      MIDTRANS_API_URL: fake.apiUrl,
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  await waitUp(`${shopUrl}/api/v1/health`, 400_000);
});

test.afterAll(async () => {
  if (shop?.pid && shop.exitCode === null) process.kill(-shop.pid, "SIGTERM");
  await fake?.stop();
  checkServerLog(shopPort);
});

async function shopPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: shopUrl });
  return context.newPage();
}

/** A guest's store pickup up to Snap's payment page. */
async function reachSnap(page: Page): Promise<string> {
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);
  await page.goto("/checkout");
  await page.getByRole("button", { name: /Pickup On Store/ }).click();
  await page.getByRole("button", { name: /Pondok Indah Mall 2/ }).click();
  await page.getByLabel("Email").fill("snap@example.com");
  await goToPayment(page);
  await expect(page).toHaveURL(new RegExp(`^${fake.url}/snap/v2/vtweb/`));
  await expect(page.getByRole("heading", { name: "Midtrans Snap (fake)" })).toBeVisible();
  return page.getByTestId("order-id").innerText();
}

test("a guest pays on Midtrans' page and comes back to 'Order Success' with the payment received", async ({
  browser,
}) => {
  const page = await shopPage(browser);
  const orderId = await reachSnap(page);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${shopUrl}/payment/response\\?.*order_id=${orderId}`));
  await expect(page.getByRole("heading", { level: 1, name: "Order Success" })).toBeVisible();
  await expect(page.getByText("Your payment has been received.")).toBeVisible();
  await expect(page.getByText(`ORDER #${orderId.slice(0, 8).toUpperCase()}`)).toBeVisible();
  expect(fake.requests.some((r) => r.path === `/v2/${orderId}/status`)).toBe(true);
});

test("a guest who leaves Midtrans' page unpaid is told the shop waits for the payment, with 'Pay Now' back to it", async ({
  browser,
}) => {
  const page = await shopPage(browser);
  const orderId = await reachSnap(page);
  const snapPage = page.url();
  await page.getByRole("button", { name: "Leave unpaid" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order Success" })).toBeVisible();
  await expect(
    page.getByText(/We are waiting for your payment\. Please pay before \d{4}-\d{2}-\d{2} \d{2}:\d{2} WIB\./),
  ).toBeVisible();
  await expect(page.getByText("Your payment has been received.")).toHaveCount(0);
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(snapPage);
  await expect(page.getByTestId("order-id")).toHaveText(orderId);
});

test("another device opening the same return address sees the greeting only, whatever the address claims", async ({
  browser,
}) => {
  const page = await shopPage(browser);
  const orderId = await reachSnap(page);
  await page.getByRole("button", { name: "Leave unpaid" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order Success" })).toBeVisible();
  const stranger = await shopPage(browser);
  await stranger.goto(
    `/payment/response?trx_ref=${orderId.replace(/-\d+$/, "")}&merchant_id=G000000000&order_id=${orderId}&status_code=200&transaction_status=settlement`,
  );
  await expect(stranger.getByRole("heading", { level: 1, name: "Order Success" })).toBeVisible();
  await expect(stranger.getByText("Please check your email")).toBeVisible();
  await expect(stranger.getByText(`ORDER #${orderId.slice(0, 8).toUpperCase()}`)).toHaveCount(0);
  await expect(stranger.getByText("Your payment has been received.")).toHaveCount(0);
  await expect(stranger.getByRole("button", { name: "Pay Now" })).toHaveCount(0);
});
