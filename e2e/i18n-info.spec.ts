import { expect, test, type BrowserContext } from "@playwright/test";

// The home page and the information pages in French and Bahasa Indonesia: the language comes from the `lang`
// cookie, the interface around the data (headings, tabs, labels, how-to steps) follows it, and so does <html lang>.

async function speak(context: BrowserContext, baseURL: string | undefined, lang: "fr" | "id") {
  await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
}

test("the stores and FAQ pages in French", async ({ page, context, baseURL }) => {
  await speak(context, baseURL, "fr");
  await page.goto("/stores");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: "Boutiques" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Retrait en boutique\s*pour une commande plus rapide/ })).toHaveAttribute(
    "href",
    "/fr/stores/pickup-on-store",
  );
  await expect(page.getByRole("link", { name: /Voir sur Google Maps/ }).first()).toHaveAttribute("target", "_blank");
  await expect(page).toHaveTitle(/Boutiques/);

  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1, name: "Questions fréquentes" })).toBeVisible();
  await expect(page.getByRole("tablist", { name: "Thèmes de la FAQ" }).getByRole("tab")).toHaveText([
    "Compte",
    "Panier",
    "Livraison et expédition",
    "Paiement",
    "Aide",
  ]);
  // The answers themselves stay in Bahasa Indonesia.
  await expect(page.getByRole("tabpanel", { name: "Compte" })).toContainText("Apakah saya harus punya akun");
});

test("the how-to page and the home page in Bahasa Indonesia", async ({ page, context, baseURL }) => {
  await speak(context, baseURL, "id");
  await page.goto("/stores/pickup-on-store");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("heading", { level: 1, name: "Ambil di Toko" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "Checkout",
    "Pilih Toko",
    "Pembayaran",
    "Pembelian Berhasil",
    "Ambil di Toko",
  ]);
  await expect(
    page.getByRole("navigation", { name: "Halaman terkait" }).getByRole("link", { name: "Belanja Sekarang" }),
  ).toHaveAttribute("href", "/id/products");

  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("heading", { name: "Belanja per Kategori" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Putar video/ }).first()).toBeVisible();
  const popup = page.getByRole("dialog", { name: "Penawaran spesial" });
  await expect(popup).toBeVisible({ timeout: 5000 });
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();
  await page.getByRole("button", { name: "Berlangganan" }).click();
  await expect(page.locator("#newsletter-error")).toHaveText("Silakan masukkan alamat email Anda");
});
