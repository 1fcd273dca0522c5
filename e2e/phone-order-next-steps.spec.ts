import { expect, test } from "@playwright/test";
import { placeGuestDelivery } from "./orders-support";
import { phoneContext } from "./phone-support";

// Issue #48 point 11: the order's page tells a guest on a 360 px phone, in Indonesian, what happens next: the courier
// and its estimate, a link that follows this order from any device, and an account offered with the order's email.

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
