/**
 * @jest-environment jsdom
 */
import { act } from "react";
import { useProductStock } from "@/lib/api/catalog";
import type { ProductStock } from "@/lib/domain/catalog/contract";
import { probeRoot } from "../../support/swr-cache";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { show, shown } = probeRoot();

interface Pending {
  url: string;
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

/** Runs `step` and lets the reads it starts reach fetch. */
const started = (step: () => void) =>
  act(async () => {
    step();
    await flush();
  });

/** The shopper comes back to the tab (SWR handles the event on the next tick). */
const focus = () => {
  window.dispatchEvent(new Event("focus"));
  jest.advanceTimersByTime(0);
};

beforeEach(() => {
  asked.length = 0;
  jest.useFakeTimers();
  globalThis.fetch = jest.fn((url: string | URL | Request) => {
    return new Promise<Response>((resolve) => {
      asked.push({
        url: String(url),
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
});

test("reads the product's stock once mounted and shows it", async () => {
  await started(() => show(<Probe id={7} />));
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
  await started(() => show(<Probe id={7} />));
  await act(async () => {
    asked[0].answer(200, 3);
    await flush();
  });
  await started(focus);
  expect(asked).toHaveLength(1);
  act(() => void jest.advanceTimersByTime(6_000));
  await started(focus);
  expect(asked).toHaveLength(2);
  await act(async () => {
    asked[1].answer(200, 1);
    await flush();
  });
  expect(shown()).toBe("1");
});

test("a failed read leaves the page's sizes as they are", async () => {
  await started(() => show(<Probe id={7} />));
  await act(async () => {
    asked[0].answer(503, 0);
    await flush();
  });
  expect(shown()).toBe("page");
});

test("another product's answer arriving late is not shown", async () => {
  await started(() => show(<Probe id={7} />));
  await started(() => show(<Probe id={8} />));
  expect(asked).toHaveLength(2);
  await act(async () => {
    asked[0].answer(200, 9);
    await flush();
  });
  expect(shown()).toBe("page");
  await act(async () => {
    asked[1].answer(200, 4);
    await flush();
  });
  expect(shown()).toBe("4");
});
