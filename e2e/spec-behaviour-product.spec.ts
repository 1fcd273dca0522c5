import { expect, test } from "@playwright/test";
import { signUpByApi } from "./account-helpers";
import { firstSize } from "./checkout-support";

// Issue #15, point 7: the product page's sticky Add to Cart bar, its gallery, and the My Wishlist card's actions.

test("the product page's sticky bar with name, price and Add to Cart appears once its own buttons scroll away", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/product/18");
  const main = page.getByRole("main");
  const name = await main.getByRole("heading", { level: 1 }).innerText();
  const price = await main.locator("p strong").first().innerText();
  const bar = page.getByRole("region", { name: "Quick add to cart" });
  await expect(bar).toBeHidden();

  await main
    .getByRole("radio", { name: /^Size \S+$/ })
    .first()
    .check();
  await page.getByRole("heading", { name: "Related Products" }).scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(name);
  await expect(bar).toContainText(price);
  await expect(main.getByRole("button", { name: "Add to Cart", exact: true }).first()).not.toBeInViewport();
  await bar.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Item Added to Cart")).toBeVisible();

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(bar).toBeHidden();
});

test("the gallery's thumbnails change the main image, which zooms under the pointer and on a click", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/product/18");
  const thumbs = page.getByRole("list", { name: "Product images" });
  const main = page.getByRole("button", { name: /^Zoom (in|out)$/ });
  const image = main.getByRole("img");
  await expect(thumbs.getByRole("button", { name: "Show image 1" })).toHaveAttribute("aria-current", "true");
  const first = await image.getAttribute("src");

  await thumbs.getByRole("button", { name: "Show image 2" }).click();
  await expect(thumbs.getByRole("button", { name: "Show image 2" })).toHaveAttribute("aria-current", "true");
  await expect(thumbs.getByRole("button", { name: "Show image 1" })).toHaveAttribute("aria-current", "false");
  await expect(image).not.toHaveAttribute("src", first ?? "");

  // Hover: the image is enlarged twice around the pointer; leaving it zooms out. (Back at the top of the page, so
  // the header, fixed once the page is scrolled, does not cover the image.)
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  const box = (await main.boundingBox())!;
  await main.hover({ position: { x: box.width / 4, y: box.height / 4 } });
  await expect(page.getByRole("button", { name: "Zoom out" })).toBeVisible();
  await expect(image).toHaveCSS("transform", "matrix(2, 0, 0, 2, 0, 0)");
  // The zoom is centred under the pointer: a quarter of the way across and down the image.
  const origin = (await image.evaluate((img) => getComputedStyle(img).transformOrigin)).split(" ").map(parseFloat);
  expect(origin[0]).toBeCloseTo(box.width / 4, -1);
  expect(origin[1]).toBeCloseTo(box.height / 4, -1);
  await page.mouse.move(box.x + box.width + 200, box.y + box.height / 2);
  await expect(page.getByRole("button", { name: "Zoom in" })).toBeVisible();
  await expect(image).toHaveCSS("transform", "none");

  // Keyboard: Enter zooms in and out.
  await page.getByRole("button", { name: "Zoom in" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Zoom out" })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Zoom in" })).toBeVisible();
});

test("a My Wishlist card adds the product to the cart in the chosen size and to the compare list", async ({ page }) => {
  await signUpByApi(page, "wish-card");
  const added = await page.request.post("/api/v1/user/wishlist", { data: { product_detail_id: 19 } });
  expect(added.ok()).toBe(true);
  const size = await firstSize(page, 19);

  await page.goto("/account/wishlist");
  await expect(page.getByRole("heading", { name: "My Wishlist" })).toBeVisible();
  const card = page.getByRole("article");
  await expect(card).toHaveCount(1);
  const name = (await card.getAttribute("aria-label"))!;

  await card.getByLabel("Size").selectOption(size);
  await card.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Item Added to Cart")).toBeVisible();
  const panel = page.getByRole("dialog", { name: "My Cart" });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(name)).toBeVisible();
  await expect(panel.getByText(`Size: ${size}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Cart, 1 item" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();

  await card.getByRole("button", { name: `Compare ${name}` }).click();
  await expect(page.getByText("Item Added to Compare")).toBeVisible();
  const compare = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem("state") ?? "{}") as { state?: { compare?: { id: number }[] } }).state
        ?.compare ?? [],
  );
  expect(compare.map((item) => item.id)).toEqual([19]);
});
