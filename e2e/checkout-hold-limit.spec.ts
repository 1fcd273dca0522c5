import { expect, test } from "@playwright/test";
import { addToCart, goToPayment } from "./checkout-support";

// Issue #21 point 1: a device that already holds two unpaid orders is told, in the shopper's language, to pay them
// or wait, when it tries to place a third (the limit itself is proven in tests/hardening/hoarding.test.ts).

// A store and a size no other e2e test counts on (Level 21 Mall Denpasar holds 24 units of product 19 in M): the two
// unpaid orders hold their units for 24 hours, and the checkout tests that run later need their stores' stock.
const EVERYWHERE = 19;
const SIZE = "M";
const LEVEL_21_MALL = 15;
const LIMIT_ID =
  "Anda masih memiliki pesanan yang menunggu pembayaran. Silakan bayar pesanan tersebut, atau tunggu hingga kedaluwarsa, sebelum membuat pesanan lain.";

test("a third unpaid order from one device is refused with the limit's message in Bahasa Indonesia", async ({
  page,
  context,
  baseURL,
}) => {
  const size = SIZE;
  const device = await addToCart(page, EVERYWHERE, size, 1);
  for (let i = 0; i < 2; i++) {
    if (i > 0) await addToCart(page, EVERYWHERE, size, 1);
    const placed = await page.request.post("/api/v1/checkout-trx", {
      data: {
        local_device_id: device,
        shipping_type: "PICKUP_ON_STORE",
        showroom_id: LEVEL_21_MALL,
        guest_email: "penimbun@example.com",
      },
    });
    expect(placed.status()).toBe(200);
  }
  await addToCart(page, EVERYWHERE, size, 1);

  await context.addCookies([{ name: "lang", value: "id", url: baseURL! }]);
  await page.goto("/checkout");
  await page.getByRole("button", { name: /Ambil di Toko/ }).click();
  await page.getByLabel("Email").fill("penimbun@example.com");
  await page.getByRole("button", { name: /Level 21 Mall Denpasar/ }).click();
  await goToPayment(page, "id");
  await expect(page.getByText(LIMIT_ID).first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
});
