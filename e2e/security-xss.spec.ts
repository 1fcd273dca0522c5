import { expect, test } from "@playwright/test";
import { signUpByApi } from "./account-helpers";

const STREET = `Jl. <img src=x onerror="alert('xss-img')"> <script>alert('xss-script')</script> No. 9`;

test("an address street holding markup shows as text and runs nothing", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await signUpByApi(page, "xss");
  const saved = await page.request.post("/api/v1/user/address", {
    data: {
      address_label: "Rumah",
      recipient_name: "<b>Budi</b>",
      recipient_phone: "0812-3456-7890",
      recipient_zip: "40162",
      address_street: STREET,
      province_id: "32",
      city_id: "32.73",
      subdistrict_id: "32.73.07",
      address_notes: "",
    },
  });
  expect(saved.status()).toBe(200);
  await page.goto("/account/shipping-address");
  await expect(page.getByText(STREET, { exact: false }).first()).toBeVisible();
  await expect(page.getByText("<b>Budi</b>").first()).toBeVisible();
  await expect(page.locator("main img[src='x']")).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
});
