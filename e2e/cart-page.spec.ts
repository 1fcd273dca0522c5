import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

interface ProductPayload {
  id: number;
  product_name: string;
  grand_price: number;
  sizes: { size_code: string; is_available: boolean }[];
}

const idr = (amount: number) => `IDR ${amount.toLocaleString("en-US")}`;

async function product(request: APIRequestContext, id: number): Promise<ProductPayload & { size: string }> {
  const res = await request.get(`/api/v1/product?id=${id}`);
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { data: { product: ProductPayload } };
  const found = body.data.product;
  return { ...found, size: found.sizes.find((s) => s.is_available)!.size_code };
}

/** A guest browser with its own device id, and a cart filled through the API the way the add buttons do. */
async function guestWithCart(page: Page, lines: { id: number; size: string; qty: number }[]) {
  const device = randomUUID();
  await page.addInitScript((id) => window.localStorage.setItem("local_device_id", id), device);
  for (const line of lines) {
    const res = await page.request.post("/api/v1/cart", {
      data: { local_device_id: device, product_detail_id: line.id, size: line.size, qty: line.qty },
    });
    expect(res.status()).toBe(200);
  }
  return device;
}

test("an empty cart page says 'Your Cart is Empty' and 'Explore more of our collections'", async ({ page }) => {
  await guestWithCart(page, []);
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  await expect(page.getByText("Explore more of our collections")).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products");
});

test("the cart page lists the line, and plus, minus and remove change the cart on the server", async ({
  page,
  request,
}) => {
  const shirt = await product(request, 19);
  const device = await guestWithCart(page, [{ id: shirt.id, size: shirt.size, qty: 1 }]);
  await page.goto("/cart");

  const row = page.getByRole("row").filter({ hasText: shirt.product_name });
  await expect(row.getByRole("link", { name: shirt.product_name })).toHaveAttribute("href", `/product/${shirt.id}`);
  const quantity = row.getByRole("status", { name: /Quantity of/ });
  await expect(quantity).toHaveText("1");
  await expect(row.getByRole("button", { name: /Decrease quantity/ })).toBeDisabled();
  await expect(page.getByTestId("cart-total")).toHaveText(idr(shirt.grand_price));

  await row.getByRole("button", { name: /Increase quantity/ }).click();
  await expect(quantity).toHaveText("2");
  await expect(page.getByTestId("cart-total")).toHaveText(idr(shirt.grand_price * 2));
  await page.reload();
  await expect(quantity).toHaveText("2");

  await row.getByRole("button", { name: /Decrease quantity/ }).click();
  await expect(page.getByText("Item Decrement Qty to Cart")).toBeVisible();
  await expect(quantity).toHaveText("1");

  await row.getByRole("button", { name: /^Remove/ }).click();
  await page.getByRole("alertdialog", { name: "Are you sure?" }).getByRole("button", { name: "Yes" }).click();
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  // The page empties at once (optimistic); the server's copy follows when the DELETE answers.
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/v1/cart?local_device_id=${device}`);
      return ((await res.json()) as { data: { cart: { cart_items: unknown[] } } }).data.cart.cart_items;
    })
    .toEqual([]);
});

test("dismissing 'Are you sure?' keeps the line", async ({ page, request }) => {
  const shirt = await product(request, 19);
  await guestWithCart(page, [{ id: shirt.id, size: shirt.size, qty: 1 }]);
  await page.goto("/cart");
  await page.getByRole("button", { name: /^Remove/ }).click();
  const sure = page.getByRole("alertdialog", { name: "Are you sure?" });
  await sure.press("Escape");
  await expect(sure).toBeHidden();
  await expect(page.getByRole("link", { name: shirt.product_name })).toBeVisible();
});

test("guests see 'Sign In To Purchase' and may check out as a guest", async ({ page, request }) => {
  const shirt = await product(request, 19);
  await guestWithCart(page, [{ id: shirt.id, size: shirt.size, qty: 1 }]);
  await page.goto("/cart");
  await expect(page.getByRole("link", { name: "Sign In To Purchase" })).toHaveAttribute("href", "/sign-in");
  await expect(page.getByRole("link", { name: "Checkout as Guest" })).toHaveAttribute("href", "/checkout");
});

test("the cart shows the bundle promo that applies and its discount", async ({ page, request }) => {
  const promos = (await (await request.get("/api/v1/promos")).json()) as {
    data: {
      product_promos: {
        name: string;
        disc_percent: number;
        promo_bundling_products: { product_detail_id: number | null }[];
      }[];
    };
  };
  const denim = promos.data.product_promos.find((p) => p.name === "Denim Duo")!;
  const [first, second] = await Promise.all(
    denim.promo_bundling_products.slice(0, 2).map((target) => product(request, target.product_detail_id!)),
  );
  await guestWithCart(page, [
    { id: first.id, size: first.size, qty: 1 },
    { id: second.id, size: second.size, qty: 1 },
  ]);
  await page.goto("/cart");
  const discount = [first, second].reduce((sum, p) => sum + Math.round((p.grand_price * denim.disc_percent) / 100), 0);
  const bundles = page.getByRole("list", { name: "Bundle promos" });
  await expect(bundles).toContainText("Denim Duo");
  await expect(bundles).toContainText(`-${idr(discount)}`);
  await expect(page.getByTestId("cart-total")).toHaveText(idr(first.grand_price + second.grand_price - discount));
});

test("on a phone the cart lines are cards with labelled cells", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shirt = await product(request, 19);
  await guestWithCart(page, [{ id: shirt.id, size: shirt.size, qty: 1 }]);
  await page.goto("/cart");
  await expect(page.getByRole("columnheader", { name: "Price" })).toBeHidden();
  await expect(page.getByRole("button", { name: /Increase quantity/ })).toBeVisible();
  const box = await page.getByRole("table").boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
});

test("a guest's cart is kept across sign-in in the same browser; the device id alone does not take it", async ({
  page,
  request,
  browser,
}) => {
  const shirt = await product(request, 19);
  const email = `kept-${randomUUID()}@example.com`;
  const account = { name: "Rina Wijaya", gender: "FEMALE", email, password: "rahasia123", password_conf: "rahasia123" };
  expect((await request.post("/api/v1/auth/sign-up", { data: account })).status()).toBe(200);
  const device = await guestWithCart(page, [{ id: shirt.id, size: shirt.size, qty: 1 }]);

  // Another browser, signed in, naming this device's id at sign-in: the cart stays with the guest.
  const other = await browser.newContext();
  const taker = await other.request.post("/api/v1/auth/sign-up", {
    data: { ...account, email: `taker-${randomUUID()}@example.com`, local_device_id: device },
  });
  expect(taker.status()).toBe(200);
  await other.close();

  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("rahasia123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto("/cart");
  await expect(
    page.getByRole("row").filter({ hasText: shirt.product_name }).getByRole("link", { name: shirt.product_name }),
  ).toBeVisible();
});
