import { expect, test, type Request } from "@playwright/test";

/** A request for a product page's payload made ahead of a navigation (Next's router prefetch). */
function productPrefetch(request: Request): string | null {
  const headers = request.headers();
  const prefetch = "next-router-prefetch" in headers || "next-router-segment-prefetch" in headers;
  const { pathname } = new URL(request.url());
  return prefetch && pathname.startsWith("/product/") ? pathname : null;
}

test("the listing's cards prefetch no product page on sight, only the one the pointer rests on or the focus reaches", async ({
  page,
}) => {
  const prefetched: string[] = [];
  page.on("request", (request) => {
    const path = productPrefetch(request);
    if (path) prefetched.push(path);
  });
  await page.goto("/products");
  const cards = page.getByRole("article");
  await expect(cards.nth(3)).toBeVisible();
  // Hydrated: the cards' quick-view buttons are enabled once the page's script has taken them over.
  await expect(cards.first().getByRole("button", { name: /^Quick view / })).toBeEnabled();
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  expect(prefetched).toEqual([]);

  const hovered = cards.nth(1).getByRole("heading").getByRole("link");
  const hoveredPath = new URL((await hovered.getAttribute("href"))!, page.url()).pathname;
  await hovered.hover();
  await expect.poll(() => prefetched).toContain(hoveredPath);

  const focused = cards.nth(2).getByRole("heading").getByRole("link");
  const focusedPath = new URL((await focused.getAttribute("href"))!, page.url()).pathname;
  await focused.focus();
  await expect.poll(() => prefetched).toContain(focusedPath);
  expect(new Set(prefetched)).toEqual(new Set([hoveredPath, focusedPath]));
});
