import { expect, test } from "@playwright/test";
import { addToCart, firstSize, goToPayment } from "./checkout-support";
import { overflowOf, phoneContext } from "./phone-support";

// Issue #50: a guest on a phone opts in to WhatsApp order updates at checkout, pays in the sandbox, and the
// development outbox shows the "paid" message in Bahasa Indonesia beside the mails (demo mode: the sandbox channel).

const EVERYWHERE = 19;
const STORE = "Pakuwon Mall Surabaya";

test("a phone guest ticks 'Kirim kabar pesanan saya lewat WhatsApp', pays, and the paid message waits in the outbox", async ({
  browser,
  baseURL,
}) => {
  const context = await phoneContext(browser, 360);
  const page = await context.newPage();
  const email = `wa-${Date.now()}@example.com`;
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);
  await context.addCookies([{ name: "lang", value: "id", url: baseURL! }]);
  await page.goto("/id/checkout");
  await page.getByRole("button", { name: /Ambil di Toko/ }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: new RegExp(STORE) }).click();

  const optIn = page.getByRole("checkbox", { name: "Kirim kabar pesanan saya lewat WhatsApp" });
  await expect(optIn).not.toBeChecked();
  await optIn.check();
  await page.getByLabel("Nomor ponsel").fill("0812 7000 5050");
  expect(await overflowOf(page)).toEqual([]);
  await goToPayment(page, "id");
  await expect(page).toHaveURL(/\/payment-sandbox$/);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/response\?/);

  await page.goto("/dev/outbox");
  const paid = page.getByRole("row", { name: /\+6281270005050.*order_paid/ });
  await expect(paid).toBeVisible();
  await expect(paid).toContainText("whatsapp");
  await expect(paid).toContainText(/Kami telah menerima pembayaran Rp\s?[\d.]+ untuk pesanan #[0-9A-F]{8}/);
  await expect(page.getByRole("row", { name: /\+6281270005050.*order_placed/ })).toContainText("Terima kasih");
  await context.close();
});
