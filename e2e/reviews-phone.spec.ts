import { expect, test } from "@playwright/test";
import { myOrders, placePaidDelivery, runOps, saveBandungAddress, signUpThroughForm } from "./orders-support";
import { phoneContext } from "./phone-support";
import { jpeg } from "./returns-support";

// Issue #51, point 1, "Done when": on a 390 px phone in Indonesian, a completed order's product is reviewed with a
// photo from My Orders; the review shows on the product page with "Pembeli terverifikasi", the average shows on the
// product's card in the listing, and the page's JSON-LD carries the aggregate rating (docs/reviews.md).

const PRODUCT = 19;

test("a buyer reviews a completed order's product with a photo on a phone in Indonesian", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await signUpThroughForm(page, "review");
  await saveBandungAddress(page);
  await placePaidDelivery(page, PRODUCT);
  const [order] = await myOrders(page);
  runOps(baseURL!, "ship", order!.trx_ref, "JNE0051000001");
  runOps(baseURL!, "complete", order!.trx_ref);
  const detail = await page.request.get(`/api/v1/product?id=${PRODUCT}`);
  const name = ((await detail.json()) as { data: { product: { product_name: string } } }).data.product.product_name;

  const phone = await phoneContext(browser, 390, await page.context().storageState());
  const shopper = await phone.newPage();
  await shopper.goto("/id/account/orders");
  const card = shopper.getByRole("listitem").filter({ hasText: order!.trx_ref.slice(0, 8).toUpperCase() });
  await card.getByRole("button", { name: "Lihat Detail" }).click();
  await shopper.getByRole("link", { name: `Tulis ulasan untuk ${name}` }).click();

  const form = shopper.getByRole("form", { name: `Ulasan: ${name}` });
  await expect(form).toBeVisible();
  // Before the page's script runs the button waits; then it works.
  await expect(form.getByRole("button", { name: "Kirim ulasan" })).toBeEnabled();
  await form.getByRole("radio", { name: "4 bintang" }).check();
  await form.getByLabel("Judul").fill("Adem dan pas");
  await form.getByLabel("Ulasan Anda").fill("Bahannya adem, jahitan rapi, ukurannya pas di badan.");
  await form
    .getByLabel(/^Foto/)
    .setInputFiles({ name: "dipakai.jpg", mimeType: "image/jpeg", buffer: await jpeg("#2a7") });
  expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await form.getByRole("button", { name: "Kirim ulasan" }).click();
  await expect(form.getByRole("status")).toHaveText("Terima kasih! Ulasan Anda sudah tayang.");
  await expect(form.getByRole("button", { name: "Hapus foto 1" })).toBeVisible();

  // The product page: the summary, the review with its badge, size and photo, and the buyer's edit link.
  await shopper.goto(`/id/product/${PRODUCT}`);
  const reviews = shopper.getByRole("region", { name: "Ulasan" });
  await expect(reviews.getByText(/^\d,\d dari 5/)).toBeVisible();
  await expect(reviews.getByRole("list", { name: "Rating per bintang" }).getByRole("listitem")).toHaveCount(5);
  await expect(reviews.getByRole("listitem", { name: /^4 bintang: [1-9]\d*$/ })).toBeAttached();
  const item = reviews.getByRole("listitem").filter({ has: shopper.getByRole("heading", { name: "Adem dan pas" }) });
  await expect(item.getByText("Pembeli terverifikasi")).toBeVisible();
  await expect(item.getByText("Rina", { exact: true })).toBeVisible();
  await expect(item.getByText(/^Ukuran /)).toBeVisible();
  await expect(item.getByRole("img", { name: "Foto 1 dari ulasan Rina" })).toBeVisible();
  expect(
    await item
      .getByRole("img", { name: "Foto 1 dari ulasan Rina" })
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await expect(reviews.getByRole("link", { name: "Ubah ulasan Anda" })).toBeVisible();
  await expect(reviews.getByRole("combobox", { name: "Urutkan ulasan" })).toBeEnabled();

  // JSON-LD: the aggregate from the real reviews.
  const ld = await shopper.locator('script[type="application/ld+json"]').first().textContent();
  const product = (JSON.parse(ld!) as Record<string, unknown>[])[0] as {
    aggregateRating?: { ratingValue: number; reviewCount: number };
    review?: unknown[];
  };
  expect(product.aggregateRating?.reviewCount).toBeGreaterThanOrEqual(1);
  expect(product.aggregateRating?.ratingValue).toBeGreaterThan(0);
  expect(product.review?.length).toBeGreaterThanOrEqual(1);

  // The listing's card shows the average and the count.
  await shopper.goto(`/id/products?search=${encodeURIComponent(name)}`);
  const productCard = shopper.getByRole("article", { name });
  await expect(productCard.getByText(/^Rating \d,\d dari 5 dari \d+ ulasan$/)).toBeAttached();
  await expect(productCard.getByText(/^★ \d,\d \(\d+\)$/)).toBeVisible();
  await phone.close();
});
