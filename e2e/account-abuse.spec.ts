import { expect, test } from "@playwright/test";
import { PASSWORD, signUpByApi, uniqueEmail } from "./account-helpers";

test("changing the email on the profile asks for the current password and tells the old address", async ({ page }) => {
  const email = await signUpByApi(page, "email-change");
  await page.goto("/account");
  const current = page.getByLabel("Current Password (needed to change your email)");
  await expect(current).toHaveCount(0);
  const moved = uniqueEmail("email-moved");
  await page.getByLabel("Email", { exact: true }).fill(moved);
  await expect(current).toBeVisible();
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(
    page.getByText("Please enter your current password to change your email address.").first(),
  ).toBeVisible();
  await current.fill("not-my-password");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Your current password is not correct.").first()).toBeVisible();
  await current.fill(PASSWORD);
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Your profile have been successfully updated.")).toBeVisible();
  await expect(current).toHaveCount(0);

  await page.goto("/dev/outbox");
  await expect(
    page.getByRole("row", { name: email }).getByRole("link", { name: "The email address of your account was changed" }),
  ).toBeVisible();
});

test("the home box's sign-up is confirmed only by the mailed link", async ({ page }) => {
  const email = uniqueEmail("optin");
  const res = await page.request.post("/api/v1/newsletter", { data: { email } });
  expect(res.status()).toBe(200);
  await page.goto("/dev/outbox");
  await page
    .getByRole("row", { name: email })
    .getByRole("link", { name: "Confirm your newsletter subscription" })
    .click();
  const link =
    /http\S+\/newsletter\/confirm\?token=\S+/.exec(await page.getByTestId("mail-body").innerText())?.[0] ?? "";
  expect(link.startsWith("http://127.0.0.1:")).toBe(true);
  await page.goto(link);
  await expect(
    page.getByText("Your newsletter subscription is confirmed. Thank you for subscribing to our newsletter."),
  ).toBeVisible();
  await page.goto(link);
  await expect(page.getByText("This confirmation link is invalid or has already been used.")).toBeVisible();
});
