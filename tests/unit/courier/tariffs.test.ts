import { CARGO_MIN_KG, chargedKg, sandboxTariffs, zoneBetween } from "@/lib/server/courier/tariffs";
import { buildCostRequest, mapCostResults } from "@/lib/server/courier/rajaongkir";

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
    expect(city.map((t) => [t.service, t.etd])).toEqual([["SDS", "1"], ["YES", "1"], ["REG", "1-2"]]);
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

describe("RajaOngkir-compatible courier", () => {
  it("builds the cost request: origin and destination subdistricts, grams, one courier, the key header", () => {
    const req = buildCostRequest({ apiKey: "k", baseUrl: "https://pro.rajaongkir.com/api/", courier: "jne" }, { origin: "501", destination: "574", weightGrams: 1700 });
    expect(req.url).toBe("https://pro.rajaongkir.com/api/cost");
    expect(req.headers.key).toBe("k");
    expect(Object.fromEntries(new URLSearchParams(req.body))).toEqual({ origin: "501", originType: "subdistrict", destination: "574", destinationType: "subdistrict", weight: "1700", courier: "jne" });
  });

  it("maps [{code, name, costs:[{service, description, cost:[{value, etd, note}]}]}] to shipping options", () => {
    const results = [{ code: "jne", name: "Jalur Nugraha Ekakurir (JNE)", costs: [{ service: "REG", description: "Layanan Reguler", cost: [{ value: 18000, etd: "1-2", note: "" }] }, { service: "YES", description: "Yakin Esok Sampai", cost: [{ value: 30000, etd: "1", note: "x" }] }] }];
    expect(mapCostResults(results)).toEqual([
      { courier: "JNE", service: "REG", description: "Layanan Reguler", tariff: 18000, etd: "1-2", notes: "" },
      { courier: "JNE", service: "YES", description: "Yakin Esok Sampai", tariff: 30000, etd: "1", notes: "x" },
    ]);
    expect(mapCostResults(null)).toEqual([]);
    expect(mapCostResults([{ code: "jne", name: "", costs: [{ service: "X", description: "", cost: [] }] }])).toEqual([]);
  });
});
