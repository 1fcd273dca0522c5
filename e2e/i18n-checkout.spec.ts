import { expect, test, type BrowserContext } from "@playwright/test";
import { signUpByApi } from "./account-helpers";
import { addToCart, firstSize } from "./checkout-support";

// The checkout, the payment return page and My Orders in French and Bahasa Indonesia (the `lang` cookie); English
// is covered by the checkout and orders specs.

const EVERYWHERE = 19;

async function speak(context: BrowserContext, baseURL: string | undefined, lang: "fr" | "id") {
  await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
}

test("the checkout wizard speaks French and Bahasa Indonesia", async ({ page, context, baseURL }) => {
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);

  await speak(context, baseURL, "fr");
  await page.goto("/checkout");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: "Commande" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Choisissez le mode de livraison" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Étapes de la commande" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Livraison à domicile/ })).toBeVisible();

  await speak(context, baseURL, "id");
  await page.goto("/checkout");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("heading", { name: "Pilih Jenis Pengiriman" })).toBeVisible();
  await page.getByRole("button", { name: /Ambil di Toko/ }).click();
  await expect(page.getByRole("heading", { name: "Pilih Toko" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Kembali" })).toBeVisible();
});

test("the payment return page and an empty checkout speak French", async ({ page, context, baseURL }) => {
  await speak(context, baseURL, "fr");
  await page.goto("/payment/response?bill_no=unknown&status=2&signature=forged");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: "Commande confirmée" })).toBeVisible();
  await expect(page.getByText("Consultez vos e-mails")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Continuer mes achats" })).toHaveAttribute(
    "href",
    "/fr/products",
  );

  // The checkout API's own answer is translated too.
  await page.goto("/checkout");
  await expect(page.getByRole("main").getByText("Votre panier est vide", { exact: true })).toBeVisible();
});

test("My Orders speaks Bahasa Indonesia", async ({ page, context, baseURL }) => {
  await signUpByApi(page, "orders-id");
  await speak(context, baseURL, "id");
  await page.goto("/account/orders");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("heading", { level: 1, name: "Pesanan Saya" })).toBeVisible();
  await expect(page.getByText("Belum ada pesanan, yuk belanja lagi bersama kami!")).toBeVisible();
});
