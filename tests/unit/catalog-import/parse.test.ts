import zlib from "node:zlib";
import { formatIssues } from "@/lib/domain/catalog-import/issues";
import type { KnownCatalog } from "@/lib/domain/catalog-import/model";
import { MAX_IMAGE_BYTES } from "@/lib/db/catalog-import/images";
import { loadCatalog } from "@/lib/db/catalog-import/load";
import { memorySource } from "@/lib/db/catalog-import/source";
import { FIXTURE, fixtureFiles, pngPhoto } from "../../support/catalog-fixture";

const known = (): KnownCatalog => ({
  categories: new Set(),
  showrooms: new Set(),
  productCodes: new Set(),
  skus: new Set(),
  groups: new Set(),
  districts: new Set(["31.74.07"]),
});

async function load(overrides: Record<string, string | Buffer> = {}, images?: Record<string, Buffer>) {
  const loaded = await loadCatalog(
    memorySource(fixtureFiles(overrides), images ?? { "front.png": await pngPhoto() }),
    known(),
  );
  return { ...loaded, messages: formatIssues(loaded.issues) };
}

/**
 * A valid grey PNG of one colour at width × height: its rows deflate to almost nothing (16000 × 16000 is about
 * 250 KB), while decoding it takes width × height bytes.
 */
async function pixelBomb(width: number, height: number): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((width + 1) * 100); // 100 rows: each a filter byte 0, then black pixels
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (d: Buffer) => parts.push(d));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  for (let y = 0; y < height; y += 100) {
    const block = y + 100 <= height ? rows : rows.subarray(0, (width + 1) * (height - y));
    if (!deflate.write(block)) await new Promise((r) => deflate.once("drain", r));
  }
  deflate.end();
  await done;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", Buffer.concat(parts)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const replaceLine = (file: keyof typeof FIXTURE, index: number, line: string) => {
  const lines = FIXTURE[file].split("\n");
  lines[index] = line;
  return lines.join("\n");
};

describe("catalogue CSV: reading", () => {
  it("reads the fixture: products with their sizes, the product's fields on its first row only", async () => {
    const { data, messages } = await load();
    expect(messages).toEqual([]);
    expect(data.products?.map((p) => [p.fields.product_code, p.sizes.map((s) => s.sku)])).toEqual([
      ["IMP-0001", ["IMP-0001-S", "IMP-0001-M"]],
      ["IMP-0002", ["IMP-0002-M"]],
    ]);
    expect(data.products?.[0]?.fields).toMatchObject({
      retail_price: 150000,
      net_price: 120000,
      images: ["front.png", "/media/products/x.webp"],
      active: true,
      weight_grams: 250,
    });
    expect(data.products?.[0]?.sizes[1]).toMatchObject({ sizeCode: "M", sizeName: "Medium", line: 3 });
    expect(data.categories?.[0]).toMatchObject({
      name: "TOPS",
      translations: { id: { name: "ATASAN" } },
      subs: [{ name: "Kaos", showCover: true }],
    });
    expect(data.stock).toHaveLength(3);
  });

  it('accepts a UTF-8 byte-order mark (Excel\'s "CSV UTF-8")', async () => {
    const { data, messages } = await load({ "products.csv": `\uFEFF${FIXTURE["products.csv"]}` });
    expect(messages).toEqual([]);
    expect(data.products?.[0]?.fields.product_code).toBe("IMP-0001");
  });

  it("accepts semicolons, as spreadsheets in Indonesian locales write them, with CRLF line ends and a BOM", async () => {
    const semicolons = FIXTURE["products.csv"].replace(/,/g, ";").replace(/\n/g, "\r\n");
    const { data, messages } = await load({
      "products.csv": `\uFEFF${semicolons}`,
      "stock.csv": FIXTURE["stock.csv"].replace(/,/g, ";"),
    });
    expect(messages).toEqual([]);
    const plain = await load();
    expect(data.products).toEqual(plain.data.products);
    expect(data.stock).toEqual(plain.data.stock);
  });

  it("orders regions as they first appear; a row with only a region adds one with no showroom yet", async () => {
    const csv = [FIXTURE["showrooms.csv"], ",Sumatera (Segera Hadir),,,,", "Toko Dua,Bali,,Jl. Dua,no,31.74.07"].join(
      "\n",
    );
    const { data, messages } = await load({ "showrooms.csv": csv });
    expect(messages).toEqual([]);
    expect(data.showrooms?.regions.map((r) => r.name)).toEqual(["Jakarta", "Sumatera (Segera Hadir)", "Bali"]);
    expect(data.showrooms?.list.map((s) => s.name)).toEqual(["Toko Import Satu", "Toko Dua"]);
  });

  it("skips empty lines and lines of bare separators, keeping the line numbers of the others", async () => {
    const lines = FIXTURE["stock.csv"].split("\n");
    const { data, messages } = await load({
      "stock.csv": [lines[0], ",,", lines[1], "", ",,", lines[2], lines[3], ",,", ""].join("\n"),
    });
    expect(messages).toEqual([]);
    expect(data.stock?.map((s) => s.line)).toEqual([3, 6, 7]);
  });

  it("keeps a quoted cell with commas, semicolons and line breaks whole", async () => {
    const csv = FIXTURE["products.csv"].replace("Kaos Import Putih", '"Kaos ""Putih"", katun; adem\nbaris dua"');
    const { data, messages } = await load({ "products.csv": csv });
    expect(messages).toEqual([]);
    expect(data.products?.[1]?.fields.name).toBe('Kaos "Putih", katun; adem\nbaris dua');
    expect(data.products?.[1]?.line).toBe(5);
  });
});

describe("catalogue CSV: bad input names file, line and column, all at once", () => {
  it("refuses a file that is not UTF-8 (Windows-1252 from an old spreadsheet)", async () => {
    const latin1 = Buffer.from(FIXTURE["products.csv"].replace("Kaos Import Putih", "Kaos Café"), "latin1");
    const { messages } = await load({ "products.csv": latin1 });
    expect(messages).toEqual([
      expect.stringMatching(
        /^products\.csv: not UTF-8 text \(a byte after position \d+ is not UTF-8\)\. Save it as "CSV UTF-8" and import again\.$/,
      ),
    ]);
  });

  it.each([
    ["a missing SKU", "products.csv", 2, "IMP-0001,,,,,,,,,,,M,Medium", "products.csv line 3, column sku: is required"],
    [
      "a negative price",
      "products.csv",
      1,
      "IMP-0001,Kaos Import Hitam,TOPS,Kaos,Men,Men Basics,-150000,120000,Hitam,,IMP-0001-S,S,",
      "products.csv line 2, column retail_price: must be a whole number of rupiah ≥ 0",
    ],
    [
      "a price that is not whole rupiah",
      "products.csv",
      1,
      "IMP-0001,Kaos Import Hitam,TOPS,Kaos,Men,Men Basics,150000.50,120000,Hitam,,IMP-0001-S,S,",
      "products.csv line 2, column retail_price: must be a whole number of rupiah ≥ 0",
    ],
    [
      "a net price above the retail price",
      "products.csv",
      3,
      "IMP-0002,Kaos Import Putih,TOPS,Kaos,Women,,99000,100000,Putih,,IMP-0002-M,M,",
      "products.csv line 4, column net_price: must not be above the retail price (99000)",
    ],
    [
      "an unknown category",
      "products.csv",
      3,
      "IMP-0002,Kaos Import Putih,SHOES,Kaos,Women,,99000,99000,Putih,,IMP-0002-M,M,",
      'products.csv line 4, column category: unknown category "SHOES" (not in categories.csv)',
    ],
    [
      "an unknown sub-category",
      "products.csv",
      3,
      "IMP-0002,Kaos Import Putih,TOPS,Sepatu,Women,,99000,99000,Putih,,IMP-0002-M,M,",
      'products.csv line 4, column sub_category: unknown sub-category "Sepatu" of "TOPS" (not in categories.csv)',
    ],
    [
      "a duplicated SKU",
      "products.csv",
      2,
      "IMP-0001,,,,,,,,,,IMP-0001-S,S,",
      "products.csv line 3, column sku: duplicates the SKU of line 2",
    ],
    [
      "a SKU with a space in it",
      "products.csv",
      2,
      "IMP-0001,,,,,,,,,,IMP 1 M,M,",
      "products.csv line 3, column sku: must not contain spaces",
    ],
    [
      "a product field that differs on a later row",
      "products.csv",
      2,
      "IMP-0001,,,,,,160000,,,,IMP-0001-M,M,",
      "products.csv line 3, column retail_price: differs from line 2, the first row of product IMP-0001 (leave it empty or equal)",
    ],
    [
      "an unknown showroom",
      "stock.csv",
      2,
      "IMP-0001-M,Toko Antah Berantah,1",
      'stock.csv line 3, column showroom: unknown showroom "Toko Antah Berantah" (not in showrooms.csv)',
    ],
    [
      "an unknown SKU in the stock",
      "stock.csv",
      2,
      "IMP-0009-M,Toko Import Satu,1",
      'stock.csv line 3, column sku: unknown SKU "IMP-0009-M"',
    ],
    [
      "a negative quantity",
      "stock.csv",
      2,
      "IMP-0001-M,Toko Import Satu,-1",
      "stock.csv line 3, column on_hand: must be a whole number ≥ 0",
    ],
    [
      "an unknown district",
      "showrooms.csv",
      1,
      "Toko Import Satu,Jakarta,+62 21 1,Jl. Satu 1,yes,99.99.99",
      'showrooms.csv line 2, column district_code: unknown district code "99.99.99"',
    ],
    [
      "a hub flag that is not yes or no",
      "showrooms.csv",
      1,
      "Toko Import Satu,Jakarta,+62 21 1,Jl. Satu 1,maybe,31.74.07",
      "showrooms.csv line 2, column hub: must be yes or no",
    ],
  ] as const)("%s", async (_what, file, index, line, message) => {
    const { messages } = await load({ [file]: replaceLine(file, index, line) });
    expect(messages).toEqual([message]);
  });

  it("reads a hub's courier destination id; an id without its courier, or the reverse, is refused with its line", async () => {
    const header =
      "name,region,phone,address1,hub,district_code,courier,courier_destination_id,courier_destination_label";
    const withId = await load({
      "showrooms.csv": [
        header,
        'Toko Import Satu,Jakarta,+62 21 1,Jl. Satu 1,yes,31.74.07,rajaongkir,17503,"KRAMAT PELA, KEBAYORAN BARU"',
      ].join("\n"),
    });
    expect(withId.messages).toEqual([]);
    expect(withId.data.showrooms?.list[0]).toMatchObject({
      courier: "rajaongkir",
      courier_destination_id: "17503",
      courier_destination_label: "KRAMAT PELA, KEBAYORAN BARU",
    });
    const noCourier = await load({
      "showrooms.csv": [header, "Toko Import Satu,Jakarta,+62 21 1,Jl. Satu 1,yes,31.74.07,,17503,"].join("\n"),
    });
    expect(noCourier.messages).toEqual([
      "showrooms.csv line 2, column courier: is required with a courier destination id",
    ]);
    const noId = await load({
      "showrooms.csv": [header, "Toko Import Satu,Jakarta,+62 21 1,Jl. Satu 1,yes,31.74.07,RajaOngkir,,"].join("\n"),
    });
    expect(noId.messages).toEqual([
      "showrooms.csv line 2, column courier: must be a courier name like rajaongkir",
      "showrooms.csv line 2, column courier_destination_id: is required with a courier",
    ]);
  });

  it("names an image that is not an image, and one that is cut short", async () => {
    const png = await pngPhoto();
    const csv = FIXTURE["products.csv"].replace("front.png|", "front.png|notes.jpg|cut.png|");
    const { messages } = await load(
      { "products.csv": csv },
      { "front.png": png, "notes.jpg": Buffer.from("not a photo"), "cut.png": png.subarray(0, 40) },
    );
    expect(messages).toEqual([
      "products.csv line 2, column images: images/notes.jpg is not a JPEG, PNG or WebP image",
      "products.csv line 2, column images: images/cut.png cannot be read as an image (damaged or cut short)",
    ]);
  });
  it("refuses a photo of too many pixels however few its bytes, naming it where the rows name it", async () => {
    const bomb = await pixelBomb(16_000, 16_000);
    expect(bomb.byteLength).toBeLessThan(MAX_IMAGE_BYTES);
    const csv = FIXTURE["products.csv"].replace("front.png|", "front.png|bomb.png|");
    const { messages } = await load({ "products.csv": csv }, { "front.png": await pngPhoto(), "bomb.png": bomb });
    expect(messages).toEqual([
      "products.csv line 2, column images: images/bomb.png is 16000 × 16000 pixels, more than the 40 megapixels a photo may have (8000 × 5000, say): save it smaller",
    ]);
  });

  it("names an image the folder does not have", async () => {
    const { messages } = await load({}, {});
    expect(messages).toEqual(['products.csv line 2, column images: no image "front.png" in images/']);
  });

  it("names an unknown or missing column in the header", async () => {
    const { messages } = await load({ "stock.csv": "sku,showroom,qty\nIMP-0001-S,Toko Import Satu,5" });
    expect(messages).toEqual([
      "stock.csv line 1, column qty: unknown column; the columns are sku, showroom, on_hand, counted_at",
      "stock.csv line 1, column on_hand: this column is missing",
    ]);
  });

  it("names a row with more cells than the header, and an unclosed quote", async () => {
    const extra = await load({ "stock.csv": "sku,showroom,on_hand\nIMP-0001-S,Toko Import Satu,5,9" });
    expect(extra.messages).toEqual([
      "stock.csv line 2: this row has more or fewer cells than the header line (put a cell that holds a comma or a semicolon in double quotes)",
    ]);
    const quote = await load({ "stock.csv": 'sku,showroom,on_hand\nIMP-0001-S,"Toko Import Satu,5' });
    expect(quote.messages).toEqual([
      'stock.csv line 2: a double quote is not closed, or text follows it (write a quote inside a quoted cell as two: "")',
    ]);
  });

  it("reports every problem of every file at once", async () => {
    const products = [
      FIXTURE["products.csv"].split("\n")[0],
      "IMP-0001,Kaos,TOPS,Kaos,Men,,-1,abc,,,IMP-0001-S,S,",
      "IMP-0002,,TOPS,Kaos,Men,,10,5,,,,M,",
    ].join("\n");
    const stock = "sku,showroom,on_hand\nIMP-0001-S,Toko Import Satu,x";
    const { messages } = await load({ "products.csv": products, "stock.csv": stock });
    expect(messages).toEqual([
      "products.csv line 2, column retail_price: must be a whole number of rupiah ≥ 0",
      "products.csv line 2, column net_price: must be a whole number of rupiah ≥ 0",
      "products.csv line 3, column sku: is required",
      "products.csv line 3, column name: is required",
      "stock.csv line 2, column on_hand: must be a whole number ≥ 0",
    ]);
  });

  it("prints the first 200 problems and counts the rest", async () => {
    const rows = Array.from(
      { length: 250 },
      (_, i) => `IMP-${1000 + i},Kaos,TOPS,Kaos,Men,,-1,1,,,IMP-${1000 + i}-M,M,`,
    );
    const { issues, messages } = await load({
      "products.csv": [FIXTURE["products.csv"].split("\n")[0], ...rows].join("\n"),
      "stock.csv": "sku,showroom,on_hand",
    });
    expect(issues).toHaveLength(250);
    expect(messages).toHaveLength(201);
    expect(messages[200]).toBe("… and 50 more problem(s)");
    expect(messages[199]).toBe("products.csv line 201, column retail_price: must be a whole number of rupiah ≥ 0");
  });
});
