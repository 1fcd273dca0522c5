/**
 * The catalogue import's stock.csv and SKUs against a shop that is selling (the demo shop): an on-hand count shows
 * on-hand minus the units unpaid orders hold, as the POS's stock sync does (docs/adr/0008-stock-sync.md), and a
 * retailer's own SKUs are kept and used by stock.csv, the export and the stock sync.
 */
import { and, eq } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { getDb } from "@/lib/db";
import { folderSource } from "@/lib/db/catalog-import/source";
import { productSizes, products, showrooms, stock } from "@/lib/db/schema";
import { runExport, runImport } from "@/lib/server/catalog/catalog-commands";
import { resolveSkus } from "@/lib/server/stock/sku";
import { firstSize, setStock, stockQty } from "../support/checkout-fixtures";
import { FIXTURE, fixtureFiles, pngPhoto } from "../support/catalog-fixture";
import { catalogFolder } from "../support/catalog-import";
import { EVERYWHERE, newShopper, placePickup } from "./orders-fixtures";

jest.mock("next/cache", () => ({ ...jest.requireActual<object>("next/cache"), revalidateTag: jest.fn() }));
void revalidateTag;

/** The pickup showroom of orders-fixtures' placePickup. */
const PICKUP = 2;

async function names() {
  const db = await getDb();
  const [product] = await db.select({ code: products.productCode }).from(products).where(eq(products.id, EVERYWHERE));
  const [room] = await db.select({ name: showrooms.showroomName }).from(showrooms).where(eq(showrooms.id, PICKUP));
  return { code: product!.code, showroom: room!.name };
}

const importStock = async (rows: string[]) =>
  runImport(
    await folderSource(await catalogFolder({ "stock.csv": Buffer.from(["sku,showroom,on_hand", ...rows].join("\n")) })),
    { dryRun: false, deactivateMissing: false },
  );

describe("stock.csv while orders are unpaid", () => {
  it("shows on-hand minus the units they hold, never below zero, says 'unchanged' for the same count, and exports the count", async () => {
    const size = await firstSize(EVERYWHERE);
    const { code, showroom } = await names();
    await setStock(PICKUP, EVERYWHERE, size, 5);
    await placePickup(await newShopper(), EVERYWHERE, 2);
    expect(await stockQty(PICKUP, EVERYWHERE, size)).toBe(3);

    const eight = await importStock([`${code}-${size},${showroom},8`]);
    expect(eight.lines).toContain("stock      created 0, updated 1, unchanged 0, deactivated 0");
    expect(await stockQty(PICKUP, EVERYWHERE, size)).toBe(6); // not 8: two units are the unpaid order's
    expect((await importStock([`${code}-${size},${showroom},8`])).lines[0]).toBe("imported: nothing changed");

    await importStock([`${code}-${size},${showroom},1`]);
    expect(await stockQty(PICKUP, EVERYWHERE, size)).toBe(0);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(stock)
      .where(and(eq(stock.showroomId, PICKUP), eq(stock.productId, EVERYWHERE), eq(stock.sizeCode, size)));
    expect(row).toMatchObject({ qty: 0, holdsUncovered: 1 });

    const exported = (await runExport()).files["stock.csv"]!.toString("utf8").split(/\r?\n/);
    expect(exported.find((l) => l.startsWith(`${code}-${size},${showroom},`))).toMatch(
      new RegExp(`^${code}-${size},${showroom},1,\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z$`),
    );
  });
});

describe("a retailer's own SKUs", () => {
  it("are kept, named by stock.csv, exported, and found by the stock sync; the derived form is not stored", async () => {
    const products_ = FIXTURE["products.csv"].replace("IMP-0001-S,S,", "POS-778812,S,");
    const stock_ = FIXTURE["stock.csv"].replace("IMP-0001-S,", "POS-778812,");
    const out = await runImport(
      await folderSource(
        await catalogFolder(fixtureFiles({ "products.csv": products_, "stock.csv": stock_ }), {
          "front.png": await pngPhoto(),
        }),
      ),
      {
        dryRun: false,
        deactivateMissing: false,
      },
    );
    expect(out.code).toBe(0);

    const db = await getDb();
    const [imported] = await db.select({ id: products.id }).from(products).where(eq(products.productCode, "IMP-0001"));
    const sizes = await db
      .select({ sizeCode: productSizes.sizeCode, sku: productSizes.sku })
      .from(productSizes)
      .where(eq(productSizes.productId, imported!.id));
    expect(sizes.sort((a, b) => a.sizeCode.localeCompare(b.sizeCode))).toEqual([
      { sizeCode: "M", sku: null },
      { sizeCode: "S", sku: "POS-778812" },
    ]);
    const [room] = await db
      .select({ id: showrooms.id })
      .from(showrooms)
      .where(eq(showrooms.showroomName, "Toko Import Satu"));
    expect(await stockQty(room!.id, imported!.id, "S")).toBe(5);

    const files = (await runExport()).files;
    expect(files["products.csv"]!.toString("utf8")).toContain(",POS-778812,S,");
    expect(files["stock.csv"]!.toString("utf8")).toContain("POS-778812,Toko Import Satu,5,");
    expect((await resolveSkus(db, ["POS-778812"])).get("POS-778812")).toEqual({
      productId: imported!.id,
      sizeCode: "S",
    });
    // The derived SKU of that size no longer names it: its own does.
    expect((await resolveSkus(db, ["IMP-0001-S"])).has("IMP-0001-S")).toBe(false);
    // The same files again: nothing changes.
    const again = await runImport(
      await folderSource(
        await catalogFolder(fixtureFiles({ "products.csv": products_, "stock.csv": stock_ }), {
          "front.png": await pngPhoto(),
        }),
      ),
      {
        dryRun: false,
        deactivateMissing: false,
      },
    );
    expect(again.lines[0]).toBe("imported: nothing changed");
  });
});
