import { expect, test } from "@playwright/test";

test.describe("Stores", () => {
  test("lists the regions with their stores, a tel: phone and a map link opening in a new tab", async ({ page }) => {
    await page.goto("/stores");
    await expect(page.getByRole("heading", { level: 1, name: "Stores" })).toBeVisible();
    for (const region of ["Jabodetabek", "Jawa Barat", "Jawa Timur", "Bali"]) {
      await expect(page.getByRole("heading", { level: 2, name: region })).toBeVisible();
    }
    const jakarta = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Pacific Place Jakarta" }) });
    await expect(jakarta.getByRole("link", { name: "+62 21 5140 2871" })).toHaveAttribute("href", "tel:+622151402871");
    await expect(jakarta.getByText("Jakarta Selatan 12190")).toBeVisible();
    const maps = jakarta.getByRole("link", { name: /View on Google Maps/ });
    await expect(maps).toHaveAttribute("target", "_blank");
    await expect(maps).toHaveAttribute("rel", /noopener/);
    await expect(maps).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\//);
  });

  test("a region without stores is hidden and a store without a map has no map link", async ({ page }) => {
    await page.goto("/stores");
    await expect(page.getByRole("heading", { level: 2, name: "Bali" })).toBeVisible();
    await expect(page.getByText("Sumatera (Segera Hadir)")).toHaveCount(0);
    const centralPark = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Central Park Mall" }) });
    await expect(centralPark).toBeVisible();
    await expect(centralPark.getByRole("link", { name: /View on Google Maps/ })).toHaveCount(0);
  });

  test("links to the two how-to pages and has its own title and canonical address", async ({ page }) => {
    await page.goto("/stores");
    await expect(page).toHaveTitle(/Stores/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/stores$/);
    const delivery = page.getByRole("link", { name: /Online Delivery\s*from the nearest shop/ });
    const pickup = page.getByRole("link", { name: /Store Pickup\s*for quicker order/ });
    await expect(pickup).toHaveAttribute("href", "/stores/pickup-on-store");
    await delivery.click();
    await expect(page).toHaveURL(/\/stores\/online-delivery$/);
    await expect(page.getByRole("heading", { level: 1, name: "Online Delivery" })).toBeVisible();
  });
});

test.describe("How-to pages", () => {
  test("online delivery shows its 4 steps in order", async ({ page }) => {
    await page.goto("/stores/online-delivery");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Checkout",
      "Shipping Address",
      "Shipping Courier",
      "Package Delivery",
    ]);
  });

  test("store pickup shows its 5 steps in order", async ({ page }) => {
    await page.goto("/stores/pickup-on-store");
    await expect(page.getByRole("heading", { level: 1, name: "Store Pickup" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Checkout",
      "Choose A Store",
      "Payment",
      "Purchase Success",
      "Pickup at Store",
    ]);
  });
});

test.describe("Terms and hashtag gallery", () => {
  test("the terms page has its heading and sections", async ({ page }) => {
    await page.goto("/tnc");
    await expect(page.getByRole("heading", { level: 1, name: "Syarat dan Ketentuan" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "7. Pengembalian Barang (Retur)" })).toBeVisible();
    await expect(page.getByText(/paling lambat 3 hari setelah barang diterima/)).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/tnc$/);
  });

  test("the hashtag gallery shows the section title and links each photo to its Instagram post", async ({ page }) => {
    await page.goto("/hashtag");
    await expect(page.getByRole("heading", { level: 1, name: "#GayaKamu" })).toBeVisible();
    await expect(page.getByText(/Tag your OOTD photos with #GayaKamu/)).toBeVisible();
    const posts = page.locator('main a[href^="https://www.instagram.com/p/"]');
    await expect(posts).toHaveCount(10);
    const first = posts.first();
    await expect(first).toHaveAttribute("target", "_blank");
    await expect(first).toHaveAttribute("rel", /noopener/);
    await expect(first.getByRole("img")).toHaveAttribute("alt", /#GayaKamu/);
    await expect(first.getByRole("img")).toHaveAttribute("sizes", /vw/);
  });
});
