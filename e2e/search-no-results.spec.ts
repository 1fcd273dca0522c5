import { expect, test } from "@playwright/test";
import { phoneContext } from "./phone-support";

// Issue #48 point 1: a search that finds nothing keeps 'Coming Soon!' ("Segera Hadir!") and offers, below it, the
// category the shopper likely means, the closest matches, the best sellers (or the newest) and popular searches.

test("a search for jaket on a 360 px phone offers hoodies, their category and popular searches", async ({
  browser,
}) => {
  const context = await phoneContext(browser, 360);
  const page = await context.newPage();
  await page.goto("/id/products?search=jaket");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Segera Hadir!" })).toBeVisible();

  const closest = main.getByRole("region", { name: "Yang paling mendekati" });
  await expect(closest.getByRole("article").first()).toBeVisible();
  for (const name of await closest.getByRole("article").evaluateAll((cards) => cards.map((c) => c.ariaLabel)))
    expect(name).toMatch(/hoodie|sweater|cardigan/i);
  await expect(
    main.getByRole("navigation", { name: "Mungkin maksud Anda" }).getByRole("link", { name: "Hoodie & Sweater" }),
  ).toBeVisible();
  await expect(main.getByRole("region", { name: /^Produk (terlaris|terbaru)$/ }).getByRole("article")).toHaveCount(4);
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/search-no-results.png`, fullPage: true });

  // A popular search finds something.
  const popular = main.getByRole("navigation", { name: "Pencarian populer" }).getByRole("link").first();
  const term = (await popular.textContent()) ?? "";
  await popular.click();
  await expect(page).toHaveURL((url) => url.searchParams.get("search") === term);
  await expect(main.getByRole("status")).toHaveText(/Ditemukan [1-9]\d* Produk/);
  await context.close();
});
