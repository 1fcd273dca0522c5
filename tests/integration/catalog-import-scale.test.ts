/**
 * The catalogue import at size (issue 32 part 7) on the test's database: a catalogue of 1,000 products × 6 sizes with
 * 42,000 stock rows is imported and imported again unchanged, a bad row at line 40,000 of stock.csv is named by its
 * line and nothing is written, and two sizes swap their SKUs in one import.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { getDb } from "@/lib/db";
import { folderSource } from "@/lib/db/catalog-import/source";
import { productSizes, products, stock } from "@/lib/db/schema";
import { runImport } from "@/lib/server/catalog/catalog-commands";
import { writeImportFiles } from "@/scripts/bench/import-files";
import { FIXTURE, fixtureFiles, pngPhoto } from "../support/catalog-fixture";
import { catalogCounts, catalogFolder, emptyShop } from "../support/catalog-import";

jest.mock("next/cache", () => ({ ...jest.requireActual<object>("next/cache"), revalidateTag: jest.fn() }));
void revalidateTag;

const importFolder = async (dir: string) =>
  runImport(await folderSource(dir), { dryRun: false, deactivateMissing: false });
const dir = path.join(os.tmpdir(), `sf-import-scale-${process.pid}`);
const bad = path.join(os.tmpdir(), `sf-import-scale-bad-${process.pid}`);

beforeAll(async () => {
  await emptyShop();
  await writeImportFiles(dir, 1_000, 7);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(bad, { recursive: true, force: true });
});

describe("a catalogue of 6,000 SKUs with 42,000 stock rows", () => {
  it("is imported, then reported unchanged the second time", async () => {
    const first = await importFolder(dir);
    expect(first.lines).toEqual(
      expect.arrayContaining([
        "products   created 1000, updated 0, unchanged 0, deactivated 0",
        "sizes      created 6000, updated 0, unchanged 0, deactivated 0",
        "stock      created 42000, updated 0, unchanged 0, deactivated 0",
      ]),
    );
    const again = await importFolder(dir);
    expect(again.lines[0]).toBe("imported: nothing changed");
    expect(again.lines).toContain("stock      created 0, updated 0, unchanged 42000, deactivated 0");
  }, 240_000);

  it("names a bad row at line 40,000 of stock.csv, with the others, and writes nothing", async () => {
    const lines = (await readFile(path.join(dir, "stock.csv"), "utf8")).split("\n");
    lines[39_999] = lines[39_999]!.replace(/,\d+$/, ",-1");
    lines[41_000] = "BI-999999-M,Showroom Bench 01,1";
    await writeImportFiles(bad, 0, 0);
    await writeFile(path.join(bad, "stock.csv"), lines.join("\n"));
    await writeFile(path.join(bad, "products.csv"), await readFile(path.join(dir, "products.csv")));
    const before = await catalogCounts();
    const out = await importFolder(bad);
    expect(out).toMatchObject({ code: 1, changed: false });
    expect(out.lines).toEqual([
      "2 problem(s); nothing was imported.",
      "stock.csv line 40000, column on_hand: must be a whole number ≥ 0",
      'stock.csv line 41001, column sku: unknown SKU "BI-999999-M"',
    ]);
    expect(await catalogCounts()).toEqual(before);
  }, 240_000);
});

describe("SKUs that move between sizes", () => {
  const withSkus = (s: string, m: string) =>
    fixtureFiles({
      "products.csv": FIXTURE["products.csv"].replace("IMP-0001-S,S,", `${s},S,`).replace("IMP-0001-M,M,", `${m},M,`),
      "stock.csv": FIXTURE["stock.csv"].replace("IMP-0001-S,", `${s},`).replace("IMP-0001-M,", `${m},`),
    });
  const skus = async () => {
    const db = await getDb();
    const [p] = await db.select({ id: products.id }).from(products).where(eq(products.productCode, "IMP-0001"));
    const rows = await db
      .select({ size: productSizes.sizeCode, sku: productSizes.sku })
      .from(productSizes)
      .where(eq(productSizes.productId, p!.id));
    return Object.fromEntries(rows.map((r) => [r.size, r.sku]));
  };

  it("two sizes swap their SKUs in one import", async () => {
    const photo = { "front.png": await pngPhoto() };
    expect((await importFolder(await catalogFolder(withSkus("POS-1", "POS-2"), photo))).code).toBe(0);
    expect(await skus()).toEqual({ S: "POS-1", M: "POS-2" });
    const swapped = await importFolder(await catalogFolder(withSkus("POS-2", "POS-1"), photo));
    expect(swapped.code).toBe(0);
    expect(swapped.lines).toContain("sizes      created 0, updated 2, unchanged 1, deactivated 0");
    expect(await skus()).toEqual({ S: "POS-2", M: "POS-1" });
    const db = await getDb();
    const [p] = await db.select({ id: products.id }).from(products).where(eq(products.productCode, "IMP-0001"));
    const [s] = await db
      .select({ qty: stock.qty })
      .from(stock)
      .where(and(eq(stock.productId, p!.id), eq(stock.sizeCode, "S")));
    expect(s!.qty).toBe(5);
  });

  it("a SKU that a size the files leave alone still carries is named by its line", async () => {
    const onlyWhite = [
      FIXTURE["products.csv"].split("\n")[0],
      "IMP-0002,Kaos Import Putih,TOPS,Kaos,Women,,99000,99000,Putih,,POS-1,M,",
    ].join("\n");
    const before = await catalogCounts();
    const out = await importFolder(await catalogFolder({ "products.csv": Buffer.from(onlyWhite) }));
    expect(out).toMatchObject({
      code: 1,
      lines: [
        "1 problem; nothing was imported.",
        'products.csv line 2, column sku: the SKU "POS-1" belongs to size M of product IMP-0001 in the shop, which this import leaves as it is',
      ],
    });
    expect(await catalogCounts()).toEqual(before);
  });
});
