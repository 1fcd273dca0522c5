/**
 * The per-email bound on sign-ins checked at once (lib/server/auth/sign-in-guard.ts, issue #34 point 3) when an
 * attempt outlives the limiter's window: the counters are fixed windows, so a slot given back after its window ended
 * must not count against the next one. The shared store is replaced by the library's memory limiter, which resets
 * and gives back the way Redis and the database do (a give-back on an expired key starts a new window below zero);
 * jest's clock moves the window.
 */
import { RELEASE_MARGIN_MS } from "@/lib/server/limits";
import { enterSignIn } from "@/lib/server/auth/sign-in-guard";

jest.mock("@/lib/server/limits/store", () => {
  const { RateLimiterMemory } = jest.requireActual<typeof import("rate-limiter-flexible")>("rate-limiter-flexible");
  return {
    createLimiter: async (name: string, rule: { points: number; seconds: number }) =>
      new RateLimiterMemory({ points: rule.points, duration: rule.seconds, keyPrefix: name }),
  };
});

let strangers = 0;
const stranger = () => `198.51.100.${++strangers}`;

/** Tries `n` sign-ins at once from new addresses; the ones let in, still being checked. */
async function enterMany(email: string, n: number) {
  const entries = await Promise.all(Array.from({ length: n }, () => enterSignIn(stranger(), email)));
  return entries.flatMap((entry) => (entry.ok ? [entry] : []));
}

beforeEach(() => jest.useFakeTimers({ now: 1_800_000_000_000 }));
afterEach(() => jest.useRealTimers());

describe("the sign-in slots of one email", () => {
  it("lets 2 in at once and frees a slot when its attempt ends", async () => {
    const email = "slots@example.com";
    const [first, second, ...rest] = await enterMany(email, 4);
    expect(rest).toHaveLength(0);
    await first!.leave();
    await first!.leave(); // once only
    expect(await enterMany(email, 3)).toHaveLength(1);
    await second!.leave();
  });

  it("never frees more slots than it holds when attempts outlive the window (sustained, window after window)", async () => {
    const email = "sustained@example.com";
    for (let round = 0; round < 4; round++) {
      const inside = await enterMany(email, 6);
      expect({ round, inside: inside.length }).toEqual({ round, inside: 2 });
      // Slow checks: the 60 s window ends while both are still under way; they end in the next one.
      jest.advanceTimersByTime(61_000);
      for (const entry of inside) await entry.leave();
    }
  });

  it("keeps a slot released in the window's last moment until the window ends", async () => {
    const email = "edge@example.com";
    const inside = await enterMany(email, 2);
    jest.advanceTimersByTime(60_000 - RELEASE_MARGIN_MS / 2);
    for (const entry of inside) await entry.leave();
    expect(await enterMany(email, 3)).toHaveLength(0);
    jest.advanceTimersByTime(RELEASE_MARGIN_MS);
    expect(await enterMany(email, 3)).toHaveLength(2);
  });
});
