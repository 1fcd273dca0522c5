/**
 * @jest-environment jsdom
 */
import { act, useEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { useUserOrders, type OrdersRead } from "@/lib/api/orders";
import { READ_RETRY_MS } from "@/lib/api/reads";
import { FAILED, flushPromises, holdFetch, type HeldRequest } from "../../support/held-fetch";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let asked: HeldRequest[] = [];
let latest: OrdersRead;

function Probe() {
  const read = useUserOrders();
  useEffect(() => {
    latest = read;
  });
  return <p>{read.loading ? "loading" : read.data ? `${read.data.user_orders.length} orders` : "nothing"}</p>;
}

let root: Root;
let container: HTMLDivElement;
const shown = () => container.textContent;
const answer = async (index: number, status: number) =>
  act(async () => {
    asked[index]!.answer(status, status < 400 ? { data: { user_orders: [{ id: 1 }, { id: 2 }] } } : FAILED);
    await flushPromises();
  });

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick"] });
  asked = holdFetch();
  container = document.createElement("div");
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test("reads the orders once when mounted, with a spinner until they answer, and notes when they were read", async () => {
  act(() => root.render(<Probe />));
  expect(shown()).toBe("loading");
  expect(asked).toHaveLength(1);
  expect(asked[0]!.url).toMatch(/\/user\/orders$/);
  await answer(0, 200);
  expect(shown()).toBe("2 orders");
  expect(latest.readAt).toBeGreaterThan(0);
  act(() => void jest.advanceTimersByTime(60_000));
  expect(asked).toHaveLength(1);
});

test("a server failure ends the spinner and is tried again after a while; a refusal (4xx) is not", async () => {
  act(() => root.render(<Probe />));
  await answer(0, 503);
  expect(shown()).toBe("nothing");
  expect(latest.failed).toBe(true);
  act(() => void jest.advanceTimersByTime(READ_RETRY_MS - 1));
  expect(asked).toHaveLength(1);
  act(() => void jest.advanceTimersByTime(1));
  expect(asked).toHaveLength(2);
  await answer(1, 403);
  act(() => void jest.advanceTimersByTime(10 * READ_RETRY_MS));
  expect(asked).toHaveLength(2);
  expect(shown()).toBe("nothing");
});

test("a server failure then an answer shows the orders", async () => {
  act(() => root.render(<Probe />));
  await answer(0, 500);
  act(() => void jest.advanceTimersByTime(READ_RETRY_MS));
  await answer(1, 200);
  expect(shown()).toBe("2 orders");
});

test("leaving the page cancels the read and any retry", async () => {
  act(() => root.render(<Probe />));
  await answer(0, 500);
  act(() => root.render(<p>another page</p>));
  act(() => void jest.advanceTimersByTime(10 * READ_RETRY_MS));
  expect(asked).toHaveLength(1);
  act(() => root.render(<Probe />));
  act(() => root.render(<p>another page</p>));
  expect(asked[1]!.signal?.aborted).toBe(true);
});
