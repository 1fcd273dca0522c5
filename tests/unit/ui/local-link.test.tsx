/**
 * @jest-environment jsdom
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import LocalLink from "@/components/ui/local-link";
import { IntentPrefetch } from "@/components/ui/intent-prefetch";
import { RecordingRouter, type RouterCalls } from "@/tests/support/app-router";
import { I18nProvider } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/config";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLDivElement;

/** The address a link to `href` is written with on a page in `lang`. */
function addressOn(lang: Locale, href: string): string | null {
  act(() =>
    root.render(
      <I18nProvider lang={lang} messages={{}}>
        <LocalLink href={href}>the link</LocalLink>
      </I18nProvider>,
    ),
  );
  return container.querySelector("a")!.getAttribute("href");
}

beforeEach(() => {
  container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

test("links a page of the shop at its address in the page's language, English unprefixed", () => {
  expect(addressOn("id", "/products?sort=NEWEST")).toBe("/id/products?sort=NEWEST");
  expect(addressOn("fr", "/")).toBe("/fr");
  expect(addressOn("en", "/product/5")).toBe("/product/5");
});

test("leaves another site, a route handler and a #fragment as they are", () => {
  for (const href of ["https://wa.me/62811", "//cdn.example.com/a", "/api/v1/openapi.json", "#main"]) {
    expect(addressOn("id", href)).toBe(href);
  }
});

test("prefetches a link's page when the pointer rests on it, a finger touches it or it takes the focus; never on sight", () => {
  const calls: RouterCalls = [];
  act(() =>
    root.render(
      <RecordingRouter calls={calls}>
        <I18nProvider lang="id" messages={{}}>
          <IntentPrefetch />
          <LocalLink href="/product/5">
            <span>a card</span>
          </LocalLink>
          <LocalLink href="/products?sale=1">the sale</LocalLink>
          <LocalLink href="/stores">the stores</LocalLink>
          <LocalLink href="https://wa.me/62811">the chat</LocalLink>
          <a href="/api/v1/openapi.json">a plain link</a>
        </I18nProvider>
      </RecordingRouter>,
    ),
  );
  expect(calls).toEqual([]);
  const [card, sale, stores, chat, plain] = container.querySelectorAll("a");
  act(() => {
    card.querySelector("span")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    sale.dispatchEvent(new Event("touchstart", { bubbles: true }));
    stores.dispatchEvent(new Event("focusin", { bubbles: true }));
    chat.dispatchEvent(new Event("pointerover", { bubbles: true }));
    plain.dispatchEvent(new Event("pointerover", { bubbles: true }));
  });
  expect(calls).toEqual([
    ["prefetch", "/id/product/5"],
    ["prefetch", "/id/products?sale=1"],
    ["prefetch", "/id/stores"],
  ]);
});
