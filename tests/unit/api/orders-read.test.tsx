/**
 * @jest-environment jsdom
 */
import { act, useEffect } from "react";
import { useUserOrders, type OrdersRead } from "@/lib/api/orders";
import { FAILED, flushPromises, holdFetch, type HeldRequest } from "../../support/held-fetch";
import { probeRoot } from "../../support/swr-cache";

/** SWR's first wait before a failed read is tried again (its errorRetryInterval). */
const READ_RETRY_MS = 5_000;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { show, shown } = probeRoot();

let asked: HeldRequest[] = [];
let latest: OrdersRead;

function Probe() {
  const read = useUserOrders();
  useEffect(() => {
    latest = read;
  });
  return <p>{read.loading ? "loading" : read.data ? `${read.data.user_orders.length} orders` : "nothing"}</p>;
}

const waitMs = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
    await flushPromises();
  });
const answer = async (index: number, status: number) =>
  act(async () => {
    asked[index]!.answer(status, status < 400 ? { data: { user_orders: [{ id: 1 }, { id: 2 }] } } : FAILED);
    await flushPromises();
  });

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick"] });
  asked = holdFetch();
});

test("reads the orders once when mounted, with a spinner until they answer, and notes when they were read", async () => {
  show(<Probe />);
  expect(shown()).toBe("loading");
  expect(asked).toHaveLength(1);
  expect(asked[0]!.url).toMatch(/\/user\/orders$/);
  await answer(0, 200);
  expect(shown()).toBe("2 orders");
  expect(latest.readAt).toBeGreaterThan(0);
  await waitMs(60_000);
  expect(asked).toHaveLength(1);
});

test("a server failure ends the spinner and is tried again after a while; a refusal (4xx) is not", async () => {
  show(<Probe />);
  await answer(0, 503);
  expect(shown()).toBe("nothing");
  expect(latest.failed).toBe(true);
  await waitMs(READ_RETRY_MS - 1);
  expect(asked).toHaveLength(1);
  await waitMs(1);
  expect(asked).toHaveLength(2);
  await answer(1, 403);
  await waitMs(100 * READ_RETRY_MS);
  expect(asked).toHaveLength(2);
  expect(shown()).toBe("nothing");
});

test("a server failure then an answer shows the orders", async () => {
  show(<Probe />);
  await answer(0, 500);
  await waitMs(READ_RETRY_MS);
  await answer(1, 200);
  expect(shown()).toBe("2 orders");
});

test("leaving the page stops the retries", async () => {
  show(<Probe />);
  await answer(0, 500);
  show(<p>another page</p>);
  await waitMs(100 * READ_RETRY_MS);
  expect(asked).toHaveLength(1);
});
