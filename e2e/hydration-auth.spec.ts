import { expect, test, type Locator, type Page } from "@playwright/test";
import { PASSWORD, signUpByApi, signUpInBrowser, uniqueEmail } from "./account-helpers";
import { holdScripts, type HeldScripts } from "./hydration-support";

// Every form of the sign-in pages and the account area, used the way a shopper on a busy phone does: typing and
// clicking on the server's HTML before React has hydrated it. Nothing they do may be lost.

/** Opens a page with its scripts held back: the shopper sees the server's HTML only. */
async function openBeforeHydration(page: Page, path: string): Promise<HeldScripts> {
  const held = await holdScripts(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return held;
}

/**
 * Clicks on the bare HTML, then lets the scripts run. A control that cannot work yet must be disabled: then the click
 * waits for it to be enabled, after hydration, the way Playwright (and a person who sees it) waits.
 */
async function clickThenRelease(control: Locator, held: HeldScripts): Promise<void> {
  if (await control.isEnabled()) {
    await control.click();
    await held.release();
    return;
  }
  const click = control.click();
  await held.release();
  await click;
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem("access_token"));

test("a sign-in typed and sent before hydration signs the shopper in, and the page's script picks the session up", async ({
  page,
}) => {
  const email = await signUpByApi(page, "hydr-signin");
  await page.request.post("/api/v1/auth/sign-out");

  const held = await openBeforeHydration(page, "/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await clickThenRelease(page.getByRole("button", { name: "Sign In" }), held);

  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect.poll(() => storedToken(page)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole("link", { name: "My account" })).toHaveAttribute("href", "/account");
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Account Information" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
});

test("an email and password typed before hydration are still there for the hydrated form", async ({ page }) => {
  const email = await signUpByApi(page, "hydr-typed");
  await page.request.post("/api/v1/auth/sign-out");

  const held = await openBeforeHydration(page, "/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await held.release();
  // The layout's store is restored (and saved) once React has hydrated the page.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("state"))).not.toBeNull();
  // Hydrated: the submit goes through the script (its toast says so), which must see what was typed.
  await page.getByRole("button", { name: "Sign In" }).click();
  // Without the typed values in its state, the script would answer 'Please enter your email address' instead.
  await expect(page.getByText("You have successfully signed in")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/");
});

test("a sign-up sent before hydration keeps what was typed next to the password rule, then creates the account", async ({
  page,
}) => {
  const email = uniqueEmail("hydr-signup");
  const held = await openBeforeHydration(page, "/sign-up");
  await page.getByLabel("Name").fill("Putri Ayu");
  await page.getByLabel("Female").check();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Password Confirmation").fill("short");
  await clickThenRelease(page.getByRole("button", { name: "Create Account" }), held);

  await expect(page.getByText("Password length should be at least 8 characters")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Putri Ayu");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Female")).toBeChecked();

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Password Confirmation").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("You have successfully created an account, feel free to shop now.")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await page.goto("/account");
  await expect(page.getByLabel("Name")).toHaveValue("Putri Ayu");
});

test("forgot and reset password forms sent before hydration do their work", async ({ page }) => {
  const email = await signUpByApi(page, "hydr-reset");
  await page.request.post("/api/v1/auth/sign-out");

  let held = await openBeforeHydration(page, "/forgot-password");
  await page.getByLabel("Email").fill(email);
  await clickThenRelease(page.getByRole("button", { name: "Send Reset Link" }), held);
  await expect(
    page.getByText("If an account exists for this email address, we have sent it a link to reset your password."),
  ).toBeVisible();

  await page.goto("/dev/outbox");
  await page.getByRole("row", { name: email }).getByRole("link", { name: "Reset your password" }).click();
  const link = /http\S+\/reset-password\?token=\S+/.exec(await page.getByTestId("mail-body").innerText())?.[0] ?? "";
  expect(link).toContain("/reset-password?token=");

  held = await openBeforeHydration(page, link);
  await page.getByLabel("New Password", { exact: true }).fill("baru-sekali-77");
  await page.getByLabel("New Password Confirmation").fill("baru-sekali-77");
  await clickThenRelease(page.getByRole("button", { name: "Reset Password" }), held);
  await expect(page.getByText("Your password has been reset, please sign in with your new password.")).toBeVisible();
  expect(
    (await page.request.post("/api/v1/auth/sign-in", { data: { email, password: "baru-sekali-77" } })).status(),
  ).toBe(200);
});

test("the profile keeps a name typed before hydration and saves it", async ({ page }) => {
  await signUpInBrowser(page, "hydr-profile");
  const held = await openBeforeHydration(page, "/account");
  await page.getByLabel("Name").fill("Budi Santoso");
  await page.getByLabel("Male", { exact: true }).check();
  await clickThenRelease(page.getByRole("button", { name: "Save Profile" }), held);

  await expect(page.getByText("Your profile have been successfully updated.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Budi Santoso");
  await page.reload();
  await expect(page.getByLabel("Name")).toHaveValue("Budi Santoso");
  await expect(page.getByLabel("Male", { exact: true })).toBeChecked();
});

test("the account's newsletter switch clicked before hydration subscribes", async ({ page }) => {
  await signUpInBrowser(page, "hydr-news");
  const held = await openBeforeHydration(page, "/account");
  const toggle = page.getByRole("switch", { name: "Subscribe to our newsletter" });
  await clickThenRelease(toggle, held);
  await expect(page.getByText("You have subscribed to our newsletter.")).toBeVisible();
  await expect(toggle).toBeChecked();
  await page.reload();
  await expect(toggle).toBeChecked();
});

test("change password typed before hydration changes the password", async ({ page }) => {
  const email = await signUpInBrowser(page, "hydr-chpw");
  const held = await openBeforeHydration(page, "/account/change-password");
  await page.getByLabel("Old Password").fill(PASSWORD);
  await page.getByLabel("New Password", { exact: true }).fill("ganti-lagi-42");
  await page.getByLabel("New Password Confirmation").fill("ganti-lagi-42");
  await clickThenRelease(page.getByRole("button", { name: "Change Password" }), held);

  await expect(page.getByText("Your password has been successfully changed.")).toBeVisible();
  expect(
    (await page.request.post("/api/v1/auth/sign-in", { data: { email, password: "ganti-lagi-42" } })).status(),
  ).toBe(200);
});

test("the address book's buttons clicked before hydration open the new and edit forms", async ({ page }) => {
  await signUpInBrowser(page, "hydr-address");
  let held = await openBeforeHydration(page, "/account/shipping-address");
  await clickThenRelease(page.getByRole("button", { name: "Add New Address" }), held);
  const form = page.getByRole("form", { name: "New address" });
  await expect(form).toBeVisible();
  await page.getByLabel("Address Label").fill("Kantor");
  await page.getByLabel("Recipient Name").fill("Dewi Lestari");
  await page.getByLabel("Recipient Phone").fill("0812-3456-7890");
  await page.getByLabel("Recipient Zipcode").fill("40115");
  await page.getByLabel("Address Street").fill("Jl. Asia Afrika No. 8");
  for (const label of ["Province", "City", "Subdistrict"]) {
    const select = page.getByLabel(label, { exact: true });
    await expect(select.locator("option")).not.toHaveCount(1);
    await select.selectOption({ index: 1 });
  }
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByRole("listitem", { name: "Kantor" })).toBeVisible();

  held = await openBeforeHydration(page, "/account/shipping-address");
  await clickThenRelease(page.getByRole("listitem", { name: "Kantor" }).getByRole("button", { name: "Edit" }), held);
  await expect(page.getByRole("form", { name: "Edit address" })).toBeVisible();
  await expect(page.getByLabel("Address Label")).toHaveValue("Kantor");
});

test("the home page's newsletter box keeps an email typed before hydration and subscribes it", async ({ page }) => {
  // The home page's interstitial popup opens 2 seconds after hydration: close it whenever it covers the box.
  const popup = page.getByRole("dialog", { name: "Special offer" });
  await page.addLocatorHandler(popup, () => popup.getByRole("button", { name: "Close" }).click());
  const held = await openBeforeHydration(page, "/");
  await page.getByLabel("Email address").fill(uniqueEmail("hydr-box"));
  await clickThenRelease(page.getByRole("button", { name: "Subscribe" }), held);
  // Double opt-in: the box says a confirmation mail was sent; only its link subscribes (tests/hardening/abuse-accounts.test.ts).
  await expect(
    page
      .getByText("Thank you! Please confirm your subscription with the link we have sent to your email address.")
      .first(),
  ).toBeVisible();
});
