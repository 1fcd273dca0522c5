import { expect, type Page } from "@playwright/test";

export const PASSWORD = "rahasia123";

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Signs a new shopper up through the API; page.request shares the browser's cookies, so the page is signed in too. */
export async function signUpByApi(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const res = await page.request.post("/api/v1/auth/sign-up", {
    data: { name: "Rina Wijaya", gender: "FEMALE", email, password: PASSWORD, password_conf: PASSWORD },
  });
  expect(res.status()).toBe(200);
  return email;
}

/** Signs up through the API and keeps the token where the browser's client keeps it (localStorage access_token). */
export async function signUpInBrowser(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const res = await page.request.post("/api/v1/auth/sign-up", {
    data: { name: "Rina Wijaya", gender: "FEMALE", email, password: PASSWORD, password_conf: PASSWORD },
  });
  expect(res.status()).toBe(200);
  const token = ((await res.json()) as { data: { access_token: string } }).data.access_token;
  await page.goto("/");
  await page.evaluate((value) => localStorage.setItem("access_token", value), token);
  return email;
}

export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}
