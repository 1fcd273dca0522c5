import { grandPrice } from "@/lib/domain/pricing";
import { BOTTOMS_ID, CATALOG_BASE_DATE, KIDS_GROUP_ID, TOPS_ID, buildCatalog } from "@/lib/db/seed/catalog-data";
import { buildDemoData } from "@/lib/db/seed/demo-data";

const demo = buildDemoData();
const { catalog } = demo;
const products = catalog.products;

describe("the demo catalogue", () => {
  it("is the same on every build", () => {
    expect(buildDemoData()).toEqual(demo);
    expect(buildCatalog()).toEqual(catalog);
  });

  it("has at least 200 products with unique ids and codes", () => {
    expect(products.length).toBeGreaterThanOrEqual(200);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.productCode)).size).toBe(products.length);
    for (const p of products) expect(p.productCode).toMatch(/^[A-Z]{2}-\d{2}-\d{4}$/);
  });

  it("has TOPS as category 9 and BOTTOMS as category 11, each with at least four sub-categories", () => {
    expect(catalog.categories.map((c) => [c.id, c.name])).toEqual([
      [TOPS_ID, "TOPS"],
      [BOTTOMS_ID, "BOTTOMS"],
    ]);
    for (const category of catalog.categories) {
      expect(category.coverImageUrl).toMatch(/^\/media\//);
      expect(category.coverText.length).toBeGreaterThan(10);
      const subs = catalog.categorySubs.filter((s) => s.categoryId === category.id);
      expect(subs.length).toBeGreaterThanOrEqual(4);
      expect(subs.some((s) => s.showCover)).toBe(true);
      expect(subs.some((s) => !s.showCover)).toBe(true);
    }
  });

  it("gives a sub-category with show_cover its own cover image and text, and none to the others", () => {
    for (const sub of catalog.categorySubs) {
      if (sub.showCover) {
        expect(sub.coverImageUrl).toMatch(/^\/media\/categories\//);
        expect(sub.coverText).toBeTruthy();
      } else {
        expect(sub.coverImageUrl).toBeNull();
      }
    }
  });

  it("has the groups Men, Women and Kids (id 3), and about 15% kids products", () => {
    expect(catalog.groups.find((g) => g.id === KIDS_GROUP_ID)?.name).toBe("Kids");
    const kids = products.filter((p) => p.groupId === KIDS_GROUP_ID).length / products.length;
    expect(kids).toBeGreaterThan(0.1);
    expect(kids).toBeLessThan(0.22);
    for (const p of products) expect(catalog.subGroups.find((s) => s.id === p.subGroupId)?.groupId).toBe(p.groupId);
  });

  it("prices products in whole rupiah with net price at most the retail price", () => {
    for (const p of products) {
      expect(Number.isInteger(p.retailPrice)).toBe(true);
      expect(p.retailPrice % 1000 === 0 || p.retailPrice % 1000 === 900).toBe(true);
      expect(p.netPrice).toBeLessThanOrEqual(p.retailPrice);
      expect(p.netPrice).toBeGreaterThan(0);
    }
  });

  it("prices every product after its discounts as a shop price, ending in 000 or 900, cut by whole thousands", () => {
    for (const p of products) {
      expect([0, 900]).toContain(p.grandPrice % 1000);
      expect(p.directDiscNominal % 1000).toBe(0);
      if (p.directDiscPercent > 0) expect(p.netPrice % 10000).toBe(0);
    }
  });

  it("stores grand_price from the grandPrice formula and flags a sale when it is below retail", () => {
    for (const p of products) {
      expect(p.grandPrice).toBe(grandPrice(p.netPrice, p.directDiscPercent, p.directDiscNominal));
      expect(p.isSale).toBe(p.grandPrice < p.retailPrice);
    }
    const saleShare = products.filter((p) => p.isSale).length / products.length;
    expect(saleShare).toBeGreaterThan(0.15);
    expect(saleShare).toBeLessThan(0.35);
    expect(products.some((p) => p.directDiscPercent > 0)).toBe(true);
    expect(products.some((p) => p.directDiscNominal > 0)).toBe(true);
    expect(products.some((p) => p.netPrice < p.retailPrice)).toBe(true);
    expect(Math.max(...products.map((p) => p.directDiscPercent))).toBeLessThanOrEqual(40);
  });

  it("sizes tops by letter, bottoms by waist and kids by age", () => {
    for (const p of products) {
      const codes = p.sizes.map((s) => s.sizeCode);
      expect(new Set(codes).size).toBe(codes.length);
      if (p.groupId === KIDS_GROUP_ID) expect(codes).toContain("4-5Y");
      else if (p.garment === "jeans" || p.garment === "chino") expect(codes.every((c) => /^\d{2}$/.test(c))).toBe(true);
      else if (p.categoryId === TOPS_ID) expect(codes).toContain("M");
    }
    expect(products[0].sizes.every((s) => s.sizeName.length > 1)).toBe(true);
  });

  it("describes each product in one or two sentences and details it line by line", () => {
    for (const p of products) {
      expect(p.shortDescription.split(". ").length).toBeLessThanOrEqual(2);
      expect(p.detailedDescription.split("\n").length).toBeGreaterThanOrEqual(4);
      expect(p.searchText).toBe(`${p.productName} ${p.productCode} ${p.colorName}`.toLowerCase());
    }
  });

  it("keeps weights in the garment ranges", () => {
    for (const p of products) {
      const [min, max] = p.categoryId === TOPS_ID ? [180, 450] : [350, 800];
      expect(p.weightGrams).toBeGreaterThanOrEqual(min);
      expect(p.weightGrams).toBeLessThanOrEqual(max);
    }
  });

  it("dates products over the ~120 days before the fixed base date, newest last", () => {
    const times = products.map((p) => p.createdAt.getTime());
    expect(Math.max(...times)).toBeLessThanOrEqual(CATALOG_BASE_DATE.getTime());
    expect(Math.min(...times)).toBeGreaterThan(CATALOG_BASE_DATE.getTime() - 130 * 86_400_000);
    expect(new Set(times).size).toBe(times.length);
  });

  it("gives each product two or three images, the first being the COVER", () => {
    for (const p of products) {
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(3);
      expect(p.images.map((i) => i.imageType)).toEqual(["COVER", ...p.images.slice(1).map(() => "GALLERY")]);
      p.images.forEach((img, i) =>
        expect(img.imageUrl).toBe(`/media/products/${p.productCode.toLowerCase()}-${i + 1}.webp`),
      );
    }
    expect(products.some((p) => p.sizeChartUrl)).toBe(true);
    expect(products.some((p) => !p.sizeChartUrl)).toBe(true);
  });

  it("relates each product to four others of its sub-category", () => {
    const byId = new Map(products.map((p) => [p.id, p]));
    for (const p of products) {
      expect(p.relatedProductIds).toHaveLength(4);
      expect(p.relatedProductIds).not.toContain(p.id);
      for (const id of p.relatedProductIds) expect(byId.get(id)?.categorySubId).toBe(p.categorySubId);
    }
  });
});
