import { readFileSync } from "node:fs";
import path from "node:path";
import { buildDemoData } from "@/lib/db/seed/demo-data";
import { toRegionRows } from "@/lib/db/reference/region-rows";
import { garmentPhotoSvg } from "@/lib/server/media/garment-photo";
import { mediaFileFor, planMedia } from "@/lib/server/media/plan";

const demo = buildDemoData();

/** Every string under /media/ anywhere in the data, except in the media lists themselves. */
function referencedMediaUrls(value: unknown, key = "", found = new Set<string>()): Set<string> {
  if (key === "media") return found;
  if (typeof value === "string" && value.includes("/media/")) found.add(value);
  else if (Array.isArray(value)) value.forEach((v) => referencedMediaUrls(v, "", found));
  else if (value && typeof value === "object" && !(value instanceof Date)) {
    for (const [k, v] of Object.entries(value)) referencedMediaUrls(v, k, found);
  }
  return found;
}

describe("generate-media's plan", () => {
  const jobs = planMedia(demo);
  const planned = new Set(jobs.map((j) => j.file));

  it("writes a file for every image URL the seed stores", () => {
    const urls = [...referencedMediaUrls(demo)];
    expect(urls.length).toBeGreaterThan(600);
    const missing = urls.filter((url) => !planned.has(mediaFileFor(url)));
    expect(missing).toEqual([]);
  });

  it("writes each file once, under public/media, at the sizes the pages expect", () => {
    expect(planned.size).toBe(jobs.length);
    for (const job of jobs) expect(job.file.startsWith("public/media/")).toBe(true);
    const sizeOf = (url: string) => jobs.find((j) => j.url === url);
    expect(sizeOf(demo.catalog.products[0].images[0].imageUrl)).toMatchObject({
      width: 800,
      height: 1000,
      format: "webp",
    });
    const slide = demo.home.sliders[0];
    expect(sizeOf(slide.mediaUrl)).toMatchObject({ width: 1920, height: 800 });
    expect(sizeOf(slide.mediaUrlMobile ?? "")).toMatchObject({ width: 800, height: 1000 });
    expect(sizeOf(demo.catalog.categories[0].coverImageUrl)).toMatchObject({ width: 1600, height: 500 });
  });

  it("refuses URLs outside /media", () => {
    expect(() => mediaFileFor("/media/../package.json")).toThrow();
    expect(() => mediaFileFor("https://example.com/a.webp")).toThrow();
  });
});

describe("the print tees' photos", () => {
  const jobs = planMedia(demo);
  const photosOf = (model: string) =>
    demo.catalog.products
      .filter((p) => p.productName.startsWith(model))
      .flatMap((p) => p.images.map((image) => jobs.find((job) => job.url === image.imageUrl)!));
  /** The default badge's ring, which alone on a tee reads as a missing image. */
  const BADGE = 'r="92"';

  it("draw the dinosaur the Dino Print tee's name promises, not the badge", () => {
    const photos = photosOf("Kaos Anak Dino Print");
    expect(photos.length).toBeGreaterThan(0);
    for (const job of photos) {
      expect(job.spec).toMatchObject({ kind: "garment", pattern: "print", motif: "dino" });
      if (job.spec.kind !== "garment" || job.spec.view === "detail") continue;
      const svg = garmentPhotoSvg(job.spec);
      expect(svg).toContain("M -70 6 C -70 -30");
      expect(svg).not.toContain(BADGE);
    }
  });

  it("keep the badge on the other graphic tees", () => {
    const [front] = photosOf("Kaos Graphic Nusantara Series");
    expect(front.spec.kind === "garment" && garmentPhotoSvg(front.spec)).toContain(BADGE);
  });
});

describe("the showrooms' districts", () => {
  it("exist in idn-area-data's district list", () => {
    const csv = (name: string) =>
      readFileSync(path.join(process.cwd(), "node_modules", "idn-area-data", "data", name), "utf8")
        .trim()
        .split("\n")
        .slice(1)
        .map((line) => line.split(","));
    const districts = csv("districts.csv").map(([code, regencyCode, ...name]) => ({
      code,
      regency_code: regencyCode,
      name: name.join(","),
    }));
    const rows = toRegionRows([], [], districts);
    const codes = new Set(rows.subdistricts.map((d) => d.id));
    for (const s of demo.showrooms) expect(codes.has(s.subdistrictId)).toBe(true);
  });

  it("types regencies as Kabupaten or Kota from their names", () => {
    const rows = toRegionRows(
      [{ code: "32", name: "Jawa Barat" }],
      [
        { code: "32.73", province_code: "32", name: "Kota Bandung" },
        { code: "32.04", province_code: "32", name: "Kabupaten Bandung" },
      ],
      [],
    );
    expect(rows.cities).toEqual([
      { id: "32.73", provinceId: "32", type: "Kota", cityName: "Kota Bandung" },
      { id: "32.04", provinceId: "32", type: "Kabupaten", cityName: "Kabupaten Bandung" },
    ]);
  });
});
