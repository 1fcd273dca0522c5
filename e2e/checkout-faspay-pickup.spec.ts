import { spawn, type ChildProcess } from "node:child_process";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { workerPort } from "../playwright.config";
import { startFakeFaspay, type FakeFaspay } from "../tests/support/fakes/faspay";
import { signUpInBrowser } from "./account-helpers";
import { addToCart, firstSize, goToPayment } from "./checkout-support";
import { checkServerLog, serverLogPath } from "./server-log";

// A store pickup paid with Faspay Xpress, whose bill needs the shopper's mobile phone (msisdn): the shop in demo mode
// with PAYMENT_PROVIDER=faspay, pointed at the fake Xpress (tests/support/fakes/faspay.ts) this worker starts. The
// shop is a second server of the same build (scripts/e2e-server.sh) on its own database.

const EVERYWHERE = 19;
// Beside this worker's server port, apart from the Midtrans spec's (+60, +80) and other workers'.
const shopPort = Number(workerPort) + 70;
const fakePort = Number(workerPort) + 90;
const shopUrl = `http://127.0.0.1:${shopPort}`;
const MERCHANT = { FASPAY_MERCHANT_ID: "31234", FASPAY_MERCHANT_NAME: "Toko Contoh", FASPAY_PASSWORD: "e2e-secret" };
let fake: FakeFaspay;
let shop: ChildProcess;

async function waitUp(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (shop.exitCode !== null) throw new Error(`the Faspay shop server exited (${shop.exitCode})`);
    const res = await fetch(url).catch(() => null);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not come up`);
}

test.beforeAll(async () => {
  test.setTimeout(420_000);
  fake = await startFakeFaspay({
    merchantId: MERCHANT.FASPAY_MERCHANT_ID,
    merchantName: MERCHANT.FASPAY_MERCHANT_NAME,
    password: MERCHANT.FASPAY_PASSWORD,
    notifyUrl: `${shopUrl}/api/v1/payment/notification`,
    port: fakePort,
  });
  shop = spawn("bash", ["scripts/e2e-server.sh"], {
    env: {
      ...process.env,
      PORT: String(shopPort),
      SITE_URL: shopUrl,
      DATA_DIR: `${process.env.E2E_DATA_DIR ?? ".data/e2e"}-faspay-${shopPort}`,
      E2E_DATABASE_SUFFIX: `_sf_e2e_faspay_${shopPort}`,
      E2E_REUSE_BUILD: "1",
      E2E_SERVER_LOG: serverLogPath(shopPort),
      NEXT_TELEMETRY_DISABLED: "1",
      OUTBOX_PAGE: "1",
      SHUTDOWN_DELAY_SECONDS: "0",
      LOG_LEVEL: "warn",
      PAYMENT_PROVIDER: "faspay",
      ...MERCHANT,
      FASPAY_BASE_URL: fake.url,
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

const billOf = (url: string) => fake.bills.get(new URL(url).searchParams.get("bill_no") ?? "")!;

test("a guest's pickup asks for a mobile phone before a store is taken, and Faspay is billed with it", async ({
  browser,
}) => {
  const page = await shopPage(browser);
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);
  await page.goto("/checkout");
  await page.getByRole("button", { name: /Pickup On Store/ }).click();
  await expect(page.getByText("The payment page needs a phone number to bill a store pickup.")).toBeVisible();
  await page.getByRole("button", { name: /Pondok Indah Mall 2/ }).click();
  await expect(
    page.getByText("Please enter a mobile phone number: the payment needs one for a store pickup."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Choose A Store" })).toBeVisible();

  await page.getByLabel("Mobile phone").fill("0812-3456-7890");
  await page.getByRole("button", { name: /Pondok Indah Mall 2/ }).click();
  await page.getByLabel("Email").fill("pickup-phone@example.com");
  await goToPayment(page);
  await expect(page).toHaveURL(new RegExp(`^${fake.url}/v4/pay/`));
  await expect(page.getByRole("heading", { name: "Faspay Xpress (fake)" })).toBeVisible();
  expect(billOf(page.url()).request).toMatchObject({ msisdn: "6281234567890" });
});

test("a signed-in shopper's pickup phone is filled in from their address book, in Indonesian too", async ({
  browser,
}) => {
  const page = await shopPage(browser);
  await signUpInBrowser(page, "faspay-pickup");
  const saved = await page.request.post("/api/v1/user/address", {
    data: {
      address_label: "Rumah",
      recipient_name: "Rina Wijaya",
      recipient_phone: "081298765432",
      recipient_zip: "40162",
      address_street: "Jl. Sukajadi No. 5",
      province_id: "32",
      city_id: "32.73",
      subdistrict_id: "32.73.07",
      address_notes: "",
      courier_destination_id: "sbx-32.73.07",
    },
  });
  expect(saved.ok()).toBe(true);
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);
  await page.goto("/id/checkout");
  await page.getByRole("button", { name: /Ambil di Toko|Pickup On Store/ }).click();
  await expect(page.getByLabel("Nomor ponsel")).toHaveValue("+6281298765432");
  await page.getByRole("button", { name: /Pondok Indah Mall 2/ }).click();
  await goToPayment(page, "id");
  await expect(page).toHaveURL(new RegExp(`^${fake.url}/v4/pay/`));
  expect(billOf(page.url()).request).toMatchObject({ msisdn: "6281298765432" });
});
