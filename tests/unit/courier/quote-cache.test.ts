import { cachedQuote, clearQuoteCache, QUOTE_TTL_MS, quoteKey } from "@/lib/server/courier/quote-cache";
import type { CourierProvider, ShippingOption } from "@/lib/server/courier";
import { fail, ok, type Result } from "@/lib/server/result";

const OPTION: ShippingOption = {
  courier: "JNE",
  service: "REG",
  description: "Reguler",
  tariff: 9000,
  etd: "1-2",
  notes: "",
};

function courier(answer: () => Result<ShippingOption[]> = () => ok([OPTION])) {
  const cost = jest.fn(async () => answer());
  const provider = {
    name: "sandbox",
    cost,
    findDestinations: jest.fn(),
    track: jest.fn(),
  } as unknown as CourierProvider;
  return { provider, cost };
}

const request = { origin: "sbx-32.73.07", destination: "sbx-31.74.07", weightGrams: 300 };

afterEach(() => {
  clearQuoteCache();
  jest.useRealTimers();
  delete (globalThis as { __storefrontRedis?: unknown }).__storefrontRedis;
  delete (globalThis as { __storefrontDatabaseIdentity?: unknown }).__storefrontDatabaseIdentity;
});

describe("the courier quote cache", () => {
  it("keys a quote by courier, hub, destination and whole kilograms", () => {
    expect(quoteKey("sandbox", request)).toBe("sandbox|sbx-32.73.07|sbx-31.74.07|1");
    expect(quoteKey("sandbox", { ...request, weightGrams: 1001 })).toBe("sandbox|sbx-32.73.07|sbx-31.74.07|2");
    expect(quoteKey("rajaongkir", request)).not.toBe(quoteKey("sandbox", request));
    expect(quoteKey("sandbox", { ...request, origin: "sbx-31.72.06" })).not.toBe(quoteKey("sandbox", request));
  });

  it("asks the courier once per key for ten minutes, then again", async () => {
    jest.useFakeTimers({ now: new Date("2026-11-29T03:00:00Z") });
    const { provider, cost } = courier();
    expect(await cachedQuote(provider, request)).toEqual(ok([OPTION]));
    expect(await cachedQuote(provider, { ...request, weightGrams: 800 })).toEqual(ok([OPTION]));
    expect(cost).toHaveBeenCalledTimes(1);
    expect(cost).toHaveBeenCalledWith({ ...request, weightGrams: 1000 });
    jest.setSystemTime(Date.now() + QUOTE_TTL_MS - 1);
    await cachedQuote(provider, request);
    expect(cost).toHaveBeenCalledTimes(1);
    jest.setSystemTime(Date.now() + 2);
    await cachedQuote(provider, request);
    expect(cost).toHaveBeenCalledTimes(2);
    expect(QUOTE_TTL_MS).toBe(10 * 60_000);
  });

  it("asks once for two requests at the same time, and keeps no failure", async () => {
    const { provider, cost } = courier();
    await Promise.all([cachedQuote(provider, request), cachedQuote(provider, request)]);
    expect(cost).toHaveBeenCalledTimes(1);

    const refusing = courier(() => fail(422, "no"));
    expect((await cachedQuote(refusing.provider, { ...request, destination: "x" })).ok).toBe(false);
    expect((await cachedQuote(refusing.provider, { ...request, destination: "x" })).ok).toBe(false);
    expect(refusing.cost).toHaveBeenCalledTimes(2);
  });

  it("shares quotes through the cache's Redis when it is up, with a ten-minute expiry under the shop's prefix", async () => {
    const store = new Map<string, string>();
    const set = jest.fn(async (key: string, value: string) => void store.set(key, value));
    (globalThis as Record<string, unknown>).__storefrontRedis = {
      client: { isReady: true, get: async (key: string) => store.get(key) ?? null, set },
    };
    (globalThis as Record<string, unknown>).__storefrontDatabaseIdentity = { id: "db1" };
    const first = courier();
    await cachedQuote(first.provider, request);
    expect(set).toHaveBeenCalledWith(
      "storefront:db1:courier-quote:sandbox|sbx-32.73.07|sbx-31.74.07|1",
      expect.any(String),
      { expiration: { type: "PX", value: QUOTE_TTL_MS } },
    );
    // Another instance (its memory empty) reads the shared answer.
    clearQuoteCache();
    const second = courier();
    expect(await cachedQuote(second.provider, request)).toEqual(ok([OPTION]));
    expect(second.cost).not.toHaveBeenCalled();
  });

  it("asks the courier when Redis fails", async () => {
    (globalThis as Record<string, unknown>).__storefrontRedis = {
      client: {
        isReady: true,
        get: async () => Promise.reject(new Error("down")),
        set: async () => Promise.reject(new Error("down")),
      },
    };
    (globalThis as Record<string, unknown>).__storefrontDatabaseIdentity = { id: "db1" };
    const { provider, cost } = courier();
    expect(await cachedQuote(provider, request)).toEqual(ok([OPTION]));
    expect(cost).toHaveBeenCalledTimes(1);
  });
});
