import { GET as getHome } from "@/app/api/v1/master/page/home/route";
import { GET as getShowrooms } from "@/app/api/v1/master/showroom/route";
import { GET as getRegions } from "@/app/api/v1/master/showroom-region/route";
import { GET as getProvinces } from "@/app/api/v1/master/province/route";
import { GET as getCities } from "@/app/api/v1/master/city/route";
import { GET as getSubdistricts } from "@/app/api/v1/master/subdistrict/route";
import { GET as getPromos } from "@/app/api/v1/promos/route";
import { GET as getProducts } from "@/app/api/v1/products/route";
import { GET as getProduct } from "@/app/api/v1/product/route";
import { POST as checkStock } from "@/app/api/v1/check-stock-location/route";
import { call } from "../support/http";

interface Showroom {
  id: number;
  showroom_name: string;
  is_hub: number;
  showroom_region_id: number;
}

interface ShowroomStock extends Showroom {
  stock: { status: "AVAILABLE" | "FEW_LEFT" | "SOLD_OUT"; units_left: number | null };
}

describe("GET master/page/home", () => {
  it("answers with the home fields of spec section 7", async () => {
    const res = await call(getHome, "GET", "/api/v1/master/page/home");
    expect(res.status).toBe(200);
    expect(Object.keys(res.data)).toEqual(
      expect.arrayContaining([
        "home_data",
        "categories",
        "image_sliders",
        "general_settings",
        "hashtag_images",
        "hashtag_section_title",
        "hashtag_section_desc",
      ]),
    );
    const sliders = res.data.image_sliders as { slider_type: string }[];
    expect(sliders.some((s) => s.slider_type === "IMAGE")).toBe(true);
    expect((res.data.hashtag_images as unknown[]).length).toBeGreaterThan(0);
  });
});

describe("showrooms and regions", () => {
  it("lists showrooms with hubs among them", async () => {
    const res = await call(getShowrooms, "GET", "/api/v1/master/showroom");
    const list = res.data.showroom_list as Showroom[];
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(list.filter((s) => s.is_hub === 1).length).toBeGreaterThanOrEqual(3);
  });

  it("hides regions without stores only for the store listing", async () => {
    const all = await call(getRegions, "GET", "/api/v1/master/showroom-region");
    const listing = await call(getRegions, "GET", "/api/v1/master/showroom-region", { query: { store_listing: 1 } });
    const allRegions = all.data.showroom_region_list as { showrooms: Showroom[] }[];
    const listed = listing.data.showroom_region_list as { showrooms: Showroom[] }[];
    expect(allRegions.some((r) => r.showrooms.length === 0)).toBe(true);
    expect(listed.every((r) => r.showrooms.length > 0)).toBe(true);
    expect(listed.length).toBeLessThan(allRegions.length);
    expect(
      (await call(getRegions, "GET", "/api/v1/master/showroom-region", { query: { store_listing: "yes" } })).status,
    ).toBe(400);
  });
});

describe("Indonesian regions", () => {
  it("walks province → city → subdistrict with official codes", async () => {
    const provinces = (await call(getProvinces, "GET", "/api/v1/master/province")).data.province_list as {
      id: string;
      province_name: string;
    }[];
    expect(provinces).toHaveLength(38);
    const jabar = provinces.find((p) => p.province_name === "Jawa Barat");
    expect(jabar?.id).toBe("32");
    const cities = (await call(getCities, "GET", "/api/v1/master/city", { query: { province_id: "32" } })).data
      .city_list as {
      id: string;
      type: string;
      city_name: string;
    }[];
    const bandung = cities.find((c) => c.city_name === "Kota Bandung");
    expect(bandung).toEqual({ id: "32.73", type: "Kota", city_name: "Kota Bandung" });
    const subs = (await call(getSubdistricts, "GET", "/api/v1/master/subdistrict", { query: { city_id: "32.73" } }))
      .data.subdistrict_list as {
      id: string;
    }[];
    expect(subs.length).toBeGreaterThan(20);
    expect(subs.every((s) => s.id.startsWith("32.73."))).toBe(true);
  });

  it("refuses a missing or malformed parent code", async () => {
    const missing = await call(getCities, "GET", "/api/v1/master/city");
    expect(missing.status).toBe(400);
    expect(missing.error?.message).toEqual(expect.any(String));
    expect(
      (await call(getSubdistricts, "GET", "/api/v1/master/subdistrict", { query: { city_id: "'; drop table" } }))
        .status,
    ).toBe(400);
  });
});

describe("GET promos", () => {
  it("lists the running bundle promos with their targets", async () => {
    const res = await call(getPromos, "GET", "/api/v1/promos");
    const promos = res.data.product_promos as {
      bundling_item_count: number;
      promo_bundling_products: { bundling_type: string }[];
    }[];
    const types = new Set(promos.flatMap((p) => p.promo_bundling_products.map((t) => t.bundling_type)));
    expect([...types].sort()).toEqual(["GROUP", "PRODUCT", "SUB_GROUP"]);
    expect(promos.every((p) => p.bundling_item_count >= 2)).toBe(true);
  });
});

describe("POST check-stock-location", () => {
  async function someAvailableSize() {
    const list = await call(getProducts, "GET", "/api/v1/products", { query: { limit: 48 } });
    for (const p of list.data.products as { id: number; sizes: { size_code: string; is_available: boolean }[] }[]) {
      const size = p.sizes.find((s) => s.is_available);
      if (size) return { id: p.id, size: size.size_code };
    }
    throw new Error("no available size in the demo data");
  }

  it("lists the showrooms holding the size, grouped by region", async () => {
    const { id, size } = await someAvailableSize();
    const res = await call(checkStock, "POST", "/api/v1/check-stock-location", {
      body: { product_detail_id: id, size, qty: 1 },
    });
    expect(res.status).toBe(200);
    const showrooms = res.data.showrooms as Showroom[];
    expect(showrooms.length).toBeGreaterThan(0);
    const regions = res.data.showroom_regions as { showrooms: Showroom[] }[];
    expect(regions.flatMap((r) => r.showrooms).length).toBe(showrooms.length);
  });

  it("finds no location for a huge quantity, and tells each store's few units or none", async () => {
    const { id, size } = await someAvailableSize();
    const res = await call(checkStock, "POST", "/api/v1/check-stock-location", {
      body: { product_detail_id: id, size, qty: 999 },
    });
    expect(res.data).toMatchObject({ showrooms: [], showroom_regions: [] });
    const stores = (res.data.showroom_stock as { showrooms: ShowroomStock[] }[]).flatMap((r) => r.showrooms);
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.every((s) => s.stock.status !== "AVAILABLE")).toBe(true);
    expect(stores.some((s) => s.stock.status === "FEW_LEFT" && s.stock.units_left! > 0)).toBe(true);
  });

  it("lists every active store with its stock of the size, the holders among them", async () => {
    const { id, size } = await someAvailableSize();
    const res = await call(checkStock, "POST", "/api/v1/check-stock-location", {
      body: { product_detail_id: id, size, qty: 1 },
    });
    const stores = (res.data.showroom_stock as { showrooms: ShowroomStock[] }[]).flatMap((r) => r.showrooms);
    const all = await call(getShowrooms, "GET", "/api/v1/master/showroom");
    expect(stores.map((s) => s.id).sort()).toEqual((all.data.showroom_list as Showroom[]).map((s) => s.id).sort());
    const holders = new Set((res.data.showrooms as Showroom[]).map((s) => s.id));
    for (const store of stores) expect(store.stock.status === "SOLD_OUT").toBe(!holders.has(store.id));
  });

  it.each([
    [{ size: "M", qty: 1 }, "Item is not valid."],
    [{ product_detail_id: 1, qty: 1 }, "Please choose a size."],
    [{ product_detail_id: 1, size: "M", qty: 0 }, "Min quantity to check stock is 1."],
  ])("refuses %j with the spec's message", async (body, message) => {
    const res = await call(checkStock, "POST", "/api/v1/check-stock-location", { body });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(message);
  });

  it("refuses a size the product does not have, malformed JSON and a wrong content type", async () => {
    const product = await call(getProduct, "GET", "/api/v1/product", { query: { id: (await someAvailableSize()).id } });
    const id = (product.data.product as { id: number }).id;
    const unknownSize = await call(checkStock, "POST", "/api/v1/check-stock-location", {
      body: { product_detail_id: id, size: "XXXXL", qty: 1 },
    });
    expect(unknownSize.status).toBe(400);
    const malformed = await call(checkStock, "POST", "/api/v1/check-stock-location", { rawBody: "{not json" });
    expect(malformed.status).toBe(400);
    expect(malformed.error?.message).toEqual(expect.any(String));
    const wrongType = await call(checkStock, "POST", "/api/v1/check-stock-location", {
      rawBody: "a=1",
      contentType: "text/plain",
    });
    expect(wrongType.status).toBe(415);
  });
});
