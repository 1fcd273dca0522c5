import { expect, test, type Page } from "@playwright/test";
import { addToCart, firstSize } from "./checkout-support";
import { phoneContext } from "./phone-support";

// Issue #48 point 11: the order's page tells a guest on a 360 px phone, in Indonesian, what happens next: the courier
// and its estimate, a link that follows this order from any device, and an account offered with the order's email.

const EVERYWHERE = 19;

/** A guest's delivery to Bandung by JNE REG, placed in Indonesian from this page's device; answers its trx_ref. */
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

test("a guest's order page gives the courier, the estimate, the order's own link and an account with the email", async ({
  browser,
}) => {
  const page = await (await phoneContext(browser, 360)).newPage();
  const email = `langkah-${Date.now()}@example.com`;
  const trxRef = await placeGuestDelivery(page, email);
  await page.goto(`/id/payment/response?trx_ref=${trxRef}`);

  const next = page.getByRole("region", { name: "Langkah berikutnya" });
  await expect(next.getByText("Kurir: JNE REG")).toBeVisible();
  await expect(next.getByText(/^Estimasi tiba \d+(-\d+)? hari setelah paket dikirim\.$/)).toBeVisible();
  const follow = next.getByRole("link", { name: "Ikuti pesanan ini" });
  await expect(follow).toHaveAttribute("href", new RegExp(`^/id/payment/response\\?trx_ref=${trxRef}&pay_token=`));
  await expect(next.getByText(`Buat akun dengan ${email}`, { exact: false })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("next-steps.png"), fullPage: true });

  // The order's link shows it on another device, where nothing of the guest is stored.
  const elsewhere = await (await phoneContext(browser, 360)).newPage();
  await elsewhere.goto((await follow.getAttribute("href"))!);
  await expect(elsewhere.getByText(`PESANAN #${trxRef.slice(0, 8).toUpperCase()}`)).toBeVisible();

  await next.getByRole("link", { name: "Buat akun" }).click();
  await expect(page).toHaveURL(/\/id\/sign-up\?email=/);
  await expect(page.getByLabel("Email")).toHaveValue(email);
});
