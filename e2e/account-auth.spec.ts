import { expect, test } from "@playwright/test";
import { PASSWORD, signInThroughForm, signUpByApi, signUpInBrowser, uniqueEmail } from "./account-helpers";

test("a shopper signs up with every spec message checked, is greeted and lands on home", async ({ page, context }) => {
  await page.goto("/sign-up");
  await page.getByRole("button", { name: "Create Account" }).click();
  for (const message of [
    "Please enter your name",
    "Please choose your gender",
    "Please enter your email address",
    "Please enter your password, 8 characters minimum",
    "Please enter the password confirmation",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Have account? Sign in." })).toHaveAttribute("href", "/sign-in");

  const email = uniqueEmail("signup");
  await page.getByLabel("Name").fill("Rina Wijaya");
  await page.getByLabel("Female").check();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Password Confirmation").fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Password length should be at least 8 characters")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Password Confirmation").fill("rahasia124");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Your password confirmation doesn't match the password")).toBeVisible();

  await page.getByLabel("Password Confirmation").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("You have successfully created an account, feel free to shop now.")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  expect(await page.evaluate(() => localStorage.getItem("access_token"))).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const cookie = (await context.cookies()).find((c) => c.name === "access_token");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false });
  // The script cannot read the session cookie.
  expect(await page.evaluate(() => document.cookie)).not.toContain("access_token");
});

test("a signed-out shopper is sent from the account area to sign in and comes back after", async ({ page }) => {
  const email = await signUpByApi(page, "guard");
  await page.request.post("/api/v1/auth/sign-out");

  await page.goto("/account/shipping-address");
  await expect(page).toHaveURL(/\/sign-in\?next=%2Faccount%2Fshipping-address$/);
  await expect(page.getByRole("link", { name: "Forgot Password?" })).toHaveAttribute("href", "/forgot-password");
  await expect(page.getByRole("heading", { name: "New Customer" })).toBeVisible();

  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please enter your email address")).toBeVisible();
  await expect(page.getByText("Please enter your password, 8 characters minimum")).toBeVisible();

  await signInThroughForm(page, email, "not-the-password");
  await expect(page.getByText("The email or password you entered is incorrect.")).toBeVisible();

  await signInThroughForm(page, email, PASSWORD);
  await expect(page.getByText("You have successfully signed in")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/shipping-address$/);
  await expect(page.getByRole("heading", { name: "Shipping Address" })).toBeVisible();
});

test("a stale session cookie is checked by the page itself, not only by the proxy", async ({ page, context }) => {
  await page.goto("/sign-in");
  await context.addCookies([{ name: "access_token", value: "forged-token", url: page.url() }]);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/sign-in\?next=%2Faccount$/);
});

test("sign out asks for confirmation, ends the session and goes to sign in", async ({ page }) => {
  await signUpInBrowser(page, "signout");
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Account Information" })).toBeVisible();

  await page.getByRole("button", { name: "Sign Out" }).click();
  await page
    .getByRole("alertdialog", { name: "Are you sure want to sign out?" })
    .getByRole("button", { name: "Yes" })
    .click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => localStorage.getItem("access_token"))).toBeNull();
  expect((await page.request.get("/api/v1/user/profile")).status()).toBe(401);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/sign-in\?next=%2Faccount$/);
});

test("a forgotten password is reset through the mailed link in the outbox", async ({ page }) => {
  const email = await signUpByApi(page, "forgot");
  await page.request.post("/api/v1/auth/sign-out");

  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot Password?" }).click();
  // The sign-in form has an Email field too: wait for the new page before typing.
  await expect(page.getByRole("heading", { name: "Forgot Password", level: 1 })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(
    page.getByText("If an account exists for this email address, we have sent it a link to reset your password."),
  ).toBeVisible();

  await page.goto("/dev/outbox");
  await page.getByRole("row", { name: email }).getByRole("link", { name: "Reset your password" }).click();
  const body = await page.getByTestId("mail-body").innerText();
  const link = /http\S+\/reset-password\?token=\S+/.exec(body)?.[0] ?? "";
  expect(link).toContain("/reset-password?token=");

  await page.goto(link);
  await page.getByLabel("New Password", { exact: true }).fill("baru-sekali-99");
  await page.getByLabel("New Password Confirmation").fill("different-99");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Your password confirmation doesn't match the password")).toBeVisible();
  await page.getByLabel("New Password Confirmation").fill("baru-sekali-99");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Your password has been reset, please sign in with your new password.")).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel("New Password", { exact: true }).fill("another-pass-1");
  await page.getByLabel("New Password Confirmation").fill("another-pass-1");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(
    page.getByText("This password reset link is invalid or has expired, please request a new one."),
  ).toBeVisible();

  await page.goto("/sign-in");
  await signInThroughForm(page, email, "baru-sekali-99");
  await expect(page.getByText("You have successfully signed in")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/");
});
