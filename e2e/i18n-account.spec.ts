import { expect, test, type BrowserContext } from "@playwright/test";
import { signUpByApi } from "./account-helpers";

// The sign-in and account pages in French and Bahasa Indonesia: headings, labels, buttons, the form checks' messages
// and the API's answers follow the `lang` cookie, as does <html lang>.

async function useLanguage(context: BrowserContext, baseURL: string | undefined, lang: "fr" | "id"): Promise<void> {
  await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
}

test("the sign-in page in French, with its field messages", async ({ page, context, baseURL }) => {
  await useLanguage(context, baseURL, "fr");
  await page.goto("/sign-in");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page).toHaveTitle(/Connexion/);
  await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nouveau client" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Mot de passe oublié ?" })).toBeVisible();

  await page.getByRole("main").getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("Veuillez saisir votre adresse e-mail")).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Mot de passe", { exact: true })).toBeVisible();
});

test("the sign-up page in Bahasa Indonesia", async ({ page, context, baseURL }) => {
  await useLanguage(context, baseURL, "id");
  await page.goto("/sign-up");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("heading", { level: 1, name: "Buat Akun" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Jenis Kelamin" }).getByLabel("Wanita")).toBeVisible();
  await expect(page.getByLabel("Konfirmasi Kata Sandi")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sudah punya akun? Masuk." })).toBeVisible();
});

test("the account area in Bahasa Indonesia: menu, headings and the newsletter's answer", async ({
  page,
  context,
  baseURL,
}) => {
  await signUpByApi(page, "i18n-account-id");
  await useLanguage(context, baseURL, "id");
  await page.goto("/account");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("heading", { level: 1, name: "Informasi Akun" })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Akun", exact: true });
  for (const name of ["Pesanan Saya", "Wishlist Saya", "Alamat Pengiriman", "Ubah Kata Sandi"]) {
    await expect(menu.getByRole("link", { name })).toBeVisible();
  }
  await expect(menu.getByRole("button", { name: "Keluar" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Simpan Profil" })).toBeVisible();

  await page.getByRole("switch", { name: "Berlangganan newsletter kami" }).click();
  await expect(page.getByText("Anda telah berlangganan newsletter kami.")).toBeVisible();
});

test("the address book in French: the new address form and its messages", async ({ page, context, baseURL }) => {
  await signUpByApi(page, "i18n-account-fr");
  await useLanguage(context, baseURL, "fr");
  await page.goto("/account/shipping-address");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: "Adresses de livraison" })).toBeVisible();
  await expect(page.getByText("Vous n'avez encore aucune adresse enregistrée.")).toBeVisible();

  await page.getByRole("button", { name: "Ajouter une adresse" }).click();
  const form = page.getByRole("form", { name: "Nouvelle adresse" });
  await expect(form.getByLabel("Nom du destinataire")).toBeVisible();
  await expect(form.getByLabel("Province")).toHaveValue("");
  await expect(form.getByRole("option", { name: "Choisir une province" })).toBeAttached();
  await form.getByRole("button", { name: "Enregistrer l'adresse" }).click();
  await expect(form.getByText("Le nom de l'adresse est obligatoire.")).toBeVisible();
  await expect(form.getByRole("button", { name: "Annuler" })).toBeVisible();
});
