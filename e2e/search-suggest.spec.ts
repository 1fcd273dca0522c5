import { expect, test, type Page } from "@playwright/test";
import { overflowOf, phoneContext } from "./phone-support";

// Issue #19: predictive search in the header's overlay, an ARIA combobox, with the keyboard and with a finger.

async function openSearch(page: Page) {
  await page.getByRole("banner").getByLabel("Search", { exact: true }).click();
  const box = page.getByRole("combobox", { name: "Search products" });
  await expect(box).toBeFocused();
  return box;
}

test("typing suggests products, categories and 'See all results'; arrows move, Enter opens, Escape closes", async ({
  page,
}) => {
  await page.goto("/products");
  const box = await openSearch(page);
  await box.pressSequentially("kemja", { delay: 40 });
  const listbox = page.getByRole("listbox", { name: "Suggestions" });
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const products = listbox.getByRole("group", { name: "Products" }).getByRole("option");
  await expect(products.first()).toContainText(/Kemeja/);
  await expect(products.first()).toContainText(/IDR \d/);
  expect(await products.count()).toBeLessThanOrEqual(6);
  await expect(
    listbox.getByRole("group", { name: "Categories" }).getByRole("option", { name: "Kemeja" }),
  ).toBeVisible();
  await expect(listbox.getByRole("option", { name: "See all results for “kemja”" })).toBeVisible();

  await box.press("ArrowDown");
  await box.press("ArrowDown");
  await box.press("ArrowUp");
  const first = products.first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);

  await box.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(listbox).toBeHidden();
  await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const href = await first.getAttribute("href");
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test("ArrowUp from the box reaches 'See all results', and Enter opens the ranked listing", async ({ page }) => {
  await page.goto("/products");
  const box = await openSearch(page);
  await box.fill("jens");
  await expect(page.getByRole("option", { name: "See all results for “jens”" })).toBeVisible();
  await box.press("ArrowUp");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/products\?search=jens$/);
  await expect(page.getByRole("article").first()).toHaveAccessibleName(/Jeans/);
});

test("typing is debounced and a late answer never replaces a newer one", async ({ page }) => {
  const asked: string[] = [];
  await page.route("**/api/v1/products/suggest?*", async (route) => {
    const q = new URL(route.request().url()).searchParams.get("q") ?? "";
    asked.push(q);
    // The answer for "kaos" comes late, after the answer for "kemeja".
    if (q === "kaos") await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue().catch(() => undefined);
  });
  await page.goto("/products");
  const box = await openSearch(page);
  await box.pressSequentially("kaos", { delay: 20 });
  await expect.poll(() => asked).toContain("kaos");
  await box.fill("kemeja");
  const options = page.getByRole("group", { name: "Products" }).getByRole("option");
  await expect(options.first()).toContainText(/Kemeja/);
  await page.waitForTimeout(2_000);
  await expect(options.first()).toContainText(/Kemeja/);
  await expect(page.getByRole("option", { name: "See all results for “kemeja”" })).toBeVisible();
  // Four keystrokes of "kaos" within the debounce: one request, not four.
  expect(asked.filter((q) => q.startsWith("ka"))).toEqual(["kaos"]);
});

test("on a 320-px phone the suggestions fit the screen, are finger-sized and open with a tap", async ({ browser }) => {
  const context = await phoneContext(browser, 320);
  const page = await context.newPage();
  await page.goto("/products");
  await page.getByRole("banner").getByLabel("Search", { exact: true }).tap();
  const box = page.getByRole("combobox", { name: "Search products" });
  await box.fill("celana pendek");
  const options = page.getByRole("group", { name: "Products" }).getByRole("option");
  await expect(options.first()).toContainText(/Celana Pendek|Hotpants/);
  expect(await overflowOf(page)).toEqual([]);
  for (const option of await page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").all()) {
    const box = await option.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  }
  const href = await options.first().getAttribute("href");
  await options.first().tap();
  // A product page renders on its first request: on a busy machine that can take longer than the default wait.
  await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 30_000 });
  await expect(page.getByRole("combobox", { name: "Search products" })).toBeHidden();
  await context.close();
});
