import { expect, test } from "@playwright/test";
import { PASSWORD, uniqueEmail } from "./account-helpers";

// With JavaScript off, sign-up, sign-in and the password pages are plain HTML forms: the server checks them,
// answers with the spec's messages next to the fields (typed values kept, never passwords) and signs the shopper in.
test.use({ javaScriptEnabled: false });

test("with JavaScript off a shopper signs up, is told what is missing, and ends up signed in", async ({
  page,
  context,
}) => {
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

  const email = uniqueEmail("nojs-signup");
  await page.getByLabel("Name").fill("Sari Dewi");
  await page.getByLabel("Female").check();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Password Confirmation").fill("rahasia124");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Your password confirmation doesn't match the password")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Sari Dewi");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Female")).toBeChecked();
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Password Confirmation").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  const cookie = (await context.cookies()).find((c) => c.name === "access_token");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Account Information" })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Sari Dewi");

  // Signed out (cookies cleared), the same shopper signs in again with JavaScript still off.
  await context.clearCookies();
  await page.goto("/account");
  await expect(page).toHaveURL(/\/sign-in\?next=%2Faccount$/);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please enter your email address")).toBeVisible();
  await expect(page.getByText("Please enter your password, 8 characters minimum")).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("The email or password you entered is incorrect.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  // Back where the guard came from, signed in.
  await expect(page).toHaveURL((url) => url.pathname === "/account");
  await expect(page.getByRole("heading", { name: "Account Information" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
});

test("with JavaScript off a shopper asks for a reset link and sets a new password", async ({ page, browser }) => {
  const email = uniqueEmail("nojs-reset");
  const signUp = await page.request.post("/api/v1/auth/sign-up", {
    data: { name: "Rina Wijaya", gender: "FEMALE", email, password: PASSWORD, password_conf: PASSWORD },
  });
  expect(signUp.status()).toBe(200);
  await page.context().clearCookies();

  await page.goto("/forgot-password");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Please enter your email address")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(
    page.getByText("If an account exists for this email address, we have sent it a link to reset your password."),
  ).toBeVisible();

  // The outbox page is a development tool that needs JavaScript; read the link with a scripted page.
  const tool = await browser.newPage();
  await tool.goto("/dev/outbox");
  await tool.getByRole("row", { name: email }).getByRole("link", { name: "Reset your password" }).click();
  const link = /http\S+\/reset-password\?token=\S+/.exec(await tool.getByTestId("mail-body").innerText())?.[0] ?? "";
  await tool.close();
  expect(link).toContain("/reset-password?token=");

  await page.goto(link);
  await page.getByLabel("New Password", { exact: true }).fill("baru-sekali-55");
  await page.getByLabel("New Password Confirmation").fill("lain-sekali-55");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Your password confirmation doesn't match the password")).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill("baru-sekali-55");
  await page.getByLabel("New Password Confirmation").fill("baru-sekali-55");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Your password has been reset, please sign in with your new password.")).toBeVisible();
  expect(
    (await page.request.post("/api/v1/auth/sign-in", { data: { email, password: "baru-sekali-55" } })).status(),
  ).toBe(200);
});

test("a sign-in form posted from another site is refused and signs nobody in", async ({ page, context, baseURL }) => {
  const email = uniqueEmail("nojs-csrf");
  const signUp = await page.request.post("/api/v1/auth/sign-up", {
    data: { name: "Rina Wijaya", gender: "FEMALE", email, password: PASSWORD, password_conf: PASSWORD },
  });
  expect(signUp.status()).toBe(200);
  await context.clearCookies();

  // A page of another site whose form posts to the shop's sign-in page.
  await page.route("http://other-site.test/", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<form method="post" action="${baseURL}/sign-in"><input name="email" value="${email}"><input name="password" value="${PASSWORD}"><button>Go</button></form>`,
    }),
  );
  await page.goto("http://other-site.test/");
  const [answer] = await Promise.all([
    page.waitForResponse(`${baseURL}/sign-in`),
    page.getByRole("button", { name: "Go" }).click(),
  ]);
  expect(answer.status()).toBe(403);
  await expect(page.getByText("Requests from another site are not allowed.")).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "access_token")).toBeUndefined();
});
