import { readFileSync } from "node:fs";
import { nearestHub, type HubCandidate } from "@/lib/domain/checkout/nearest-hub";
import { PROVINCE_CAPITALS, provinceDistanceKm, provinceOf } from "@/lib/domain/regions/province-capitals";

/** The demo shop's hubs: Jakarta, Bandung, Surabaya and Denpasar, each holding the whole cart of 2 lines. */
const hub = (id: number, province: string | null, available = 2): HubCandidate & { name: string } => ({
  id,
  name: `hub ${id}`,
  province_id: province,
  available_items: available,
  total_items: 2,
});
const JAKARTA = hub(3, "31");
const BANDUNG = hub(8, "32");
const SURABAYA = hub(11, "35");
const DENPASAR = hub(15, "51");
const HUBS = [JAKARTA, BANDUNG, SURABAYA, DENPASAR];

describe("the hub the checkout chooses for a delivery", () => {
  it("ships from the hub in the address's province", () => {
    expect(nearestHub(HUBS, "32")?.id).toBe(8);
    expect(nearestHub(HUBS, "51")?.id).toBe(15);
  });

  it("ships from the nearest province's hub when the address's province has none: Sleman from Surabaya", () => {
    expect(nearestHub(HUBS, provinceOf("34.04.01"))?.id).toBe(11);
    expect(nearestHub(HUBS, "36")?.id).toBe(3); // Banten from Jakarta
    expect(nearestHub(HUBS, "52")?.id).toBe(15); // Lombok from Denpasar
    expect(nearestHub(HUBS, "12")?.id).toBe(3); // Medan from Jakarta
  });

  it("passes over a hub that lacks an item, however near", () => {
    expect(nearestHub([JAKARTA, hub(8, "32", 1), SURABAYA], "32")?.id).toBe(3);
  });

  it("chooses none when no hub holds every item: the shopper picks among those holding part of it", () => {
    expect(nearestHub([hub(3, "31", 1), hub(8, "32", 0)], "32")).toBeNull();
    expect(nearestHub([], "32")).toBeNull();
  });

  it("keeps the shop's order of hubs between equals, and without a province", () => {
    expect(nearestHub([hub(20, "32"), BANDUNG], "32")?.id).toBe(20);
    expect(nearestHub(HUBS, null)?.id).toBe(3);
    expect(nearestHub([hub(30, null), SURABAYA], "34")?.id).toBe(11);
  });
});

describe("the provinces' capitals", () => {
  it("place every province of the reference regions", () => {
    const csv = readFileSync("node_modules/idn-area-data/data/provinces.csv", "utf8");
    const codes = csv
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split(",")[0]);
    expect(codes.length).toBeGreaterThan(30);
    for (const code of codes) expect(PROVINCE_CAPITALS).toHaveProperty([code!]);
  });

  it("measure Jakarta to Surabaya at about 660 km, and nothing to an unknown province", () => {
    expect(provinceDistanceKm("31", "35")).toBeGreaterThan(640);
    expect(provinceDistanceKm("31", "35")).toBeLessThan(680);
    expect(provinceDistanceKm("31", "31")).toBe(0);
    expect(provinceDistanceKm("31", "99")).toBe(Number.POSITIVE_INFINITY);
  });
});
