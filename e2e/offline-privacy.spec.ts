import { expect, test } from "@playwright/test";
import { signUpInBrowser } from "./account-helpers";
import { PHONE_WITH_WORKER, cachedPaths, openWithWorker } from "./offline-support";

// Issue #37: the worker never keeps account pages, the cart, checkout, API answers or anything personal.
test.use(PHONE_WITH_WORKER);

test("a signed-in page is not served from the worker's cache after sign-out, and nothing personal is kept", async ({
  page,
  context,
}) => {
  // Signs up, opens five pages and signs out: slow on a busy machine.
  test.slow();
  await signUpInBrowser(page, "offline-privacy");
  await openWithWorker(page, "/");
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Account Information" })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Rina Wijaya");
  await page.goto("/cart");
  await page.goto("/product/19");

  await page.goto("/account");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page
    .getByRole("alertdialog", { name: "Are you sure want to sign out?" })
    .getByRole("button", { name: "Yes" })
    .click();
  await expect(page).toHaveURL(/\/sign-in$/);

  const kept = await cachedPaths(page);
  expect(kept, "the visited product page is kept").toContain("/product/19");
  expect(kept.filter((path) => /^\/(?:account|cart|checkout|sign-in|api)(?:[/?]|$)/.test(path))).toEqual([]);

  await context.setOffline(true);
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByText("Rina Wijaya")).toHaveCount(0);
  await context.setOffline(false);
});
