import { randomUUID } from "node:crypto";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { signUpByApi } from "./account-helpers";

// The cart page, the cart panel and My Wishlist in French and Bahasa Indonesia (the `lang` cookie), <html lang> too.

async function speak(context: BrowserContext, baseURL: string | undefined, lang: "fr" | "id") {
  await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
}

/** A guest with its own device id and one line of product 19 in the server's cart. */
async function guestWithShirt(page: Page) {
  const device = randomUUID();
  await page.addInitScript((id) => window.localStorage.setItem("local_device_id", id), device);
  const found = await page.request.get("/api/v1/product?id=19");
  const product = (
    (await found.json()) as { data: { product: { sizes: { size_code: string; is_available: boolean }[] } } }
  ).data.product;
  const size = product.sizes.find((s) => s.is_available)!.size_code;
  const res = await page.request.post("/api/v1/cart", {
    data: { local_device_id: device, product_detail_id: 19, size, qty: 1 },
  });
  expect(res.status()).toBe(200);
}

test("French: the empty cart page and the panel", async ({ page, context, baseURL }) => {
  await speak(context, baseURL, "fr");
  await page.goto("/cart");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: "Mon panier" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Votre panier est vide" })).toBeVisible();
  await expect(page.getByText("Découvrez le reste de nos collections")).toBeVisible();

  await page.getByRole("button", { name: /^Panier, \d+ articles?$/ }).click();
  const panel = page.getByRole("dialog", { name: "Mon panier" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("button", { name: "Fermer le panier" })).toBeVisible();
  await expect(panel.getByRole("link", { name: "Continuer mes achats" })).toHaveAttribute("href", "/fr/products");
});

test("Bahasa Indonesia: a cart line, its quantity buttons and the way to checkout", async ({
  page,
  context,
  baseURL,
}) => {
  await speak(context, baseURL, "id");
  await guestWithShirt(page);
  await page.goto("/cart");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("heading", { level: 1, name: "Keranjang Belanja" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Jumlah" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Kurangi jumlah .+ \(Ukuran: .+\)$/ })).toBeDisabled();
  await expect(page.getByRole("button", { name: /^Tambah jumlah / })).toBeEnabled();
  await expect(page.getByText("Total Harga")).toBeVisible();
  await expect(page.getByRole("link", { name: "Masuk untuk Membeli" })).toHaveAttribute("href", "/id/sign-in");
  await expect(page.getByRole("link", { name: "Checkout sebagai Tamu" })).toHaveAttribute("href", "/id/checkout");
});

test("My Wishlist in French and in Bahasa Indonesia", async ({ page, context, baseURL }) => {
  await signUpByApi(page, "i18n-wish");
  await speak(context, baseURL, "fr");
  await page.goto("/account/wishlist");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { name: "Ma liste d'envies" })).toBeVisible();
  await expect(page.getByText("Votre liste d'envies est encore vide, découvrez nos collections !")).toBeVisible();

  // A page's address keeps its language; the unprefixed address follows the choice kept in the cookie.
  await speak(context, baseURL, "id");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.goto("/account/wishlist");
  await expect(page).toHaveURL(/\/id\/account\/wishlist$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("heading", { name: "Wishlist Saya" })).toBeVisible();
  await expect(page.getByText("Belum ada wishlist, yuk belanja lagi bersama kami!")).toBeVisible();
});
