import { expect, test } from "@playwright/test";
import { phoneContext } from "./phone-support";
import { signUpInBrowser } from "./account-helpers";
import { placePaidDelivery, runOps, saveBandungAddress } from "./orders-support";

// Tracking on a 360 px phone in Indonesian (issue #48, point 12): the sandbox courier's history starts after the
// order was placed, and its status words are in the page's language.

const EVERYWHERE = 19;

interface TrackedOrder {
  trx_ref: string;
  trx_date: string;
  order_tracking: { last_status: { date_time: string } | null; track_history: { date_time: string }[] } | null;
}

test("a shipped order's tracking has no event before the order, in Indonesian words", async ({ browser, baseURL }) => {
  test.slow(); // a checkout, a sandbox payment and a run of the ops tool
  const context = await phoneContext(browser, 360);
  const page = await context.newPage();
  await signUpInBrowser(page, "phone-tracking");
  await saveBandungAddress(page);
  await placePaidDelivery(page, EVERYWHERE);
  const listed = async () =>
    ((await (await page.request.get("/api/v1/user/orders")).json()) as { data: { user_orders: TrackedOrder[] } }).data
      .user_orders[0]!;
  const placed = await listed();
  expect(runOps(baseURL!, "ship", placed.trx_ref, "JNE0048000012")).toContain("SHIPPED");

  const order = await listed();
  const times = order.order_tracking!.track_history.map((entry) => entry.date_time);
  expect(times.length).toBeGreaterThanOrEqual(2);
  // 'YYYY-MM-DD HH:mm:ss' in WIB on both sides; the courier's times have whole minutes.
  for (const time of times) expect(time >= order.trx_date.slice(0, 16), `${time} vs ${order.trx_date}`).toBe(true);

  await page.goto("/id/account/orders");
  const card = page.getByRole("listitem").filter({ hasText: "Status: Dikirim" }).first();
  await card.getByRole("button", { name: "Lacak Pesanan" }).click();
  const tracking = page.getByRole("dialog", { name: /^LACAK PESANAN #/ });
  await expect(tracking.getByRole("heading", { name: "Status Terakhir" })).toBeVisible();
  await expect(tracking).not.toContainText("ON PROCESS");
  await expect(tracking).toContainText("Dalam proses");
  const entries = tracking.getByRole("list", { name: "Riwayat Pelacakan" }).getByRole("listitem");
  await expect(entries.last()).toContainText("(Paket diterima di konter JNE)");
  await page.screenshot({ path: "test-results/tracking-360.png" });
  await context.close();
});
