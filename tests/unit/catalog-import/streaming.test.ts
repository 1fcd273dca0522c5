import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { KnownCatalog } from "@/lib/domain/catalog-import/model";
import { readCatalog } from "@/lib/db/catalog-import/load";
import type { CatalogSource } from "@/lib/db/catalog-import/source";

/**
 * The importer reads stock.csv as a stream and keeps no row: a file of 400,000 rows (made on the fly, never whole in
 * memory) goes through zod and the cross-checks to the sink while the heap grows by a few MB. Keeping the rows (the
 * importer before issue 32 part 7 held each row and a key per pair) grows it by well over 100 MB.
 */
const SKUS = 25_000;
const SHOWROOMS = 20;
const sku = (i: number) => `SC-${String(i).padStart(6, "0")}-M`;
const showroom = (s: number) => `Toko ${s}`;

function stockSource(rows: number, bad: Map<number, string> = new Map()): CatalogSource {
  async function* bytes(): AsyncGenerator<Uint8Array> {
    let chunk = "sku,showroom,on_hand\n";
    for (let i = 0; i < rows; i++) {
      const line = i + 2;
      chunk += bad.get(line) ?? `${sku(i % SKUS)},${showroom(Math.floor(i / SKUS) % SHOWROOMS)},${i % 7}`;
      chunk += "\n";
      if (chunk.length > 64 * 1024) {
        yield Buffer.from(chunk);
        chunk = "";
      }
    }
    yield Buffer.from(chunk);
  }
  return {
    files: new Set(["stock.csv"]),
    open: () => bytes(),
    images: new Set(),
    readImage: async () => Buffer.alloc(0),
  };
}

const known = (): KnownCatalog => ({
  categories: new Set(),
  productCodes: new Set(),
  groups: new Set(),
  districts: new Set(),
  showrooms: new Set(Array.from({ length: SHOWROOMS }, (_, s) => showroom(s))),
  skus: new Set(Array.from({ length: SKUS }, (_, i) => sku(i))),
});

/** A full garbage collection, so that the heap measured is what is kept (live), not garbage awaiting collection. */
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const live = () => (gc(), process.memoryUsage().heapUsed);

describe("the importer streams stock.csv", () => {
  it("checks 400,000 rows into the sink while what it keeps grows by less than 40 MB", async () => {
    const catalog = known();
    const start = live();
    let peak = start;
    let rows = 0;
    let sum = 0;
    const read = await readCatalog(stockSource(400_000), catalog, {
      products: { product: () => undefined, size: () => undefined },
      stock: (row) => void ((rows += 1), (sum += row.onHand)),
      drain: () => void (rows % 25_000 === 0 && (peak = Math.max(peak, live()))),
    });
    expect(read.issues).toEqual([]);
    expect(rows).toBe(400_000);
    expect(sum).toBeGreaterThan(0);
    expect((peak - start) / 2 ** 20).toBeLessThan(40);
  }, 120_000);

  it("names a bad row deep in the file by its line, and every other problem with it", async () => {
    const bad = new Map([
      [40_000, `${sku(1)},${showroom(0)},-3`],
      [123_456, `NO-SUCH-SKU,${showroom(1)},1`],
      [150_001, `${sku(2)},${showroom(0)},1`],
    ]);
    const read = await readCatalog(stockSource(160_000, bad), known(), {
      products: { product: () => undefined, size: () => undefined },
      stock: () => undefined,
      drain: () => undefined,
    });
    expect(read.issues).toEqual([
      { file: "stock.csv", line: 40_000, column: "on_hand", message: "must be a whole number ≥ 0" },
      { file: "stock.csv", line: 150_001, column: "showroom", message: "duplicates the SKU and showroom of line 4" },
      { file: "stock.csv", line: 123_456, column: "sku", message: 'unknown SKU "NO-SUCH-SKU"' },
    ]);
  }, 120_000);
});

describe("a quote that is never closed", () => {
  it("stops at a cell of a million characters, naming the line where it began", async () => {
    async function* bytes(): AsyncGenerator<Uint8Array> {
      yield Buffer.from(`sku,showroom,on_hand\n${sku(0)},${showroom(0)},1\n${sku(1)},"${showroom(0)},1\n`);
      for (let i = 0; i < 40; i++) yield Buffer.from(`${"x".repeat(50_000)}\n`);
    }
    const source: CatalogSource = {
      files: new Set(["stock.csv"]),
      open: () => bytes(),
      images: new Set(),
      readImage: async () => Buffer.alloc(0),
    };
    const read = await readCatalog(source, known(), {
      products: { product: () => undefined, size: () => undefined },
      stock: () => undefined,
      drain: () => undefined,
    });
    expect(read.issues).toEqual([
      {
        file: "stock.csv",
        line: 3,
        message: "a cell is longer than 1,000,000 characters (a double quote is probably not closed)",
      },
    ]);
  });
});
