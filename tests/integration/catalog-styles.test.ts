import { eq } from "drizzle-orm";
import { GET as getProduct } from "@/app/api/v1/product/route";
import { GET as getProducts } from "@/app/api/v1/products/route";
import { getDb } from "@/lib/db";
import { products } from "@/lib/db/schema";
import { runExport, runImport } from "@/lib/server/catalog/catalog-commands";
import { folderSource } from "@/lib/db/catalog-import/source";
import { FIXTURE, fixtureFiles, pngPhoto } from "../support/catalog-fixture";
import { catalogCounts, catalogFolder, emptyShop } from "../support/catalog-import";
import { call } from "../support/http";

// Issue #51 point 2: products.csv's `style` column groups the colours of one cut; the API gives every product its
// style's colours (the cards' and the product page's swatches).

let photo: Buffer;

/** The fixture's products with a style column: both tees are one style, a third product has none. */
function productsCsv(styles: [string, string]): string {
  const [header, ...rows] = FIXTURE["products.csv"].split("\n");
  const withStyle = rows.map((row) => {
    const code = row.split(",")[0];
    const first = row.includes("Kaos Import");
    const style = first ? (code === "IMP-0001" ? styles[0] : styles[1]) : "";
    return `${row},${style}`;
  });
  return [`${header},style`, ...withStyle].join("\n");
}

async function importCsv(csv: string) {
  const dir = await catalogFolder(fixtureFiles({ "products.csv": csv }), { "front.png": photo });
  return runImport(await folderSource(dir), { dryRun: false, deactivateMissing: false });
}

beforeAll(async () => {
  photo = await pngPhoto();
  await emptyShop();
});

describe("products.csv's style column", () => {
  it("imports a style, and every product of it answers the style's colours", async () => {
    const out = await importCsv(productsCsv(["kaos-import", "kaos-import"]));
    expect(out.code).toBe(0);
    const db = await getDb();
    const rows = await db.select().from(products).orderBy(products.id);
    expect(rows.map((r) => [r.productCode, r.style])).toEqual([
      ["IMP-0001", "kaos-import"],
      ["IMP-0002", "kaos-import"],
    ]);
    const [black, white] = rows;
    const detail = await call(getProduct, "GET", "/api/v1/product", { query: { id: white!.id } });
    expect(detail.status).toBe(200);
    expect((detail.data.product as { colours: unknown }).colours).toEqual([
      { id: black!.id, color_name: "Hitam", image_url: expect.stringMatching(/^\/media\//), size_codes: ["S", "M"] },
      { id: white!.id, color_name: "Putih", image_url: null, size_codes: ["M"] },
    ]);
    // Each swatch shows its own colour's cover.
    const blackDetail = await call(getProduct, "GET", "/api/v1/product", { query: { id: black!.id } });
    const blackCover = (blackDetail.data.product as { product_images: { image_url: string }[] }).product_images[0];
    expect((detail.data.product as { colours: { image_url: string }[] }).colours[0]!.image_url).toBe(
      blackCover!.image_url,
    );
    const listing = await call(getProducts, "GET", "/api/v1/products", { query: { sort: "NEWEST" } });
    for (const card of listing.data.products as { colours: { id: number }[] }[])
      expect(card.colours.map((c) => c.id)).toEqual([black!.id, white!.id]);
  });

  it("the catalogue tool's export writes the style back, and importing the export changes nothing", async () => {
    const exported = await runExport();
    const csv = exported.files["products.csv"]!.toString("utf8");
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    const column = header!.split(",").indexOf("style");
    expect(column).toBeGreaterThan(-1);
    expect(lines.filter((line) => line.split(",")[column] === "kaos-import")).toHaveLength(2);
    // The first import of an export may round the products' created_at to the file's milliseconds; the second one
    // finds nothing to change, the styles included.
    const reimport = async () => {
      const out = await runExport();
      const dir = await catalogFolder(out.files, out.images);
      return runImport(await folderSource(dir), { dryRun: false, deactivateMissing: false });
    };
    expect((await reimport()).code).toBe(0);
    expect((await reimport()).lines[0]).toBe("imported: nothing changed");
    const rows = await (await getDb()).select().from(products);
    expect(rows.map((r) => r.style)).toEqual(["kaos-import", "kaos-import"]);
  });

  it("a product left alone in its style, or taken out of it, shows no colours", async () => {
    expect((await importCsv(productsCsv(["kaos-import", ""]))).code).toBe(0);
    const listing = await call(getProducts, "GET", "/api/v1/products", { query: { sort: "NEWEST" } });
    for (const card of listing.data.products as { colours: unknown[] }[]) expect(card.colours).toEqual([]);
  });

  it("refuses a style that is not a code, naming the line and the column, and writes nothing", async () => {
    const before = await catalogCounts();
    const out = await importCsv(productsCsv(["kaos import!", "kaos-import"]));
    expect(out.code).toBe(1);
    expect(out.lines).toEqual([
      "1 problem(s); nothing was imported.",
      "products.csv line 2, column style: must be letters, digits, '-', '_' or '.', without spaces",
    ]);
    expect(await catalogCounts()).toEqual(before);
    const db = await getDb();
    const [black] = await db.select().from(products).where(eq(products.productCode, "IMP-0001"));
    expect(black!.style).toBe("kaos-import");
  });
});
