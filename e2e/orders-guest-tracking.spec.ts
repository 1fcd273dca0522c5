import { expect, test, type Page } from "@playwright/test";
import { addToCart, firstSize } from "./checkout-support";
import { runOps } from "./orders-support";

// Issue #45 point 6: a guest, who has no My Orders, follows the parcel from the shipped mail's link: the order's page
// in the order's language says it was shipped, with the waybill and the courier's history.

const EVERYWHERE = 19;
const WAYBILL = "JNE0012345678";

/** A guest's delivery to Bandung with the spec's checkout-trx fields, placed in Indonesian; answers its trx_ref. */
async function placeGuestDelivery(page: Page, email: string): Promise<string> {
  const device = await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);
  const res = await page.request.post("/api/v1/checkout-trx", {
    headers: { "accept-language": "id" },
    data: {
      local_device_id: device,
      shipping_type: "ONLINE_DELIVERY",
      showroom_id: 8,
      guest_email: email,
      address_recipient_name: "Budi Santoso",
      address_recipient_phone: "081298765432",
      address_zip: "",
      address_street: "Jl. Sukajadi No. 10",
      province_id: "32",
      city_id: "32.73",
      subdistrict_id: "32.73.07",
      address_notes: "",
      shipping_courier: "JNE",
      shipping_service_name: "REG",
    },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { trx_ref: string } }).data.trx_ref;
}

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
