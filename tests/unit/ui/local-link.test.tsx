/**
 * @jest-environment jsdom
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import LocalLink from "@/components/ui/local-link";
import { I18nProvider } from "@/lib/i18n/client";
import { pickMessages } from "@/lib/i18n/catalogues";
import { RecordingRouter, type RouterCalls } from "../../support/app-router";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLDivElement;
let calls: RouterCalls;

function renderLink(props: { href: string; target?: string; download?: string }) {
  act(() =>
    root.render(
      <RecordingRouter calls={calls}>
        <I18nProvider lang="id" messages={pickMessages("id", ["common"])}>
          <LocalLink {...props}>the link</LocalLink>
        </I18nProvider>
      </RecordingRouter>,
    ),
  );
  return container.querySelector("a")!;
}

/** Dispatches a click as the browser does, and says whether the link's default (the browser's own navigation) was kept. */
function click(link: HTMLAnchorElement, init: MouseEventInit = {}): boolean {
  let kept = true;
  act(() => {
    kept = link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
  });
  return kept;
}

beforeEach(() => {
  calls = [];
  container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

test("writes the address in the page's language and follows a plain click with the router", () => {
  const link = renderLink({ href: "/products?sort=NEWEST" });
  expect(link.getAttribute("href")).toBe("/id/products?sort=NEWEST");
  expect(click(link)).toBe(false);
  expect(calls).toEqual([["push", "/id/products?sort=NEWEST"]]);
});

test.each([
  ["Ctrl", { ctrlKey: true }],
  ["Cmd", { metaKey: true }],
  ["Shift", { shiftKey: true }],
  ["Alt", { altKey: true }],
  ["a middle button", { button: 1 }],
])("leaves a click with %s to the browser", (_name, init) => {
  const link = renderLink({ href: "/cart" });
  expect(click(link, init)).toBe(true);
  expect(calls.filter(([kind]) => kind === "push")).toEqual([]);
});

test("leaves a new tab, a download, another site and a #fragment to the browser", () => {
  for (const props of [
    { href: "/cart", target: "_blank" },
    { href: "/media/size-chart.pdf", download: "" },
    { href: "https://wa.me/62811" },
    { href: "//cdn.example.com/a" },
    { href: "#main" },
  ]) {
    expect(click(renderLink(props))).toBe(true);
  }
  expect(calls.filter(([kind]) => kind === "push")).toEqual([]);
});

test("prefetches its page once, when the pointer rests on it, a finger touches it or it takes the focus", () => {
  const link = renderLink({ href: "/cart" });
  expect(calls).toEqual([]);
  act(() => {
    link.dispatchEvent(new MouseEvent("pointerover", { bubbles: true }) /* jsdom has no PointerEvent */);
    link.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  });
  expect(calls).toEqual([["prefetch", "/id/cart"]]);
  const other = renderLink({ href: "https://wa.me/62811" });
  act(() => other.dispatchEvent(new FocusEvent("focusin", { bubbles: true })));
  expect(calls).toEqual([["prefetch", "/id/cart"]]);
});
