import { expect, test, type Locator, type Page } from "@playwright/test";
import { signUpByApi } from "./account-helpers";

// Account pages on a 360 x 740 phone (issue #48, point 14): the account menu is one row, so the page itself starts
// in the first screen.

test("on a 360 x 740 phone the account menu is one row and each account page's own content shows in the first screen", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signUpByApi(page, "phone-account-menu");
  const pages: [string, string, (page: Page) => Locator][] = [
    ["/id/account", "Informasi Akun", (p) => p.getByLabel("Nama", { exact: true })],
    [
      "/id/account/change-password",
      "Ubah Kata Sandi",
      (p) => p.getByRole("main").getByRole("button", { name: "Ubah Kata Sandi" }),
    ],
  ];
  for (const [path, heading, content] of pages) {
    await page.goto(path);
    const menu = page.getByRole("navigation", { name: "Akun" });
    await expect(menu.getByRole("link", { name: heading })).toHaveAttribute("aria-current", "page");
    // Every menu entry stays reachable in the row (it scrolls sideways), the current one in view.
    await expect(menu.getByRole("link", { name: heading })).toBeInViewport();
    // One row: the menu takes a strip of the screen, not the screen.
    expect((await menu.boundingBox())!.height, `${path}: the menu's height`).toBeLessThanOrEqual(64);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeInViewport();
    const box = (await content(page).boundingBox())!;
    expect(box.y + box.height, `${path}: the page's own content ends within the first screen`).toBeLessThanOrEqual(740);
  }
  await page.goto("/id/account");
  await page.screenshot({ path: "test-results/account-menu-360.png" });
  await context.close();
});
