import { expect, test, type Locator, type Page } from "@playwright/test";
import { addToCart, firstSize } from "./checkout-support";

// The phone shopper's checkout in Indonesian (issue #48): the hub chosen for them, the courier options cheapest first,
// the email first, the steps in sight, and how one can pay said before leaving the shop.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** In stock at every showroom, so every hub holds the cart. */
const EVERYWHERE = 19;

/** A guest's delivery address, typed in the Indonesian form; the email first. */
async function typeAddress(page: Page, city: { province: string; city: string }) {
  await page.getByLabel("Email").fill("sari@example.com");
  await page.getByLabel("Nama penerima").fill("Sari Wulandari");
  await page.getByLabel("Telepon penerima").fill("081234567890");
  await page.getByLabel("Alamat jalan").fill("Jl. Kaliurang Km 5 No. 12");
  await page.getByLabel("Provinsi").selectOption({ label: city.province });
  await page.getByLabel("Kota").selectOption({ label: city.city });
  await page.getByLabel("Kecamatan").selectOption({ index: 1 });
}

/** Whether the element is what a tap at its middle reaches: nothing (the fixed header) lies over it. */
async function uncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.top >= 0 && r.bottom <= window.innerHeight && hit !== null && el.contains(hit);
  });
}

async function startDelivery(page: Page) {
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);
  await page.goto("/id/checkout");
  await page.getByRole("button", { name: /Pengiriman Online/ }).click();
}

test("a guest in Sleman is shipped from the nearest hub that holds every item, and may change it", async ({ page }) => {
  await startDelivery(page);
  await typeAddress(page, { province: "Daerah Istimewa Yogyakarta", city: "Kabupaten Sleman" });
  await page.getByRole("button", { name: "Lanjut" }).click();

  // Surabaya lies nearer Sleman than Bandung, Jakarta or Denpasar, and holds the whole cart.
  await expect(page.getByText("Dikirim dari Tunjungan Plaza Surabaya")).toBeVisible();
  await page.getByRole("button", { name: "Ganti gudang" }).click();
  await page.getByRole("button", { name: /Paris Van Java Bandung/ }).click();
  await expect(page.getByRole("heading", { name: "Kurir Pengiriman" })).toBeVisible();
});

test("the checkout on a phone asks the email first, keeps its steps in sight, lists the cheaper courier option first and says how one can pay", async ({
  page,
}) => {
  await startDelivery(page);
  const form = page.getByRole("region", { name: "Alamat Pengiriman" });
  await expect(form.getByLabel("Email")).toBeVisible();
  const fields = await form.getByRole("textbox").evaluateAll((els) => els.map((el) => el.getAttribute("name")));
  expect.soft(fields[0], "the email leads the guest's form").toBe("guest_email");

  const steps = page.getByRole("list", { name: "Langkah checkout" });
  expect.soft(await uncovered(steps), "the steps show at the top").toBe(true);
  // One line of steps: the numbers, the current one named.
  expect.soft((await steps.boundingBox())!.height, "the steps keep to one line").toBeLessThan(40);

  await typeAddress(page, { province: "Jawa Barat", city: "Kota Bandung" });
  await page.getByRole("button", { name: "Lanjut" }).click();
  // The shopper tapped at the foot of a long form: the next step starts with its steps below the header.
  await expect(steps.getByText("Gudang")).toBeVisible();
  await expect(page.getByRole("button", { name: /Paris Van Java Bandung/ })).toBeVisible();
  expect.soft(await uncovered(steps), "the next step's steps show below the header").toBe(true);

  await page.getByRole("button", { name: /Paris Van Java Bandung/ }).click();
  const options = page.getByRole("radiogroup", { name: "Metode pengiriman" }).getByRole("radio");
  await expect(options.first()).toBeVisible();
  const tariffs = (await options.allInnerTexts()).map((text) =>
    Number(/Rp\s?([\d.]+)/.exec(text)?.[1]?.replace(/\./g, "")),
  );
  expect(tariffs.length).toBeGreaterThan(1);
  expect.soft(tariffs, "the cheaper courier option comes first").toEqual([...tariffs].sort((a, b) => a - b));

  await page.getByRole("radio", { name: /REG/ }).click();
  await page.getByRole("button", { name: "Lanjut" }).click();
  await expect(page.getByRole("button", { name: "Lanjut ke Pembayaran" })).toBeVisible();
  const ways = page.getByRole("region", { name: "Cara pembayaran" });
  await expect(ways.getByRole("listitem")).toHaveText([
    /Virtual account \(transfer bank\).*BCA, BNI, BRI, Mandiri/,
    /Dompet digital.*OVO, DANA/,
    /Bayar di gerai ritel.*Alfamart/,
    /Internet banking.*BCA KlikPay/,
  ]);
});
