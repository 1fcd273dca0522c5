import { expect, test, type Locator, type Page } from "@playwright/test";
import { signUpByApi } from "./account-helpers";
import { productAndSize } from "./catalog-support";
import { holdScripts } from "./hydration-support";

// Issue #30, part 3: one assertion covers a click whether or not React has hydrated the page. Each case is run twice:
// clicked on the server's HTML with the scripts held (then released), and clicked on the hydrated page. The outcome
// check is the same function both times. A control that cannot work before hydration is disabled, so the early
// click waits for it (as Playwright, and a shopper who sees it, waits).
//
// The representative controls: per layout, the header's cart button and the phone menu; the product page's 'Add to
// Cart' (a native form before hydration); the account's Sign Out; a FAQ tab (a link before hydration) in English
// and Indonesian. Every other control is covered by hydration-walk.spec.ts (disabled or native) and the earlier
// hydration-*.spec.ts files (search, sort, size and quantity, quick view, stock locations, the forms).

interface Case {
  title: string;
  path: string;
  phone?: boolean;
  /** Sets up what the case needs (a session, a dialog handler); runs before the page is opened. */
  prepare?(page: Page): Promise<void>;
  /** What the shopper does first (never a click that needs the script: that is `control`). */
  before?(page: Page): Promise<void>;
  control(page: Page): Locator;
  outcome(page: Page): Promise<void>;
}

const PRODUCT = 19;

const CASES: Case[] = [
  {
    title: "the header's cart button opens the cart panel",
    path: "/stores",
    control: (page) => page.getByRole("banner").getByRole("button", { name: /^Cart, / }),
    outcome: async (page) => {
      await expect(page.getByRole("dialog", { name: "My Cart" })).toBeVisible();
    },
  },
  {
    title: "the phone menu opens and shows its categories",
    path: "/",
    phone: true,
    control: (page) => page.getByRole("button", { name: "Menu", exact: true }),
    outcome: async (page) => {
      await expect(page.getByRole("navigation", { name: "Mobile menu" })).toBeVisible();
    },
  },
  {
    title: "'Add to Cart' with a size shows 'Item Added to Cart' and the cart panel on the product page",
    path: `/product/${PRODUCT}`,
    before: (page) => page.getByLabel("Size M", { exact: true }).click(),
    control: (page) => page.getByRole("main").getByRole("button", { name: "Add to Cart", exact: true }).first(),
    outcome: async (page) => {
      await expect(page).toHaveURL((url) => url.pathname === `/product/${PRODUCT}`);
      await expect(page.getByText("Item Added to Cart")).toBeVisible();
      const panel = page.getByRole("dialog", { name: "My Cart" });
      await expect(panel).toBeVisible();
      await expect(panel.getByText(/^1 x IDR /)).toBeVisible();
    },
  },
  {
    title: "Sign Out asks 'Are you sure want to sign out?' and signs out",
    path: "/account",
    prepare: async (page) => {
      await signUpByApi(page, "hydr-signout");
    },
    control: (page) => page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Sign Out" }),
    outcome: async (page) => {
      const question = page.getByRole("alertdialog", { name: "Are you sure want to sign out?" });
      await question.getByRole("button", { name: "Yes" }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/sign-in");
      await page.goto("/account");
      await expect(page).toHaveURL((url) => url.pathname === "/sign-in");
    },
  },
  {
    title: "a FAQ tab shows its answers and goes into the address",
    path: "/faq",
    control: (page) => page.getByRole("link", { name: "Help" }).or(page.getByRole("tab", { name: "Help" })),
    outcome: async (page) => {
      await expect(page.getByRole("tab", { name: "Help" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel", { name: "Help" })).toContainText("Rp 20.000");
      await expect(page).toHaveURL(/\/faq\?tab=help$/);
    },
  },
  {
    title: "a FAQ tab in Indonesian",
    path: "/id/faq",
    control: (page) => page.getByRole("link", { name: "Bantuan" }).or(page.getByRole("tab", { name: "Bantuan" })),
    outcome: async (page) => {
      await expect(page.getByRole("tab", { name: "Bantuan" })).toHaveAttribute("aria-selected", "true");
      await expect(page).toHaveURL(/\/id\/faq\?tab=help$/);
    },
  },
];

/** Clicks at once; a disabled control's click waits for it to be enabled, which it is once the scripts run. */
async function clickBeforeHydration(page: Page, item: Case): Promise<void> {
  const held = await holdScripts(page);
  await page.goto(item.path, { waitUntil: "domcontentloaded" });
  await item.before?.(page);
  const control = item.control(page);
  if (await control.isEnabled()) {
    await control.click();
    await held.release();
    return;
  }
  await expect(control).toHaveAccessibleDescription(/\S/);
  const click = control.click();
  await held.release();
  await click;
}

for (const when of ["before hydration", "once hydrated"] as const) {
  test.describe(when, () => {
    for (const item of CASES) {
      test(item.title, async ({ page, request }) => {
        if (item.path.startsWith("/product/")) await productAndSize(request, PRODUCT, "M");
        if (item.phone) await page.setViewportSize({ width: 390, height: 844 });
        // The home popup is tested on its own (home-popup.spec.ts); here it would only cover what is clicked.
        await page.addInitScript(() => sessionStorage.setItem("interstitial_seen", "1"));
        await item.prepare?.(page);
        if (when === "before hydration") {
          await clickBeforeHydration(page, item);
        } else {
          await page.goto(item.path);
          await expect(page.locator("[data-not-ready]")).toHaveCount(0);
          await item.before?.(page);
          await item.control(page).click();
        }
        await item.outcome(page);
      });
    }
  });
}
