import { CARGO_MIN_KG, chargedKg, sandboxTariffs, zoneBetween } from "@/lib/server/courier/providers/sandbox/tariffs";

describe("sandbox courier tariffs", () => {
  it("finds the zone from the area codes: same city, same province, same island, far", () => {
    expect(zoneBetween("32.73.07", "32.73.01")).toBe("CITY");
    expect(zoneBetween("32.73.07", "32.75.03")).toBe("PROVINCE");
    expect(zoneBetween("32.73.07", "35.78.05")).toBe("ISLAND");
    expect(zoneBetween("32.73.07", "51.71.03")).toBe("FAR");
  });

  it("charges whole kilograms, at least 1, and at least 10 kg for cargo", () => {
    expect(chargedKg(250, false)).toBe(1);
    expect(chargedKg(1001, false)).toBe(2);
    expect(chargedKg(250, true)).toBe(CARGO_MIN_KG);
    expect(chargedKg(12_500, true)).toBe(13);
  });

  it("offers the spec's tiers: same day in the city, 1 day, 1-2 days, and cargo 2-3 days from its 10 kg minimum", () => {
    const city = sandboxTariffs("32.73.07", "32.73.01", 800);
    expect(city.map((t) => [t.service, t.etd])).toEqual([
      ["SDS", "1"],
      ["YES", "1"],
      ["REG", "1-2"],
    ]);
    expect(city.find((t) => t.service === "REG")!.tariff).toBe(9000);
    expect(sandboxTariffs("32.73.07", "51.71.03", 800).map((t) => t.service)).toEqual(["YES", "REG"]);
    expect(sandboxTariffs("32.73.07", "32.73.01", 9_999).map((t) => t.service)).not.toContain("JTR");
    const heavy = sandboxTariffs("32.73.07", "32.73.01", 10_000);
    expect(heavy.map((t) => [t.service, t.etd])).toContainEqual(["JTR", "2-3"]);
    expect(heavy.find((t) => t.service === "JTR")!.tariff).toBe(10 * 4000);
  });

  it("grows with distance and weight, and is deterministic", () => {
    const reg = (o: string, d: string, g: number) => sandboxTariffs(o, d, g).find((t) => t.service === "REG")!.tariff;
    expect(reg("32.73.07", "51.71.03", 800)).toBeGreaterThan(reg("32.73.07", "35.78.05", 800));
    expect(reg("32.73.07", "35.78.05", 800)).toBeGreaterThan(reg("32.73.07", "32.75.03", 800));
    expect(reg("32.73.07", "32.73.01", 3200)).toBe(4 * reg("32.73.07", "32.73.01", 800));
    expect(sandboxTariffs("31.74.07", "32.73.07", 1500)).toEqual(sandboxTariffs("31.74.07", "32.73.07", 1500));
  });
});
