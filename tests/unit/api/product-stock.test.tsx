/**
 * @jest-environment jsdom
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { useProductStock } from "@/lib/api/product-stock";
import type { ProductStock } from "@/lib/domain/catalog/contract";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Pending {
  url: string;
  signal: AbortSignal;
  answer: (status: number, units: number) => void;
}

const asked: Pending[] = [];

const stock = (units: number): ProductStock =>
  ({
    product_id: 7,
    sizes: [{ size_code: "M", is_available: units > 0, units_left: units }],
  }) as unknown as ProductStock;

/** Shows the live units of size M, or "page" while the page's own sizes stand. */
function Probe({ id }: { id: number }) {
  const data = useProductStock(id);
  return <p>{data ? String(data.sizes[0]?.units_left) : "page"}</p>;
}

async function flush() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** Runs `step` and lets the reads it starts reach fetch (the calls' code loads with the first read). */
const started = (step: () => void) =>
  act(async () => {
    step();
    await flush();
  });

let root: Root;
let container: HTMLDivElement;
let now = 1_000_000;
const shown = () => container.textContent;

beforeEach(() => {
  asked.length = 0;
  jest.spyOn(Date, "now").mockImplementation(() => now);
  globalThis.fetch = jest.fn((url: string | URL | Request, init?: RequestInit) => {
    return new Promise<Response>((resolve) => {
      asked.push({
        url: String(url),
        signal: init!.signal!,
        answer: (status, units) =>
          resolve({
            ok: status < 400,
            status,
            statusText: "",
            text: async () => JSON.stringify(status < 400 ? { data: stock(units) } : { error: { message: "down" } }),
          } as Response),
      });
    });
  }) as typeof fetch;
  container = document.createElement("div");
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  jest.restoreAllMocks();
});

test("reads the product's stock once mounted and shows it", async () => {
  await started(() => root.render(<Probe id={7} />));
  expect(shown()).toBe("page");
  expect(asked).toHaveLength(1);
  expect(asked[0].url).toMatch(/\/product-stock\?id=7$/);
  await act(async () => {
    asked[0].answer(200, 3);
    await flush();
  });
  expect(shown()).toBe("3");
});

test("reads again when the shopper comes back to the tab, but not twice within five seconds", async () => {
  await started(() => root.render(<Probe id={7} />));
  await act(async () => {
    asked[0].answer(200, 3);
    await flush();
  });
  await started(() => void window.dispatchEvent(new Event("focus")));
  expect(asked).toHaveLength(1);
  now += 6_000;
  await started(() => void window.dispatchEvent(new Event("focus")));
  expect(asked).toHaveLength(2);
  await act(async () => {
    asked[1].answer(200, 1);
    await flush();
  });
  expect(shown()).toBe("1");
});

test("a failed read leaves the page's sizes as they are", async () => {
  await started(() => root.render(<Probe id={7} />));
  await act(async () => {
    asked[0].answer(503, 0);
    await flush();
  });
  expect(shown()).toBe("page");
});

test("another product's answer arriving late is not shown, and leaving the page cancels the read", async () => {
  await started(() => root.render(<Probe id={7} />));
  await started(() => root.render(<Probe id={8} />));
  expect(asked).toHaveLength(2);
  expect(asked[0].signal.aborted).toBe(true);
  await act(async () => {
    asked[0].answer(200, 9);
    await flush();
  });
  expect(shown()).toBe("page");
  act(() => root.unmount());
  expect(asked[1].signal.aborted).toBe(true);
  root = createRoot(container);
});
