import { expect, test, type BrowserContext } from "@playwright/test";

// The listing, the product page and the category landing in French and Bahasa Indonesia (the `lang` cookie).

async function useLanguage(context: BrowserContext, baseURL: string | undefined, lang: "fr" | "id") {
  await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
}

test("the listing in French: title, sort, categories, quick view", async ({ page, context, baseURL }) => {
  await useLanguage(context, baseURL, "fr");
  await page.goto("/products");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: "Nos collections" })).toBeVisible();
  await expect(page.getByText(/^\d+ articles? trouvés?$/)).toBeVisible();
  const sort = page.getByRole("combobox", { name: "Trier par" });
  await expect(sort).toHaveValue("PRICE_DESC");
  await expect(sort.locator("option:checked")).toHaveText("Prix décroissant");
  await expect(
    page.getByRole("navigation", { name: "Catégories" }).getByRole("link", { name: "Tous les produits" }),
  ).toBeVisible();

  await page
    .getByRole("button", { name: /^Aperçu rapide de / })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("link", { name: "voir le détail" })).toBeVisible();
  await dialog.getByRole("button", { name: "ajouter au panier" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Veuillez choisir une taille.");
  // Its close button is named in French too.
  await dialog.getByRole("button", { name: "Fermer", exact: true }).click();
  await expect(dialog).toBeHidden();
});

test("the product page in Bahasa Indonesia: buttons, size guide, related products, share", async ({
  page,
  context,
  baseURL,
}) => {
  await useLanguage(context, baseURL, "id");
  await page.goto("/product/18");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  const main = page.getByRole("main");
  await expect(main.getByText("DISKON 30%", { exact: true })).toBeVisible();
  await expect(main.getByRole("spinbutton", { name: "Jumlah" })).toHaveValue("1");
  await expect(main.getByRole("button", { name: "Tambah ke Wishlist" })).toBeVisible();
  await expect(
    main
      .getByRole("group", { name: "Ukuran" })
      .getByRole("radio", { name: /^Ukuran / })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Panduan Ukuran" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Produk Terkait" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Bagikan di Facebook" })).toBeVisible();
  await main.getByRole("button", { name: "Tambah ke Keranjang" }).first().click();
  await expect(main.getByRole("alert")).toHaveText("Silakan pilih ukuran.");
});

test("the product page in French", async ({ page, context, baseURL }) => {
  await useLanguage(context, baseURL, "fr");
  await page.goto("/product/18");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByText("-30 %", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ajouter à la liste d'envies" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Guide des tailles" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Voir le stock en boutique" })).toBeVisible();
});

test("the category landing in Bahasa Indonesia and French", async ({ page, context, baseURL }) => {
  await useLanguage(context, baseURL, "id");
  await page.goto("/shop/men");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("heading", { level: 1, name: "Pria" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Menu Pria" }).getByRole("link", { name: "Anak" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Terbaru untuk Pria" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Lihat cepat / }).first()).toBeAttached();

  await useLanguage(context, baseURL, "fr");
  await page.goto("/shop/women");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: "Femme" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Découvrir" })).toBeVisible();
});
