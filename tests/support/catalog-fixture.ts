import sharp from "sharp";

/** A small catalogue in the import format (docs/catalog-format.md), as files a retailer would save. */
export const FIXTURE = {
  "categories.csv": [
    "category,sub_category,cover_image,cover_text,show_cover,name_id",
    "TOPS,,/media/categories/tops.webp,Kaos dan kemeja,,ATASAN",
    "TOPS,Kaos,,,yes,Kaos",
  ].join("\n"),
  "products.csv": [
    "product_code,name,category,sub_category,group,sub_group,retail_price,net_price,colour,images,sku,size,size_name",
    "IMP-0001,Kaos Import Hitam,TOPS,Kaos,Men,Men Basics,150000,120000,Hitam,front.png|/media/products/x.webp,IMP-0001-S,S,",
    "IMP-0001,,,,,,,,,,IMP-0001-M,M,Medium",
    "IMP-0002,Kaos Import Putih,TOPS,Kaos,Women,,99000,99000,Putih,,IMP-0002-M,M,",
  ].join("\n"),
  "showrooms.csv": [
    "name,region,phone,address1,hub,district_code",
    "Toko Import Satu,Jakarta,+62 21 1,Jl. Satu 1,yes,31.74.07",
  ].join("\n"),
  "stock.csv": [
    "sku,showroom,on_hand",
    "IMP-0001-S,Toko Import Satu,5",
    "IMP-0001-M,Toko Import Satu,0",
    "IMP-0002-M,Toko Import Satu,3",
  ].join("\n"),
} as const;

export type FixtureFiles = Record<string, string | Buffer>;

/** The fixture with some files replaced (a string is written as UTF-8). */
export function fixtureFiles(overrides: FixtureFiles = {}): Record<string, Buffer> {
  const all: FixtureFiles = { ...FIXTURE, ...overrides };
  return Object.fromEntries(
    Object.entries(all).map(([name, body]) => [name, typeof body === "string" ? Buffer.from(body, "utf8") : body]),
  );
}

/** A real 8×8 PNG. */
export function pngPhoto(color = { r: 200, g: 30, b: 30 }): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
    .png()
    .toBuffer();
}
