import { deliveryRows } from "@/components/product/delivery-rows";
import type { DeliveryEstimate } from "@/lib/domain/delivery/contract";
import { etdDays, pickupReadyToday } from "@/lib/domain/delivery/rules";
import { messagesFor } from "@/lib/i18n/catalogues";

const answer: DeliveryEstimate = {
  size: "M",
  origin: { showroom_id: 5, showroom_name: "Paris Van Java Bandung" },
  destination: { source: "ADDRESS", subdistrict_id: "32.73.07", label: "Sukajadi, Kota Bandung" },
  estimate: { courier: "JNE", service: "REG", etd: "1-2" },
  pickup: { showroom_id: 5, showroom_name: "Paris Van Java Bandung", today: true },
};

describe("the product page's delivery rows", () => {
  it("say where it ships from, when it arrives and where to pick it up, in each language", () => {
    expect(deliveryRows(messagesFor("id").delivery, answer, false)).toEqual([
      "Dikirim dari Paris Van Java Bandung",
      "Tiba 1-2 hari ke Sukajadi, Kota Bandung",
      "Ambil hari ini di Paris Van Java Bandung",
    ]);
    expect(deliveryRows(messagesFor("en").delivery, answer, false)).toEqual([
      "Ships from Paris Van Java Bandung",
      "Arrives in 1-2 day(s) to Sukajadi, Kota Bandung",
      "Pick up today at Paris Van Java Bandung",
    ]);
    expect(deliveryRows(messagesFor("fr").delivery, answer, false)[0]).toBe("Expédié depuis Paris Van Java Bandung");
  });

  it("reuse the checkout's 'ships from' words", () => {
    for (const lang of ["en", "id", "fr"] as const)
      expect(messagesFor(lang).delivery.shipsFrom).toBe(messagesFor(lang).checkout.hub.shipsFrom);
  });

  it("keep three rows whatever the answer, so the block never changes height", () => {
    const t = messagesFor("id").delivery;
    expect(deliveryRows(t, null, false)).toEqual([t.loading, "", ""]);
    expect(deliveryRows(t, null, true)).toEqual([t.noEstimate, "", ""]);
    const guest = { ...answer, destination: null, estimate: null, pickup: { ...answer.pickup!, today: false } };
    expect(deliveryRows(t, guest, false)).toEqual([
      "Dikirim dari Paris Van Java Bandung",
      "",
      "Ambil mulai besok di Paris Van Java Bandung",
    ]);
    const unshipped = { ...answer, origin: null, estimate: null, pickup: null };
    expect(deliveryRows(t, unshipped, false)).toEqual([t.notShipped, "", ""]);
  });
});

describe("the delivery rules", () => {
  const wib = (hhmm: string) => new Date(`2026-11-29T${hhmm}:00+07:00`);

  it("offer pickup today until an hour before the stores close (10:00-20:00 WIB)", () => {
    expect(pickupReadyToday(wib("06:30"))).toBe(true);
    expect(pickupReadyToday(wib("12:00"))).toBe(true);
    expect(pickupReadyToday(wib("19:00"))).toBe(true);
    expect(pickupReadyToday(wib("19:01"))).toBe(false);
    expect(pickupReadyToday(wib("23:30"))).toBe(false);
  });

  it("read the courier's days however it writes them", () => {
    expect(etdDays("1-2")).toBe("1-2");
    expect(etdDays("1 - 2 HARI")).toBe("1-2");
    expect(etdDays("2-3 days")).toBe("2-3");
    expect(etdDays("1")).toBe("1");
    expect(etdDays("3-3")).toBe("3");
    expect(etdDays("")).toBe("");
  });
});
