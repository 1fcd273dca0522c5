import { expect, type Page } from "@playwright/test";

/**
 * Puts a line in the shopper's cart through the cart API (POST /api/v1/cart, built by the cart branch), using the
 * device id the page keeps in localStorage. Tests that need it stay `test.fixme` until that route is merged.
 */
export async function addToCart(page: Page, productId: number, size: string, qty = 1) {
  await page.goto("/");
  const deviceId = await page.evaluate(() => {
    const key = "local_device_id";
    const existing = window.localStorage.getItem(key);
    if (existing) return existing;
    const created = crypto.randomUUID();
    window.localStorage.setItem(key, created);
    return created;
  });
  const res = await page.request.post("/api/v1/cart", {
    data: { local_device_id: deviceId, product_detail_id: productId, size, qty },
  });
  expect(res.ok()).toBe(true);
  return deviceId;
}

/** The first size of a product, from the public product API. */
export async function firstSize(page: Page, productId: number): Promise<string> {
  const res = await page.request.get(`/api/v1/product?id=${productId}`);
  const body = (await res.json()) as {
    data: { product?: { sizes: { size_code: string }[] }; sizes?: { size_code: string }[] };
  };
  const sizes = body.data.product?.sizes ?? body.data.sizes ?? [];
  return sizes[0]!.size_code;
}

const PAYMENT = {
  en: { button: "Go To Payment", question: "Are you sure want to go to payment?", yes: "Yes" },
  id: { button: "Lanjut ke Pembayaran", question: "Apakah Anda yakin ingin lanjut ke pembayaran?", yes: "Ya" },
} as const;

/** 'Go To Payment', then 'Yes' to the page's own question, the spec's 'Are you sure want to go to payment?'. */
export async function goToPayment(page: Page, lang: keyof typeof PAYMENT = "en") {
  const t = PAYMENT[lang];
  await page.getByRole("button", { name: t.button }).click();
  await page.getByRole("alertdialog", { name: t.question }).getByRole("button", { name: t.yes }).click();
}

/**
 * Fills the guest's delivery address with the cascading selects (Jawa Barat → Kota Bandung → first district); the
 * sandbox courier has one place per district, so no courier destination is asked for.
 */
export async function fillGuestAddress(page: Page) {
  await page.getByLabel("Recipient name").fill("Budi Santoso");
  await page.getByLabel("Recipient phone").fill("081298765432");
  await page.getByLabel("Address street").fill("Jl. Cihampelas No. 10");
  await page.getByLabel("Province").selectOption({ label: "Jawa Barat" });
  await page.getByLabel("City").selectOption({ label: "Kota Bandung" });
  await page.getByLabel("Subdistrict").selectOption({ index: 1 });
}
