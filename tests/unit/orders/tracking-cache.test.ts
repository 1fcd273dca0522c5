import type { CourierProvider, Waybill } from "@/lib/server/courier";
import { createTrackingCache } from "@/lib/server/orders/tracking-cache";
import { fail, type Result } from "@/lib/server/result";

const waybill: Waybill = {
  summary: {
    courier_code: "jne",
    waybill_number: "W1",
    service_code: "REG",
    waybill_date: "2026-11-20",
    receiver_name: "SARI",
    status: "ON PROCESS",
  },
  delivery_status: { status: "ON PROCESS", pod_receiver: "", pod_date: "", pod_time: "" },
  manifest: [],
};

function fakeCourier(answers: Result<Waybill>[]) {
  const calls: string[] = [];
  const courier: CourierProvider = {
    name: "sandbox",
    findDestinations: async () => ({ ok: true, data: [] }),
    cost: async () => ({ ok: true, data: [] }),
    track: async (w) => {
      calls.push(w);
      return answers[Math.min(calls.length - 1, answers.length - 1)];
    },
  };
  return { courier, calls };
}

describe("the waybill cache", () => {
  it("asks the courier once per waybill within the lifetime, again after it", async () => {
    let clock = 0;
    const track = createTrackingCache({ ttlMs: 60_000, maxEntries: 10, now: () => clock });
    const { courier, calls } = fakeCourier([{ ok: true, data: waybill }]);
    await Promise.all([track(courier, "W1"), track(courier, "W1"), track(courier, "W2")]);
    expect(calls).toEqual(["W1", "W2"]);
    clock = 59_999;
    await track(courier, "W1");
    expect(calls).toEqual(["W1", "W2"]);
    clock = 60_000;
    expect(await track(courier, "W1")).toEqual({ ok: true, data: waybill });
    expect(calls).toEqual(["W1", "W2", "W1"]);
  });

  it("does not keep a failure: the next request asks again", async () => {
    const track = createTrackingCache({ ttlMs: 60_000, maxEntries: 10, now: () => 0 });
    const failure: Result<Waybill> = fail(409, "courier down");
    const { courier, calls } = fakeCourier([failure, { ok: true, data: waybill }]);
    expect((await track(courier, "W1")).ok).toBe(false);
    expect((await track(courier, "W1")).ok).toBe(true);
    expect(calls).toEqual(["W1", "W1"]);
  });

  it("keeps at most maxEntries waybills, dropping the oldest", async () => {
    const track = createTrackingCache({ ttlMs: 60_000, maxEntries: 2, now: () => 0 });
    const { courier, calls } = fakeCourier([{ ok: true, data: waybill }]);
    for (const w of ["A", "B", "C", "A"]) await track(courier, w);
    expect(calls).toEqual(["A", "B", "C", "A"]);
  });

  it("a lifetime of 0 turns it off", async () => {
    const track = createTrackingCache({ ttlMs: 0, maxEntries: 10 });
    const { courier, calls } = fakeCourier([{ ok: true, data: waybill }]);
    await track(courier, "W1");
    await track(courier, "W1");
    expect(calls).toEqual(["W1", "W1"]);
  });
});
