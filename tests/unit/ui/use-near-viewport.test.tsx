/**
 * @jest-environment jsdom
 */
import { act, useRef } from "react";
import { createRoot, type Root } from "react-dom/client";
import { useNearViewport } from "@/components/ui/use-near-viewport";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** jsdom lays nothing out: this stands in for the browser's observer, and the test says when the element nears. */
class ObserverStandIn {
  static live: ObserverStandIn[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {}
  observe(target: Element) {
    this.targets.push(target);
    ObserverStandIn.live.push(this);
  }
  disconnect() {
    ObserverStandIn.live = ObserverStandIn.live.filter((o) => o !== this);
  }
  report(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

let root: Root;
let container: HTMLDivElement;
const renders: boolean[] = [];

function Block() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, { rootMargin: "200px" });
  renders.push(near);
  return <div ref={ref}>{near ? "loaded" : "placeholder"}</div>;
}

beforeEach(() => {
  Object.assign(globalThis, { IntersectionObserver: ObserverStandIn });
  ObserverStandIn.live = [];
  renders.length = 0;
  container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
  act(() => root.render(<Block />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

test("stays false while the element is far from the screen, watching it with the margin asked for", () => {
  expect(container.textContent).toBe("placeholder");
  expect(ObserverStandIn.live).toHaveLength(1);
  expect(ObserverStandIn.live[0]!.options.rootMargin).toBe("200px");
  act(() => ObserverStandIn.live[0]!.report(false));
  expect(container.textContent).toBe("placeholder");
});

test("turns true when the element nears the screen, stops watching, and stays true", () => {
  act(() => ObserverStandIn.live[0]!.report(true));
  expect(container.textContent).toBe("loaded");
  expect(ObserverStandIn.live).toHaveLength(0);
  act(() => root.render(<Block />));
  expect(container.textContent).toBe("loaded");
  expect(renders.at(-1)).toBe(true);
});

test("stops watching when the element goes away before it came near", () => {
  act(() => root.render(<></>));
  expect(ObserverStandIn.live).toHaveLength(0);
});
