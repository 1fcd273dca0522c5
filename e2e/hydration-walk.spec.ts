import { expect, test, type Page } from "@playwright/test";
import { signUpByApi } from "./account-helpers";
import { apiProducts } from "./catalog-support";
import { holdScripts } from "./hydration-support";
import { routeTable } from "./route-table";

// Issue #30, part 3: a shopper (or QA) who clicks right after DOMContentLoaded meets the server's HTML. Every control
// there either works natively (a link, a form's submit button, a <summary>) or is disabled, with its reason given to
// assistive technology. The walk opens every route of the spec's table, and /id and /fr, with Next's scripts held back.

interface Control {
  name: string;
  native: boolean;
  disabled: boolean;
  reason: string;
}

/** The visible controls of the page as it is now, and whether each works without the page's script. */
function controlsOf(page: Page): Promise<Control[]> {
  return page.evaluate(() => {
    const selector = 'button, [role="button"], [role="switch"], [role="tab"], [role="menuitem"], summary';
    const visible = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== "hidden";
    };
    const worksNatively = (el: Element) => {
      if (el instanceof HTMLAnchorElement) return el.hasAttribute("href");
      if (el.tagName === "SUMMARY") return true;
      // A popover's button opens it natively (the header's search).
      if (el instanceof HTMLButtonElement && el.popoverTargetElement) return true;
      if (el instanceof HTMLButtonElement) return (el.type === "submit" || el.type === "reset") && el.form !== null;
      return false;
    };
    const reasonOf = (el: Element) =>
      (el.getAttribute("aria-describedby") ?? "")
        .split(/\s+/)
        .map((id) => (id ? (document.getElementById(id)?.textContent?.trim() ?? "") : ""))
        .join(" ")
        .trim();
    return [...document.querySelectorAll(selector)].filter(visible).map((el) => ({
      name:
        (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60) ||
        el.outerHTML.slice(0, 80),
      native: worksNatively(el),
      disabled: (el as HTMLButtonElement).disabled === true,
      reason: reasonOf(el),
    }));
  });
}

/** Controls that would swallow a click before hydration: neither native nor disabled with a reason. */
const deadClicks = (controls: Control[]) =>
  controls.filter((c) => !c.native && !(c.disabled && c.reason.length > 0)).map((c) => c.name);

/**
 * Opens each page with Next's scripts held for good (never released: the walk reads the server's HTML only, and
 * saves each page's script download and hydration), then lets every later page load its scripts again.
 */
async function walk(page: Page, paths: string[]): Promise<Map<string, Control[]>> {
  await holdScripts(page);
  const found = new Map<string, Control[]>();
  for (const path of paths) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    found.set(path, await controlsOf(page));
  }
  await page.unrouteAll({ behavior: "ignoreErrors" });
  return found;
}

const problemsOf = (found: Map<string, Control[]>, suffix = "") =>
  [...found].flatMap(([path, controls]) => {
    const dead = deadClicks(controls);
    return dead.length > 0 ? [`${path}${suffix}: ${dead.join(" | ")}`] : [];
  });

test("before hydration every control of every route works natively or is disabled with its reason", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [product] = (await apiProducts(request, "page=1&limit=1")).products;
  await signUpByApi(page, "hydr-walk");
  const paths = [...routeTable(product.id).map((route) => route.path), "/id", "/fr"];
  const problems = problemsOf(await walk(page, paths));
  // The controls only a phone shows: the menu button, the listing's 'Categories'.
  await page.setViewportSize({ width: 390, height: 844 });
  problems.push(...problemsOf(await walk(page, ["/", "/products"]), " (phone)"));
  expect(problems).toEqual([]);
});

test("the reason a control is not ready yet is given in the page's language", async ({ page }) => {
  const found = await walk(page, ["/", "/id", "/fr"]);
  const reasons = (path: string) =>
    new Set((found.get(path) ?? []).filter((c) => c.disabled && c.reason).map((c) => c.reason));
  const english = reasons("/");
  const indonesian = reasons("/id");
  const french = reasons("/fr");
  expect(english.size).toBeGreaterThan(0);
  for (const set of [indonesian, french]) {
    expect(set.size).toBeGreaterThan(0);
    for (const reason of set) expect(english.has(reason)).toBe(false);
  }
});
