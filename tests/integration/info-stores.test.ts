import { getStoreListing } from "@/lib/server/showrooms/store-listing";

describe("the /stores page data", () => {
  it("lists only regions that have stores, in order, with the banner image", async () => {
    const listing = await getStoreListing();
    expect(listing.banner_image).toBe("/media/stores/banner.webp");
    expect(listing.showroom_regions.map((r) => r.region_name)).toEqual([
      "Jabodetabek",
      "Jawa Barat",
      "Jawa Timur",
      "Bali",
    ]);
    expect(listing.showroom_regions.every((r) => r.showrooms.length > 0)).toBe(true);
  });

  it("gives each store its phone, three address lines and a maps link only when it has one", async () => {
    const stores = (await getStoreListing()).showroom_regions.flatMap((r) => r.showrooms);
    expect(stores).toHaveLength(16);
    const withoutMaps = stores.filter((s) => !s.maps_url).map((s) => s.id);
    expect(withoutMaps.sort((a, b) => a - b)).toEqual([4, 6, 10, 16]);
    for (const store of stores) {
      expect(store.phone).toMatch(/^\+62 /);
      expect([store.address1, store.address2, store.address3].every((line) => line.length > 0)).toBe(true);
    }
  });
});
