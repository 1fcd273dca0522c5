import { expect, type Page } from "@playwright/test";

/**
 * On a page just loaded: it has one <main>, the first Tab stop is the skip link named `name`, and Enter on it leaves
 * the keyboard focus in that <main>.
 */
export async function expectSkipLinkToMain(page: Page, path: string, name: string): Promise<void> {
  await expect(page.locator("main"), `${path}: one <main>`).toHaveCount(1);
  // A page streamed behind its loading state (/stores) has its <main> in the document, hidden, until it shows.
  await expect(page.locator("main"), `${path}: the <main> shows`).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name }), `${path}: the first Tab stop is the skip link`).toBeFocused();
  await page.keyboard.press("Enter");
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest("main")?.id ?? null), {
      message: `${path}: the focus is in <main> after the skip link`,
    })
    .toBe("main");
}
