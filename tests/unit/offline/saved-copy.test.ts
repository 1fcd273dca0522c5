import { CATALOG_CACHE_LIFE } from "@/lib/domain/catalog/cache-life";
import { SAVED_PAGE_NETWORK_TIMEOUT_MS, isFreshCopy, savedOrNetwork } from "@/lib/domain/system/saved-copy";

const NOW = Date.parse("2026-11-25T10:00:00Z");
const WINDOW_MS = CATALOG_CACHE_LIFE.stale * 1000;

/** A saved page as the worker's cache holds it: its Date header says when the server sent it. */
const savedAt = (ms: number) => new Response("saved", { headers: { Date: new Date(ms).toUTCString() } });
const fromNetwork = () => new Response("network");
const never = () => new Promise<Response>(() => {});
const after = (ms: number, value: () => Response) =>
  new Promise<Response>((resolve) => setTimeout(() => resolve(value()), ms));
const failing = () => Promise.reject(new TypeError("Failed to fetch"));

async function text(answer: Promise<{ response: Response; savedCopy: boolean }>) {
  const { response, savedCopy } = await answer;
  return { body: await response.text(), savedCopy };
}

describe("a saved copy's freshness", () => {
  it("is the catalogue's client window, by the copy's Date header", () => {
    expect(isFreshCopy(savedAt(NOW - WINDOW_MS), NOW)).toBe(true);
    expect(isFreshCopy(savedAt(NOW - WINDOW_MS - 1000), NOW)).toBe(false);
    expect(isFreshCopy(new Response("no date"), NOW)).toBe(false);
  });
});

describe("what the worker answers for a saved page", () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it("inside the window: the saved copy at once, not marked (the network refreshes it behind the page)", async () => {
    expect(await text(savedOrNetwork(savedAt(NOW - 1000), never(), NOW))).toEqual({ body: "saved", savedCopy: false });
  });

  it("past the window: the network when it answers within the timeout", async () => {
    const answer = text(
      savedOrNetwork(savedAt(NOW - WINDOW_MS - 1000), after(SAVED_PAGE_NETWORK_TIMEOUT_MS - 500, fromNetwork), NOW),
    );
    await jest.advanceTimersByTimeAsync(SAVED_PAGE_NETWORK_TIMEOUT_MS - 500);
    expect(await answer).toEqual({ body: "network", savedCopy: false });
  });

  it("past the window, on a slow network: the saved copy after the timeout, marked as a saved copy", async () => {
    let settled = false;
    const answer = text(savedOrNetwork(savedAt(NOW - 3 * WINDOW_MS), never(), NOW)).finally(() => (settled = true));
    await jest.advanceTimersByTimeAsync(SAVED_PAGE_NETWORK_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual({ body: "saved", savedCopy: true });
  });

  it("past the window, when the network fails: the saved copy at once, marked", async () => {
    expect(await text(savedOrNetwork(savedAt(NOW - 3 * WINDOW_MS), failing(), NOW))).toEqual({
      body: "saved",
      savedCopy: true,
    });
  });

  it("with nothing saved: waits for the network however long it takes, and its failure is the caller's (the offline page)", async () => {
    const answer = text(savedOrNetwork(undefined, after(5 * SAVED_PAGE_NETWORK_TIMEOUT_MS, fromNetwork), NOW));
    await jest.advanceTimersByTimeAsync(5 * SAVED_PAGE_NETWORK_TIMEOUT_MS);
    expect(await answer).toEqual({ body: "network", savedCopy: false });
    await expect(savedOrNetwork(undefined, failing(), NOW)).rejects.toThrow("Failed to fetch");
  });
});
