import { expect, test, type Page } from "@playwright/test";
import { signUpByApi } from "./account-helpers";

/** Collects Content-Security-Policy violations: the browser's console report and the securitypolicyviolation event. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content.Security.Policy|Refused to (load|execute|apply|frame|connect)/i.test(msg.text()))
      violations.push(msg.text());
  });
  await page.exposeFunction("__reportCsp", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return violations;
}

test.describe("pages load with no Content-Security-Policy violations", () => {
  test("home page, with the video slide not yet played", async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Storefront home" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });

  test("product page, hydrated (size choices respond)", async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto("/product/19");
    await page.getByRole("radio", { name: "Size M" }).check();
    await expect(page.getByRole("button", { name: "Check Stock Locations" })).toBeEnabled();
    expect(violations).toEqual([]);
  });

  test("sign-in and checkout pages run their scripts under the nonce policy", async ({ page }) => {
    const violations = await watchCsp(page);
    const res = await page.goto("/sign-in");
    expect(res?.headers()["content-security-policy"]).toContain("'strict-dynamic'");
    await page.getByLabel("Email").fill("nobody@example.com");
    await expect(page.getByLabel("Email")).toHaveValue("nobody@example.com");
    await page.goto("/checkout");
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });

  test("account page of a signed-in shopper", async ({ page }) => {
    const violations = await watchCsp(page);
    const email = await signUpByApi(page, "csp");
    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "Account Information" })).toBeVisible();
    await expect(page.getByText(email).or(page.getByRole("textbox", { name: /email/i }))).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });
});
