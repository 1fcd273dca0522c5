import { expect, test, type Page } from "@playwright/test";
import { placeGuestDelivery, runOps } from "./orders-support";
import { overflowOf, phoneContext } from "./phone-support";
import { jpeg, mailedOrderLink, MP4 } from "./returns-support";

// Issue #49, "On a phone": the return form at 320 px in English and in French fits the screen, speaks the page's
// language, and on a patchy connection a photo that did not arrive is sent again from its Retry button, with what
// was typed kept. (Indonesian at 390 px, and the staff's side, are returns-phone.spec.ts.)

const FORMS = {
  en: {
    prefix: "",
    region: "Returns",
    start: "Request a return",
    form: "Return request",
    reason: "Wrong item",
    description: "What is wrong?",
    photos: /^Photos/,
    video: /^Video/,
    method: "Send a parcel",
    bank: "Bank",
    account: "Account number",
    holder: "Account holder",
    tags: /price tag and hang tag are attached/,
    send: "Send the request",
    sent: "Your return request has been sent.",
    requested: "Requested",
    failed: /front\.jpg did not arrive/,
    retry: "Retry front.jpg",
  },
  fr: {
    prefix: "/fr",
    region: "Retours",
    start: "Demander un retour",
    form: "Demande de retour",
    reason: "Article erroné",
    description: "Quel est le problème ?",
    photos: /^Photos/,
    video: /^Vidéo/,
    method: "L'envoyer par colis",
    bank: "Banque",
    account: "Numéro de compte",
    holder: "Titulaire du compte",
    tags: /étiquette volante sont attachées/,
    send: "Envoyer la demande",
    sent: "Votre demande de retour a été envoyée.",
    requested: "Demandé",
    failed: /front\.jpg n'est pas arrivé/,
    retry: "Renvoyer front.jpg",
  },
} as const;

/** The order link of a guest's delivery, paid in the sandbox, shipped and received. */
async function receivedOrderLink(page: Page, baseURL: string, email: string): Promise<string> {
  const trxRef = await placeGuestDelivery(page, email);
  const mailed = (kind: string) => mailedOrderLink(page, email, kind);
  await page.goto(await mailed("ORDER_CONFIRMATION"));
  await page.getByRole("button", { name: "Bayar Sekarang" }).click();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText("Pembayaran Anda telah diterima.")).toBeVisible();
  runOps(baseURL, "ship", trxRef, `JNE49L${Date.now() % 1_000_000}`);
  runOps(baseURL, "complete", trxRef);
  return mailed("ORDER_SHIPPED");
}

for (const [lang, t] of Object.entries(FORMS)) {
  test(`${lang}: the return form fits a 320 px phone, and a photo that did not arrive is sent again with the text kept`, async ({
    browser,
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const link = new URL(await receivedOrderLink(page, baseURL!, `retour-${lang}-${Date.now()}@example.com`));
    const phone = await phoneContext(browser, 320);
    const shopper = await phone.newPage();
    // The mailed link is in the order's language (Indonesian); the shopper reads the page in this one.
    const path = link.pathname.replace(/^\/(id|fr)(?=\/)/, "");
    await shopper.goto(`${link.origin}${t.prefix}${path}${link.search}`);
    const returns = shopper.getByRole("region", { name: t.region });
    await returns.getByRole("button", { name: t.start }).click();
    const form = shopper.getByRole("form", { name: t.form });
    await form.getByRole("checkbox").first().check();
    await form.getByRole("radio", { name: t.reason }).check();
    const description = "Size M ordered, L came: the sleeve seam is also open.";
    await form.getByLabel(t.description).fill(description);

    // The first photo's upload is cut once, as on a patchy connection.
    let cut = false;
    await shopper.route(/\/api\/v1\/return-files\?.*kind=photo/, async (route) => {
      if (cut) return route.continue();
      cut = true;
      await route.abort("connectionreset");
    });
    await form
      .getByLabel(t.photos)
      .setInputFiles({ name: "front.jpg", mimeType: "image/jpeg", buffer: await jpeg("#c33") });
    await form.getByLabel(t.video).setInputFiles({ name: "unboxing.mp4", mimeType: "video/mp4", buffer: MP4 });
    await form.getByRole("radio", { name: t.method }).check();
    await form.getByLabel(t.bank, { exact: true }).fill("BCA");
    await form.getByLabel(t.account).fill("1234567890");
    await form.getByLabel(t.holder).fill("Budi Santoso");
    await form.getByLabel(t.tags).check();
    expect(await overflowOf(shopper)).toEqual([]);

    await form.getByRole("button", { name: t.send }).click();
    await expect(form.getByText(t.failed)).toBeVisible();
    expect(await overflowOf(shopper)).toEqual([]);
    await expect(form.getByLabel(t.description)).toHaveValue(description);
    await form.getByRole("button", { name: t.retry }).click();
    await form.getByRole("button", { name: t.send }).click();
    await expect(shopper.getByText(t.sent)).toBeVisible();
    await expect(returns.getByText(t.requested, { exact: true })).toBeVisible();
    await phone.close();
  });
}
