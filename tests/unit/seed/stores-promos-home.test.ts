import { buildDemoData } from "@/lib/db/seed/demo-data";

const demo = buildDemoData();
const { showrooms, stock } = demo;
const positive = stock.filter((r) => r.qty > 0);

describe("the demo showrooms and stock", () => {
  it("has a showroom region without showrooms", () => {
    const empty = demo.showroomRegions.filter((r) => !showrooms.some((s) => s.showroomRegionId === r.id));
    expect(empty.map((r) => r.regionName)).toEqual(["Sumatera (Segera Hadir)"]);
    expect(demo.showroomRegions.length - empty.length).toBeGreaterThanOrEqual(4);
  });

  it("has at least twelve showrooms and three hubs in different regions", () => {
    expect(showrooms.length).toBeGreaterThanOrEqual(12);
    const hubs = showrooms.filter((s) => s.isHub);
    expect(hubs.length).toBeGreaterThanOrEqual(3);
    expect(new Set(hubs.map((h) => h.showroomRegionId)).size).toBe(hubs.length);
  });

  it("gives showrooms three address lines, a phone, a district code and mostly a maps link", () => {
    for (const s of showrooms) {
      expect(s.phone).toMatch(/^\+62 \d{2,3} /);
      expect(s.address1 && s.address2 && s.address3).toBeTruthy();
      expect(s.address3).toMatch(/\d{5}$/);
      expect(s.subdistrictId).toMatch(/^\d{2}\.\d{2}\.\d{2}$/);
      if (s.mapsUrl) expect(s.mapsUrl.startsWith("https://www.google.com/maps/search/?api=1&query=")).toBe(true);
    }
    const withMaps = showrooms.filter((s) => s.mapsUrl).length;
    expect(withMaps).toBeGreaterThan(showrooms.length / 2);
    expect(withMaps).toBeLessThan(showrooms.length);
  });

  it("keeps stock rows valid and the table a reasonable size", () => {
    expect(stock.length).toBeLessThanOrEqual(40_000);
    const sizes = new Map(demo.catalog.products.map((p) => [p.id, new Set(p.sizes.map((s) => s.sizeCode))]));
    const keys = new Set<string>();
    for (const r of stock) {
      expect(r.qty).toBeGreaterThanOrEqual(0);
      expect(sizes.get(r.productId)?.has(r.sizeCode)).toBe(true);
      expect(showrooms.some((s) => s.id === r.showroomId)).toBe(true);
      keys.add(`${r.showroomId}|${r.productId}|${r.sizeCode}`);
    }
    expect(keys.size).toBe(stock.length);
  });

  it("has sizes that are out of stock in every showroom", () => {
    const soldOut = demo.catalog.products.flatMap((p) =>
      p.sizes
        .filter((s) => !positive.some((r) => r.productId === p.id && r.sizeCode === s.sizeCode))
        .map((s) => `${p.id}:${s.sizeCode}`),
    );
    expect(soldOut.length).toBeGreaterThan(5);
  });

  it("sells every product somewhere and always in at least one hub", () => {
    const hubIds = new Set(showrooms.filter((s) => s.isHub).map((s) => s.id));
    for (const p of demo.catalog.products) {
      expect(positive.some((r) => r.productId === p.id && hubIds.has(r.showroomId))).toBe(true);
    }
  });

  it("stocks a few core products in every size at every showroom", () => {
    const everywhere = demo.catalog.products.filter((p) =>
      showrooms.every((s) =>
        p.sizes.every((size) =>
          positive.some((r) => r.productId === p.id && r.showroomId === s.id && r.sizeCode === size.sizeCode),
        ),
      ),
    );
    expect(everywhere.length).toBeGreaterThanOrEqual(3);
  });

  it("has products available only in some showrooms, and hubs that lack some products", () => {
    const storesOf = (id: number) => new Set(positive.filter((r) => r.productId === id).map((r) => r.showroomId));
    const partial = demo.catalog.products.filter((p) => storesOf(p.id).size < showrooms.length);
    expect(partial.length).toBeGreaterThan(demo.catalog.products.length / 2);
    expect(demo.catalog.products.some((p) => storesOf(p.id).size <= 2)).toBe(true);
    for (const hub of showrooms.filter((s) => s.isHub)) {
      const carried = new Set(positive.filter((r) => r.showroomId === hub.id).map((r) => r.productId));
      expect(carried.size).toBeGreaterThan(demo.catalog.products.length * 0.7);
      expect(carried.size).toBeLessThan(demo.catalog.products.length);
    }
  });
});

describe("the demo promos", () => {
  const byCode = new Map(demo.promos.map((p) => [p.code, p]));

  it("has shipping and product codes with their caps and minimums", () => {
    expect(byCode.get("ONGKIR50")).toMatchObject({
      category: "SHIPPING",
      discPercent: 50,
      discMax: 20000,
      isActive: true,
    });
    expect(byCode.get("GRATISONGKIR")).toMatchObject({ category: "SHIPPING", discNominal: 15000 });
    expect(byCode.get("HEMAT10")).toMatchObject({ category: "PRODUCT", discPercent: 10, discMax: 50000 });
    expect(byCode.get("DISKON25K")).toMatchObject({ category: "PRODUCT", discNominal: 25000, minPurchase: 200000 });
  });

  it("has an expired code and an inactive code", () => {
    expect(byCode.get("LEBARAN2025")?.endsAt?.getTime()).toBeLessThan(Date.parse("2026-01-01T00:00:00Z"));
    expect(byCode.get("FLASHSALE")?.isActive).toBe(false);
  });

  it("has usage limits (issue #21): once per shopper, first purchase only, a small total; the others unlimited", () => {
    expect(byCode.get("ONGKIR50")).toMatchObject({ maxUsesPerShopper: 1, maxUses: null, firstPurchaseOnly: false });
    expect(byCode.get("GRATISONGKIR")).toMatchObject({
      firstPurchaseOnly: true,
      maxUses: null,
      maxUsesPerShopper: null,
    });
    expect(byCode.get("GAJIAN15")).toMatchObject({ maxUses: 20 });
    expect(byCode.get("HEMAT10")).toMatchObject({ maxUses: null, maxUsesPerShopper: null, firstPurchaseOnly: false });
  });

  it("has bundle promos of each targeting type for two or three items", () => {
    const types = new Set(demo.bundlePromos.flatMap((b) => b.items.map((i) => i.bundlingType)));
    expect([...types].sort()).toEqual(["GROUP", "PRODUCT", "SUB_GROUP"]);
    for (const b of demo.bundlePromos) expect([2, 3]).toContain(b.bundlingItemCount);
    const kids = demo.bundlePromos.find((b) => b.items.some((i) => i.bundlingType === "GROUP"));
    expect(kids?.items[0].groupId).toBe(3);
  });
});

describe("the demo home page", () => {
  const count = (key: string) => demo.home.sections.filter((s) => s.sectionKey === key).length;

  it("has three image sliders and one YouTube slide", () => {
    expect(demo.home.sliders.filter((s) => s.sliderType === "IMAGE")).toHaveLength(3);
    const video = demo.home.sliders.filter((s) => s.sliderType === "YOUTUBE");
    expect(video).toHaveLength(1);
    expect(video[0].youtubeVideoId).toMatch(/^[\w-]{11}$/);
  });

  it("has every section the home page lays out", () => {
    expect(count("hero")).toBe(1);
    expect(count("banner_slider_1")).toBe(3);
    expect(count("banner_slider_2")).toBe(3);
    expect(count("collection")).toBeGreaterThanOrEqual(3);
    expect(count("banner_section")).toBe(3);
    expect(count("service")).toBe(3);
    expect(count("brand")).toBeGreaterThanOrEqual(6);
    expect(count("app_badge")).toBe(2);
    expect(count("hashtag_section")).toBe(1);
    const shop = demo.home.sections.filter((s) => s.sectionKey === "shop_by_category").map((s) => [s.title, s.hrefUrl]);
    expect(shop).toEqual([
      ["Men", "/shop/men"],
      ["Women", "/shop/women"],
    ]);
    expect(demo.home.sections.find((s) => s.sectionKey === "banner_section")?.title).toContain("\n");
  });

  it("has the general settings and 8-12 hashtag photos", () => {
    const keys = demo.home.settings.map((s) => s.key);
    for (const key of [
      "interstitial_image",
      "home_video",
      "social_url",
      "support_email",
      "support_phone",
      "whatsapp_url",
      "chat_url",
      "contact_email",
    ]) {
      expect(keys).toContain(key);
    }
    expect(demo.home.settings.find((s) => s.key === "whatsapp_url")?.value).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(demo.home.hashtagImages.length).toBeGreaterThanOrEqual(8);
    expect(demo.home.hashtagImages.length).toBeLessThanOrEqual(12);
    for (const h of demo.home.hashtagImages) expect(h.igUrl).toMatch(/^https:\/\/www\.instagram\.com\/p\/[\w-]+\/$/);
  });
});
