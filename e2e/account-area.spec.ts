import { expect, test, type Page } from "@playwright/test";
import { PASSWORD, signUpByApi } from "./account-helpers";

test("Account Information updates the profile with the spec's messages", async ({ page }) => {
  await signUpByApi(page, "profile");
  await page.goto("/account");
  await expect(page.getByRole("link", { name: "Account Information" })).toHaveAttribute("aria-current", "page");
  for (const name of ["My Orders", "My Wishlist", "Shipping Address", "Change Password"]) {
    await expect(page.getByRole("navigation", { name: "Account" }).getByRole("link", { name })).toBeVisible();
  }

  await page.getByLabel("Name").fill("");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Please enter your name")).toBeVisible();

  await page.getByLabel("Name").fill("Agus Pratama");
  await page.getByLabel("Male", { exact: true }).check();
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Your profile have been successfully updated.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Name")).toHaveValue("Agus Pratama");
  await expect(page.getByLabel("Male", { exact: true })).toBeChecked();
});

test("the newsletter toggle subscribes and unsubscribes", async ({ page }) => {
  await signUpByApi(page, "newsletter");
  await page.goto("/account");
  const toggle = page.getByRole("switch", { name: "Subscribe to our newsletter" });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText("You have subscribed to our newsletter.")).toBeVisible();
  await expect(toggle).toBeChecked();
  await page.reload();
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText("You have unsubscribed from our newsletter.")).toBeVisible();
  await expect(toggle).not.toBeChecked();
});

test("change password checks the four spec messages and the old password", async ({ page }) => {
  const email = await signUpByApi(page, "chpw");
  await page.goto("/account/change-password");
  const submit = page.getByRole("button", { name: "Change Password" });
  await submit.click();
  for (const message of [
    "Please enter the old password",
    "Please enter the new password",
    "Please enter the new password confirmation",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel("Old Password").fill("wrong-old-pass");
  await page.getByLabel("New Password", { exact: true }).fill("ganti-baru-1");
  await page.getByLabel("New Password Confirmation").fill("ganti-baru-2");
  await submit.click();
  await expect(page.getByText("New password doesn't match the confirmation.")).toBeVisible();

  await page.getByLabel("New Password Confirmation").fill("ganti-baru-1");
  await submit.click();
  await expect(page.getByText("Your old password is not correct.").first()).toBeVisible();

  await page.getByLabel("Old Password").fill(PASSWORD);
  await submit.click();
  await expect(page.getByText("Your password has been successfully changed.")).toBeVisible();
  const signIn = await page.request.post("/api/v1/auth/sign-in", { data: { email, password: "ganti-baru-1" } });
  expect(signIn.status()).toBe(200);
});

async function chooseRegion(page: Page, label: "Province" | "City" | "Subdistrict", index: number) {
  const select = page.getByLabel(label, { exact: true });
  await expect(select.locator("option")).not.toHaveCount(1);
  await select.selectOption({ index });
}

async function fillAddress(page: Page, label: string) {
  await page.getByLabel("Address Label").fill(label);
  await page.getByLabel("Recipient Name").fill("Dewi Lestari");
  await page.getByLabel("Recipient Phone").fill("0812-3456-7890");
  await page.getByLabel("Recipient Zipcode").fill("40115");
  await page.getByLabel("Address Street").fill("Jl. Merdeka No. 10");
  await chooseRegion(page, "Province", 1);
  await chooseRegion(page, "City", 1);
  await chooseRegion(page, "Subdistrict", 1);
}

test("saved addresses: create with the cascading selects, edit, set primary and delete", async ({ page }) => {
  await signUpByApi(page, "address");
  await page.goto("/account/shipping-address");
  await page.getByRole("button", { name: "Add New Address" }).click();
  await page.getByRole("button", { name: "Save Address" }).click();
  for (const message of [
    "Address label is required.",
    "Recipient name is required.",
    "Recipient phone is required.",
    "Recipient Zipcode is required.",
    "Address street is required.",
    "Province must be chosen.",
    "City must be chosen",
    "Subdistrict must be chosen.",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await fillAddress(page, "Rumah");
  // Changing the province resets the city and the subdistrict.
  const city = page.getByLabel("City", { exact: true });
  const subdistrict = page.getByLabel("Subdistrict", { exact: true });
  await expect(subdistrict).not.toHaveValue("");
  await chooseRegion(page, "Province", 2);
  await expect(city).toHaveValue("");
  await expect(subdistrict).toHaveValue("");
  await expect(subdistrict.locator("option")).toHaveCount(1);
  await chooseRegion(page, "City", 1);
  await chooseRegion(page, "Subdistrict", 1);
  // Changing the city resets the subdistrict.
  await chooseRegion(page, "City", 2);
  await expect(subdistrict).toHaveValue("");
  await chooseRegion(page, "Subdistrict", 1);
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByText("Your address has been saved.")).toBeVisible();
  const rumah = page.getByRole("listitem", { name: "Rumah" });
  await expect(rumah.getByText("Primary", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Add New Address" }).click();
  await fillAddress(page, "Kantor");
  await page.getByRole("button", { name: "Save Address" }).click();
  const kantor = page.getByRole("listitem", { name: "Kantor" });
  await expect(kantor).toBeVisible();
  await expect(kantor.getByText("Primary", { exact: true })).toHaveCount(0);
  await expect(rumah.getByRole("button", { name: "Delete" })).toHaveCount(0);

  await kantor.getByRole("button", { name: "Edit" }).click();
  await page.getByLabel("Recipient Zipcode").fill("");
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByText("Recipient zipcode is required.", { exact: true })).toBeVisible();
  await page.getByLabel("Recipient Zipcode").fill("40116");
  await page.getByLabel("Address Label").fill("Kantor Baru");
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByText("Your address has been updated.")).toBeVisible();
  const kantorBaru = page.getByRole("listitem", { name: "Kantor Baru" });
  await expect(kantorBaru).toContainText("40116");

  await kantorBaru.getByRole("button", { name: "Set as Primary" }).click();
  await expect(page.getByText("Your primary address has been changed.")).toBeVisible();
  await expect(kantorBaru.getByText("Primary", { exact: true })).toBeVisible();
  const saved = page.getByRole("list", { name: "Saved addresses" }).getByRole("listitem");
  await expect(saved.first()).toHaveAccessibleName("Kantor Baru");

  await rumah.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog", { name: "Are you sure?" }).getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Your address has been removed.")).toBeVisible();
  await expect(rumah).toHaveCount(0);
  await page.reload();
  await expect(saved).toHaveCount(1);
});

test("My Orders exists behind the guard", async ({ page }) => {
  await signUpByApi(page, "orders");
  await page.goto("/account/orders");
  await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();
});
