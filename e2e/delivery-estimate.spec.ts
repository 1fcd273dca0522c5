import { expect, test, type Page } from "@playwright/test";
import { signUpInBrowser } from "./account-helpers";
import { overflowOf, phoneContext } from "./phone-support";

// The product page's delivery estimate on a phone in Indonesian (issue #51, point 4): where the chosen size ships
// from and when it arrives, for a signed-in shopper's primary address and for a guest's area picked once.

/** A core basic the demo holds in every showroom and size (e2e/phone-product-page.spec.ts). */
const EVERYWHERE = 19;
const ANOTHER = 18;

function delivery(page: Page) {
  return page.getByRole("region", { name: "Pengiriman dan pengambilan" });
}

async function chooseFirstSize(page: Page): Promise<string> {
  const sizes = page.getByRole("group", { name: "Ukuran" });
  const first = sizes.getByRole("radio", { name: /^Ukuran [^(]+$/ }).first();
  await first.check();
  return (await first.getAttribute("value"))!;
}

test("a signed-in shopper picks a size and sees where it ships from and when it arrives at their primary address", async ({
  browser,
}) => {
  const context = await phoneContext(browser, 390);
  const page = await context.newPage();
  await signUpInBrowser(page, "estimate");
  const saved = await page.request.post("/api/v1/user/address", {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("access_token"))}` },
    data: {
      address_label: "Rumah",
      recipient_name: "Rina Wijaya",
      recipient_phone: "081234567890",
      recipient_zip: "40162",
      address_street: "Jl. Sukajadi No. 1",
      province_id: "32",
      city_id: "32.73",
      subdistrict_id: "32.73.07",
      address_notes: "",
      courier_destination_id: "sbx-32.73.07",
    },
  });
  expect(saved.ok()).toBe(true);

  await page.goto(`/id/product/${EVERYWHERE}`);
  const block = delivery(page);
  // It loads as the shopper scrolls to it (below a phone's first screen).
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByRole("button", { name: "Ubah area" })).toBeEnabled();
  const before = (await block.boundingBox())!.height;
  await chooseFirstSize(page);
  // The Bandung hub holds every size of this product: it ships from there, within Bandung in 1-2 days.
  await expect(block.getByText("Dikirim dari Paris Van Java Bandung")).toBeVisible();
  await expect(block.getByText("Tiba 1-2 hari ke Sukajadi, Kota Bandung")).toBeVisible();
  await expect(block.getByText(/^Ambil (hari ini|mulai besok) di /)).toBeVisible();
  expect((await block.boundingBox())!.height).toBe(before);
  await context.close();
});

test("a guest picks a subdistrict once and sees the estimate again on another product page", async ({ browser }) => {
  const context = await phoneContext(browser, 390);
  const page = await context.newPage();
  await page.goto(`/id/product/${EVERYWHERE}`);
  const block = delivery(page);
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByText(/^Dikirim dari /)).toBeVisible();
  await block.getByRole("button", { name: "Cek estimasi tiba ke area Anda" }).click();
  await block.getByLabel("Provinsi").selectOption({ label: "Jawa Barat" });
  await block.getByLabel("Kota").selectOption({ label: "Kota Bandung" });
  await block.getByLabel("Kecamatan").selectOption({ label: "Sukajadi" });
  await block.getByRole("button", { name: "Lihat estimasi" }).click();
  await expect(block.getByText(/^Tiba \d(-\d)? hari ke Sukajadi, Kota Bandung$/)).toBeVisible();

  await page.goto(`/id/product/${ANOTHER}`);
  await delivery(page).scrollIntoViewIfNeeded();
  await expect(delivery(page).getByText(/^Tiba \d(-\d)? hari ke Sukajadi, Kota Bandung$/)).toBeVisible();
  await expect(delivery(page).getByRole("button", { name: "Ubah area" })).toBeVisible();
  await context.close();
});

test("the estimate fits a 320 px phone and holds its place before the page's script runs", async ({ browser }) => {
  const context = await phoneContext(browser, 320);
  const page = await context.newPage();
  await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
  await page.goto(`/id/product/${EVERYWHERE}`);
  const block = delivery(page);
  // Before hydration: the placeholder text and a disabled button, in the space the answer will take.
  await expect(block.getByText("Memeriksa waktu pengiriman…")).toBeVisible();
  await expect(block.getByRole("button", { name: "Cek estimasi tiba ke area Anda" })).toBeDisabled();
  const placeholder = (await block.boundingBox())!.height;
  await page.unroute(/\/_next\/static\/.*\.js$/);
  await page.reload();
  await delivery(page).scrollIntoViewIfNeeded();
  await expect(delivery(page).getByText(/^Dikirim dari /)).toBeVisible();
  expect((await delivery(page).boundingBox())!.height).toBe(placeholder);
  await delivery(page).getByRole("button", { name: "Cek estimasi tiba ke area Anda" }).click();
  await expect(delivery(page).getByLabel("Kecamatan")).toBeVisible();
  expect(await overflowOf(page)).toEqual([]);
  await context.close();
});
