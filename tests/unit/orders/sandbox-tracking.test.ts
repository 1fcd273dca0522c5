import { sandboxWaybill } from "@/lib/server/courier/providers/sandbox/tracking";
import { waybillToTracking } from "@/lib/server/courier/waybill-tracking";

const shippedAt = new Date("2026-02-10T03:00:00Z"); // 10:00 WIB
const opts = { originCity: "Kota Bandung", destinationCity: "Kota Surabaya", receiverName: "Sari Dewi", shippedAt };

describe("the sandbox courier's tracking history", () => {
  it("is the same for the same waybill and time", () => {
    const now = new Date("2026-02-11T00:00:00Z");
    expect(sandboxWaybill("JNE0011", opts, now)).toEqual(sandboxWaybill("JNE0011", opts, now));
  });

  it("right after shipping has the counter and sorting entries in the hub's city, in WIB, before the shipping time", () => {
    const w = sandboxWaybill("JNE0011", opts, shippedAt);
    expect(w.manifest.map((m) => m.manifest_description)).toEqual([
      "SHIPMENT RECEIVED BY JNE COUNTER OFFICER",
      "PROCESSED AT SORTING CENTER",
    ]);
    expect(w.manifest.every((m) => m.city_name === "KOTA BANDUNG")).toBe(true);
    for (const m of w.manifest) {
      expect(m.manifest_date).toBe("2026-02-10");
      expect(m.manifest_time < "10:00" && m.manifest_time >= "08:00").toBe(true);
    }
    expect(w.delivery_status.status).toBe("ON PROCESS");
  });

  it("moves on with time to the destination city, never past its planned last step, and never into the future", () => {
    for (const waybill of ["JNE0011", "JNE0012", "JNE0013", "JNE0014", "JNE0015"]) {
      const later = new Date(shippedAt.getTime() + 5 * 24 * 3600_000);
      const w = sandboxWaybill(waybill, opts, later);
      const tracking = waybillToTracking(w);
      expect(tracking.track_history.at(-1)!.status).toBe("SHIPMENT RECEIVED BY JNE COUNTER OFFICER");
      if (w.manifest.length > 3) expect(w.manifest.at(-1)!.city_name).toBe("KOTA SURABAYA");
      const delivered = w.manifest.at(-1)!.manifest_description === "DELIVERED";
      expect(w.delivery_status).toMatchObject(
        delivered ? { status: "DELIVERED", pod_receiver: "Sari Dewi" } : { status: "ON PROCESS", pod_receiver: "" },
      );
      const early = sandboxWaybill(waybill, opts, new Date(shippedAt.getTime() + 3600_000));
      expect(early.manifest.length).toBeLessThanOrEqual(w.manifest.length);
    }
  });

  it("has no event before the order was placed, for an order shipped minutes after it", () => {
    for (const waybill of ["JNE0011", "JNE0012", "JNE0013", "JNE0014", "JNE0015"]) {
      const placedAt = new Date(shippedAt.getTime() - 18 * 60_000); // 09:42 WIB
      const w = sandboxWaybill(waybill, { ...opts, placedAt }, new Date(shippedAt.getTime() + 5 * 24 * 3600_000));
      const times = waybillToTracking(w).track_history.map((entry) => entry.date_time);
      expect(times.length).toBeGreaterThanOrEqual(2);
      for (const time of times) expect(time >= "2026-02-10 09:42:00").toBe(true);
      expect(times.at(-1)! <= "2026-02-10 10:00:00").toBe(true);
    }
  });

  it("starts an hour after the order when the waybill's time is not known", () => {
    const placedAt = new Date("2026-02-10T03:00:00Z");
    const w = sandboxWaybill("JNE0011", { ...opts, shippedAt: undefined, placedAt }, new Date("2026-02-12T00:00:00Z"));
    expect(w.manifest.every((m) => `${m.manifest_date} ${m.manifest_time}` >= "2026-02-10 10:00")).toBe(true);
  });
});
