import { expect, test } from "@playwright/test";
import { PHONE_WITH_WORKER, cachedPaths, expectOfflineBar, openWithWorker } from "./offline-support";

// Issue #37: a visited page opens offline with the offline bar, a page never visited gets the offline page in the
// shopper's language, Add to Cart offline is refused with a clear message, and checkout and sign-in say they need a
// connection without losing what was typed. On a phone, with the service worker running.
test.use(PHONE_WITH_WORKER);

test("English: a visited product page opens offline with the offline bar, Add to Cart is refused, an unvisited page is the offline page", async ({
  page,
  context,
}) => {
  await openWithWorker(page, "/");
  await page.goto("/product/19");
  const name = await page.getByRole("main").getByRole("heading", { level: 1 }).textContent();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(name!);
  await expectOfflineBar(
    page,
    "You are offline. This page was saved on your last visit: prices and stock may have changed.",
  );

  await page
    .getByRole("main")
    .getByRole("radio", { name: /^Size / })
    .first()
    .check();
  await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("You are offline: Add to Cart needs a connection. Nothing was added.")).toBeVisible();

  // The FAQ is a page the worker would keep, but it was never opened: the offline page stands at its address, and
  // the bar, once hydrated (the cart button is enabled then), does not say the page was saved.
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Cart, / }).first()).toBeEnabled();
  await expect(page.getByText("This page was saved on your last visit", { exact: false })).toHaveCount(0);
  await context.setOffline(false);
});

test("Indonesian: a listing and a product opened from it by the client router open offline with the bar in Indonesian; checkout offline is the Indonesian offline page", async ({
  page,
  context,
}) => {
  test.slow();
  await openWithWorker(page, "/id");
  await page.goto("/id/products");
  const card = page.getByRole("article").first();
  const name = (await card.getAttribute("aria-label")) ?? "";
  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/id\/product\/\d+$/);
  const productPath = new URL(page.url()).pathname;
  await expect
    .poll(() => cachedPaths(page), { message: "the worker saves a page the client router opened" })
    .toContain(productPath);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(name);
  await expectOfflineBar(
    page,
    "Anda sedang offline. Halaman ini disimpan saat kunjungan terakhir Anda: harga dan stok mungkin sudah berubah.",
  );
  await page.goto("/id/products");
  await expect(page.getByRole("article").first()).toBeVisible();

  await page.goto("/id/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Anda sedang offline" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await context.setOffline(false);
});

test("sign-in says it needs a connection, and what was typed stays when it is sent offline", async ({
  page,
  context,
}) => {
  await openWithWorker(page, "/sign-in");
  await page.getByLabel("Email").fill("rina@example.com");
  await page.getByLabel("Password", { exact: true }).fill("rahasia123");

  await context.setOffline(true);
  await expectOfflineBar(
    page,
    "You are offline. This page needs a connection: what you typed stays here until you are back online.",
  );
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Connection failed, please try again")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("rina@example.com");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("rahasia123");
  await context.setOffline(false);
});
