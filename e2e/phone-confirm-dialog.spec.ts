import { expect, test, type Browser, type Page } from "@playwright/test";
import { signUpByApi } from "./account-helpers";
import { addToCart, firstSize } from "./checkout-support";
import { saveBandungAddress } from "./orders-support";
import { phoneContext } from "./phone-support";

// Issue #48 point 2: the spec's confirmations ('Are you sure?', 'Are you sure want to go to payment?', 'Are you sure
// want to sign out?') are asked in the page, not in a system dialog: on a 360 px phone in Indonesian, the question
// takes the focus and keeps it, Escape or 'Tidak' answers no and gives the focus back to the button that asked.

const EVERYWHERE = 19;
const STORE = "Central Park Mall";

async function phonePage(browser: Browser): Promise<Page> {
  return (await phoneContext(browser, 360)).newPage();
}

/** Where the keyboard is: inside the open question, or the name of what it left for. */
const focusInside = (page: Page, name: string) =>
  page.getByRole("alertdialog", { name }).evaluate((dialog) => dialog.contains(document.activeElement));

test("deleting an address and signing out ask in the page; Escape cancels and the focus comes back", async ({
  browser,
}) => {
  const page = await phonePage(browser);
  await signUpByApi(page, "tanya");
  await saveBandungAddress(page);
  await saveBandungAddress(page);
  await page.goto("/id/account/shipping-address");
  const addresses = page.getByRole("list", { name: "Alamat tersimpan" }).getByRole("listitem");
  await expect(addresses).toHaveCount(2);

  const remove = page.getByRole("button", { name: "Hapus", exact: true });
  await remove.click();
  const sure = page.getByRole("alertdialog", { name: "Apakah Anda yakin?" });
  await expect(sure).toBeVisible();
  await expect(sure.getByRole("button", { name: "Tidak" })).toBeFocused();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Tab");
    expect(await focusInside(page, "Apakah Anda yakin?")).toBe(true);
  }
  await page.screenshot({ path: test.info().outputPath("confirm-delete.png") });
  await page.keyboard.press("Escape");
  await expect(sure).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(addresses).toHaveCount(2);

  await remove.click();
  await sure.getByRole("button", { name: "Ya" }).click();
  await expect(addresses).toHaveCount(1);

  const signOut = page.getByRole("button", { name: "Keluar", exact: true });
  await signOut.click();
  const leave = page.getByRole("alertdialog", { name: "Apakah Anda yakin ingin keluar?" });
  await expect(leave.getByRole("button", { name: "Tidak" })).toBeFocused();
  await leave.getByRole("button", { name: "Tidak" }).click();
  await expect(leave).toBeHidden();
  await expect(signOut).toBeFocused();
  await signOut.click();
  await leave.getByRole("button", { name: "Ya" }).click();
  await expect(page).toHaveURL(/\/id\/sign-in$/);
});

test("'Lanjut ke Pembayaran' asks in the page before leaving for the payment provider", async ({ browser }) => {
  const page = await phonePage(browser);
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);
  await page.goto("/id/checkout");
  await page.getByRole("button", { name: /Ambil di Toko/ }).click();
  await page.getByRole("button", { name: new RegExp(STORE) }).click();
  await page.getByLabel("Email").fill("tanya-bayar@example.com");

  const pay = page.getByRole("button", { name: "Lanjut ke Pembayaran" });
  await pay.click();
  const sure = page.getByRole("alertdialog", { name: "Apakah Anda yakin ingin lanjut ke pembayaran?" });
  await expect(sure).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("confirm-payment.png") });
  await page.keyboard.press("Escape");
  await expect(sure).toBeHidden();
  await expect(pay).toBeFocused();
  await expect(page).toHaveURL(/\/id\/checkout$/);

  await pay.click();
  await sure.getByRole("button", { name: "Ya" }).click();
  await expect(page).toHaveURL(/\/payment-sandbox$/);
});

test("removing a line in the cart panel asks in the page; Escape answers no and the panel stays open", async ({
  browser,
}) => {
  const page = await phonePage(browser);
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);
  await page.goto("/id/products");
  await page.getByRole("button", { name: "Keranjang, 1 barang" }).click();
  const panel = page.getByRole("dialog", { name: "Keranjang Saya" });
  const remove = panel.getByRole("button", { name: /^Hapus / });
  await remove.click();
  const sure = page.getByRole("alertdialog", { name: "Apakah Anda yakin?" });
  await expect(sure.getByRole("button", { name: "Tidak" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(sure).toBeHidden();
  await expect(panel).toBeVisible();
  await expect(remove).toBeFocused();

  await remove.click();
  await sure.getByRole("button", { name: "Ya" }).click();
  await expect(panel.getByRole("button", { name: /^Hapus / })).toHaveCount(0);
});
