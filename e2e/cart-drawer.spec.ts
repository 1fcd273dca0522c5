import { expect, test } from "@playwright/test";

test("adding from the product page opens the panel with the line, and the badge counts it", async ({ page }) => {
  await page.goto("/product/19");
  await page.getByRole("radio", { name: "Size M", exact: true }).check();
  await page.getByRole("button", { name: "Add to Cart", exact: true }).first().click();

  const panel = page.getByRole("dialog", { name: "My Cart" });
  await expect(panel).toBeVisible();
  await expect(page.getByText("Item Added to Cart")).toBeVisible();
  await expect(panel.getByText(/^Size: /)).toBeVisible();
  await expect(panel.getByText(/^1 x IDR /)).toBeVisible();
  await expect(panel.getByText(/^Subtotal IDR /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Cart, 1 item" })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
});
