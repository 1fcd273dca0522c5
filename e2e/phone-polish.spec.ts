import { expect, test, type Browser, type Locator } from "@playwright/test";
import { addToCart, fillGuestAddress, firstSize, goToPayment } from "./checkout-support";
import { signUpThroughForm } from "./orders-support";
import { animationsDone, overflowOf } from "./phone-support";

// What a phone shopper met (issue #30, part 5): toasts over the cart panel, the sticky bar's wrapping, the sign-up
// toast lost in the redirect, and the small things of a pickup checkout and the address forms.

const EVERYWHERE = 19;

function phone(browser: Browser) {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
}

/** How many lines an element's text takes. */
function lineCount(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
}

/** Whether two elements' boxes overlap on the screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test("after Add to Cart on a phone, the toast leaves the panel's title and close button free, and replaces the stale size error", async ({
  browser,
}) => {
  const context = await phone(browser);
  const page = await context.newPage();
  await page.goto(`/product/${EVERYWHERE}`);
  const add = page.getByRole("button", { name: "Add to Cart", exact: true }).first();
  await add.click();
  // The message shows twice, beside the form and as a toast.
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Please choose a size.");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Please choose a size." })).toBeVisible();
  await page.getByRole("radio", { name: "Size M", exact: true }).check();
  await add.click();

  const panel = page.getByRole("dialog", { name: "My Cart" });
  await expect(panel).toBeVisible();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Item Added to Cart" });
  await expect(toast).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Please choose a size." })).toHaveCount(0);
  // Where they come to rest: CI once measured the toast over the title while it was arriving (the toaster mounts
  // lazily and slides it in), so the boxes are read once the animations end, until they agree.
  await animationsDone(page);
  const close = panel.getByRole("button", { name: /close/i }).first();
  await expect
    .poll(() => overlap(toast, panel.getByRole("heading", { name: "My Cart" })), { timeout: 5_000 })
    .toBe(false);
  await expect.poll(() => overlap(toast, close), { timeout: 5_000 }).toBe(false);
  await close.click();
  await expect(panel).toBeHidden();
  await context.close();
});

test("the product page's sticky bar keeps its price and its button's label on one line on a 390 px phone, in each language", async ({
  browser,
}) => {
  const context = await phone(browser);
  const page = await context.newPage();
  const labels = [
    ["/product", "Quick add to cart", "Add to Cart", /^IDR /],
    ["/id/product", "Tambah cepat ke keranjang", "Tambah ke Keranjang", /^Rp/],
    ["/fr/product", "Ajout rapide au panier", "Ajouter au panier", /IDR/],
  ] as const;
  for (const [path, region, button, price] of labels) {
    await page.goto(`${path}/${EVERYWHERE}`);
    const bar = page.getByRole("region", { name: region });
    // Past the purchase buttons (once the page's script watches them), the bar appears.
    await expect(async () => {
      await page.evaluate(() => window.scrollBy(0, 600));
      await expect(bar).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    expect(await lineCount(bar.getByText(price)), path).toBe(1);
    expect(await lineCount(bar.getByRole("button", { name: button })), path).toBe(1);
  }
  await context.close();
});

test("sign-up's success toast is seen on the home page it lands on", async ({ page }) => {
  await signUpThroughForm(page, "signup-toast");
  await expect(page.getByText("You have successfully created an account, feel free to shop now.")).toBeVisible();
});

test("a guest's pickup on a phone: free pickup, no zero discount, a sandbox page that fits", async ({ browser }) => {
  const context = await phone(browser);
  const page = await context.newPage();
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);
  await page.goto("/checkout");
  await page.getByRole("button", { name: /Pickup On Store/ }).click();
  await page.getByLabel("Email").fill("rina@example.com");
  await page.getByRole("button", { name: /Pondok Indah Mall 2/ }).click();
  const pickup = page.getByText("Self Pickup at Pondok Indah Mall 2");
  await expect(pickup).toBeVisible();
  await expect(pickup.locator("xpath=following-sibling::dd[1]")).toHaveText("Free");
  await expect(page.getByText(/^Discount/)).toHaveCount(0);
  await goToPayment(page);
  await expect(page).toHaveURL(/\/payment-sandbox$/);
  await expect(page.getByRole("button", { name: "Pay" })).toBeVisible();
  expect(await overflowOf(page)).toEqual([]);
  await context.close();
});

test("the cart page shows the size as its panel does, the guest's address form names its fields for autofill, and the account's asks the street before the postcode as checkout does", async ({
  page,
}) => {
  const size = await firstSize(page, EVERYWHERE);
  await addToCart(page, EVERYWHERE, size, 1);
  await page.goto("/cart");
  await expect(page.getByRole("cell", { name: size, exact: true })).toBeVisible();
  await page.goto("/checkout");
  await page.getByRole("button", { name: /Online Delivery/ }).click();
  await expect(page.getByLabel("Recipient name")).toHaveAttribute("autocomplete", "name");
  await expect(page.getByLabel("Address street")).toHaveAttribute("autocomplete", "street-address");

  await signUpThroughForm(page, "address-order");
  await page.goto("/account/shipping-address");
  await page.getByRole("button", { name: "Add New Address" }).click();
  const form = page.getByRole("form", { name: "New address" });
  await expect(form.getByLabel("Address street")).toBeVisible();
  const order = await form
    .locator("input, textarea, select")
    .evaluateAll((fields) => fields.map((f) => f.getAttribute("name")));
  expect(order.indexOf("address_street")).toBeLessThan(order.indexOf("recipient_zip"));
  expect(order.indexOf("subdistrict_id")).toBeLessThan(order.indexOf("recipient_zip"));
});

test("a searched listing says what was searched for", async ({ page }) => {
  await page.goto("/products?search=kemeja");
  await expect(page.getByText('Search results for "kemeja"')).toBeVisible();
  await page.goto("/id/products?search=kemeja");
  await expect(page.getByText('Hasil pencarian untuk "kemeja"')).toBeVisible();
});

test("the home popup says its promo code in words, not only inside its image", async ({ page }) => {
  await page.goto("/id");
  const popup = page.getByRole("dialog");
  await expect(popup).toBeVisible({ timeout: 8000 });
  await expect(popup.getByRole("img", { name: /HEMAT10/ })).toBeVisible();
  await expect(popup.getByText("Diskon 10% pembelian pertama: pakai kode HEMAT10 saat checkout.")).toBeVisible();
});

test("on a phone, the next checkout step and the saved address list start at their top", async ({ browser }) => {
  const context = await phone(browser);
  const page = await context.newPage();
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);
  await page.goto("/checkout");
  await page.getByRole("button", { name: /Online Delivery/ }).click();
  await fillGuestAddress(page);
  const steps = page.getByRole("list", { name: "Checkout steps" });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("button", { name: /Paris Van Java Bandung/ })).toBeVisible();
  await expect(steps).toBeInViewport();

  await signUpThroughForm(page, "scroll-top");
  await page.goto("/account/shipping-address");
  await page.getByRole("button", { name: "Add New Address" }).click();
  const form = page.getByRole("form", { name: "New address" });
  await form.getByLabel("Address Label").fill("Kantor");
  await form.getByLabel("Recipient Name").fill("Rina Wijaya");
  await form.getByLabel("Recipient Phone").fill("081234567890");
  await form.getByLabel("Address Street").fill("Jl. Sukajadi No. 1");
  await form.getByLabel("Province").selectOption({ label: "Jawa Barat" });
  await form.getByLabel("City").selectOption({ label: "Kota Bandung" });
  await form.getByLabel("Subdistrict").selectOption({ index: 1 });
  await form.getByLabel("Recipient Zipcode").fill("40162");
  await form.getByRole("button", { name: "Save Address" }).click();
  const list = page.getByRole("list", { name: "Saved addresses" });
  await expect(list.getByRole("listitem", { name: "Kantor" })).toBeVisible();
  await expect(list).toBeInViewport();
  await context.close();
});

test("a guest's typed address survives a reload of the checkout", async ({ page }) => {
  await addToCart(page, EVERYWHERE, await firstSize(page, EVERYWHERE), 1);
  await page.goto("/checkout");
  await page.getByRole("button", { name: /Online Delivery/ }).click();
  await fillGuestAddress(page);
  await page.reload();
  await expect(page.getByLabel("Recipient name")).toHaveValue("Budi Santoso");
  await expect(page.getByLabel("Address street")).toHaveValue("Jl. Cihampelas No. 10");
  await expect(page.getByLabel("City")).toHaveValue("32.73");
  await expect(page.getByLabel("Subdistrict")).not.toHaveValue("");
});

test("a fling on /products straight into the long footer keeps loading pages", async ({ browser }) => {
  const context = await phone(browser);
  const page = await context.newPage();
  await page.goto("/products");
  const cards = page.getByRole("region", { name: "Products" }).getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  const firstPage = await cards.count();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => cards.count(), { timeout: 10_000 }).toBeGreaterThan(firstPage);
  await context.close();
});
