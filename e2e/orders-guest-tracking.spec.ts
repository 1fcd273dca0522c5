import { expect, test, type Page } from "@playwright/test";
import { placeGuestDelivery, runOps } from "./orders-support";

// Issue #45 point 6: a guest, who has no My Orders, follows the parcel from the shipped mail's link: the order's page
// in the order's language says it was shipped, with the waybill and the courier's history.

const WAYBILL = "JNE0012345678";

/** The order's link in the guest's mail of this kind, read in the development outbox. */
async function mailedLink(page: Page, email: string, kind: string): Promise<string> {
  await page.goto("/dev/outbox");
  await page.getByRole("row", { name: email }).filter({ hasText: kind }).getByRole("link").click();
  const body = await page.getByTestId("mail-body").innerText();
  const link = /http\S+\/payment\/response\?trx_ref=\S+&pay_token=\S+/.exec(body)?.[0] ?? "";
  expect(link).toContain("pay_token=");
  return link;
}

test("a guest follows the shipped parcel from the mail's link on another device, in the order's language", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const email = `lacak-${Date.now()}@example.com`;
  const trxRef = await placeGuestDelivery(page, email);

  // Paid through the confirmation mail's pay link, in the sandbox.
  await page.goto(await mailedLink(page, email, "ORDER_CONFIRMATION"));
  await page.getByRole("button", { name: "Bayar Sekarang" }).click();
  await expect(page).toHaveURL(/\/payment-sandbox$/);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText("Pembayaran Anda telah diterima.")).toBeVisible();

  runOps(baseURL!, "ship", trxRef, WAYBILL);
  const link = await mailedLink(page, email, "ORDER_SHIPPED");
  expect(new URL(link).pathname).toBe("/id/payment/response");

  const other = await browser.newContext();
  const device = await other.newPage();
  await device.goto(link);
  await expect(device.getByText("Pesanan Anda telah dikirim.")).toBeVisible();
  await expect(device.getByText("Pembayaran Anda telah diterima.")).toHaveCount(0);
  await expect(device.getByText(`No. Resi: ${WAYBILL}`)).toBeVisible();
  const history = device.getByRole("list", { name: "Riwayat Pelacakan" });
  await expect(history.getByRole("listitem").first()).toBeVisible();
  // No way to pay, and the link is this order's only: changed, it shows nothing.
  await expect(device.getByRole("button", { name: "Bayar Sekarang" })).toHaveCount(0);
  const token = new URL(link).searchParams.get("pay_token")!;
  await device.goto(link.replace(token, token.slice(0, -1) + (token.endsWith("A") ? "B" : "A")));
  await expect(device.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(device.getByText(`No. Resi: ${WAYBILL}`)).toHaveCount(0);
  await other.close();
});
