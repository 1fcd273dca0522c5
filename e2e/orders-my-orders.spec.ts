import { expect, test } from "@playwright/test";
import { signUpByApi } from "./account-helpers";
import {
  myOrders,
  placePaidDelivery,
  placePaidPickup,
  runOps,
  saveBandungAddress,
  signUpThroughForm,
} from "./orders-support";

const EVERYWHERE = 19;
const orderNo = (trxRef: string) => `ORDER #${trxRef.slice(0, 8).toUpperCase()}`;

test("a shopper without orders is told to shop more", async ({ page }) => {
  await signUpByApi(page, "no-orders");
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/v1/user/orders", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/account/orders");
  await expect(page.getByRole("heading", { level: 1, name: "My Orders" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading.." })).toBeVisible();
  await expect(page.getByText("Loading your orders..")).toBeVisible();
  release();
  await expect(page.getByText("No orders yet, shop more with us!")).toBeVisible();
});

test("a paid delivery shows its card and details, and after ops ships it, its tracking newest first", async ({
  page,
  baseURL,
}) => {
  test.slow(); // a checkout, a sandbox payment and a run of the ops tool
  await signUpThroughForm(page, "orders-delivery");
  await saveBandungAddress(page);
  await placePaidDelivery(page, EVERYWHERE);
  const [order] = await myOrders(page);
  expect(order!.shipping_type).toBe("ONLINE_DELIVERY");

  await page.goto("/account/orders");
  await expect(page.getByRole("heading", { level: 1, name: "My Orders" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: orderNo(order!.trx_ref) }) });
  await expect(card.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await expect(card.getByText(/^IDR \d{1,3}(,\d{3})*$/)).toBeVisible();
  await expect(card.getByText("Shipping: ONLINE_DELIVERY")).toBeVisible();
  await expect(card.getByText("Status: PAID")).toBeVisible();
  await expect(card.getByText(/^Outlet: /)).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Order Tracking" })).toHaveCount(0);

  await card.getByRole("button", { name: "Lihat Detail" }).click();
  const detail = page.getByRole("dialog", { name: orderNo(order!.trx_ref) });
  await expect(detail.getByText("Kepada Yth: Bapak/Ibu Rina Wijaya")).toBeVisible();
  for (const section of ["Order Information", "Product List", "Shipping", "Payment"])
    await expect(detail.getByRole("heading", { name: section, exact: true })).toBeVisible();
  await expect(detail.getByRole("row", { name: /JNE REG/ })).toBeVisible();
  await expect(detail.getByRole("row", { name: /Grand Total/ })).toBeVisible();
  await expect(detail.getByText("Jl. Sukajadi No. 1, ")).toBeVisible();
  await expect(detail.getByText("OVO", { exact: true })).toBeVisible();
  // The delivery has no shipping notes yet and no waybill: '-' and no 'No. Resi'.
  await expect(detail.getByText("-", { exact: true }).first()).toBeVisible();
  await expect(detail.getByText("No. Resi")).toHaveCount(0);
  await detail.getByRole("button", { name: "Close" }).click();
  await expect(detail).toBeHidden();

  const out = runOps(baseURL!, "ship", order!.trx_ref, "JNE0012345678");
  expect(out).toContain("SHIPPED");
  await page.reload();
  await expect(card.getByText("Status: SHIPPED")).toBeVisible();
  await card.getByRole("button", { name: "Lihat Detail" }).click();
  await expect(detail.locator("strong", { hasText: "JNE0012345678" })).toBeVisible();
  await detail.getByRole("button", { name: "Close" }).click();

  await card.getByRole("button", { name: "Order Tracking" }).click();
  const tracking = page.getByRole("dialog", { name: `${orderNo(order!.trx_ref)} TRACKING` });
  await expect(tracking.getByRole("heading", { name: "Last Status" })).toBeVisible();
  await expect(tracking.getByRole("heading", { name: "Tracking History" })).toBeVisible();
  const entries = tracking.getByRole("list", { name: "Tracking History" }).getByRole("listitem");
  expect(await entries.count()).toBeGreaterThanOrEqual(2);
  await expect(entries.first()).toContainText("(PROCESSED AT SORTING CENTER)");
  await expect(entries.last()).toContainText("(SHIPMENT RECEIVED BY JNE COUNTER OFFICER)");
  await expect(entries.first()).toContainText("Rina Wijaya");
  await expect(entries.first()).toContainText("BANDUNG");
});

test("a paid pickup shows its outlet, and once ops marks it ready, its Pick Up Code", async ({ page, baseURL }) => {
  test.slow();
  await signUpThroughForm(page, "orders-pickup");
  await placePaidPickup(page, EVERYWHERE, "Pondok Indah Mall 2");
  const [order] = await myOrders(page);
  expect(order!.shipping_type).toBe("PICKUP_ON_STORE");

  await page.goto("/account/orders");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: orderNo(order!.trx_ref) }) });
  await expect(card.getByText("Shipping: PICKUP_ON_STORE")).toBeVisible();
  await expect(card.getByText("Outlet: Pondok Indah Mall 2")).toBeVisible();
  await expect(card.getByRole("button", { name: "Order Tracking" })).toHaveCount(0);
  await card.getByRole("button", { name: "Lihat Detail" }).click();
  const detail = page.getByRole("dialog", { name: orderNo(order!.trx_ref) });
  await expect(detail.getByRole("row", { name: /Self Pickup at Pondok Indah Mall 2/ })).toBeVisible();
  await expect(detail.getByText("Pick Up Code")).toHaveCount(0);
  await detail.getByRole("button", { name: "Close" }).click();

  expect(runOps(baseURL!, "ready", order!.trx_ref, "PIK123")).toContain("READY_FOR_PICKUP");
  await page.reload();
  await expect(card.getByText("Status: READY_FOR_PICKUP")).toBeVisible();
  await card.getByRole("button", { name: "Lihat Detail" }).click();
  await expect(detail.getByText("Pick Up Code")).toBeVisible();
  await expect(detail.locator("strong", { hasText: "PIK123" })).toBeVisible();
});
