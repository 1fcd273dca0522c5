/**
 * stock.csv is a count taken at a time (docs/catalog-format.md, "stock.csv"): a folder imported again after sales
 * does not put the sold units back on sale, a changed count is applied minus the units paid for since it was
 * counted, and a count equal to the stock sync's last one changes nothing either. The sales go through the real
 * checkout and payment notification handlers.
 */
import { eq, sql } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { POST as syncRoute } from "@/app/api/ops/stock/route";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { getDb } from "@/lib/db";
import { folderSource } from "@/lib/db/catalog-import/source";
import { products, showrooms } from "@/lib/db/schema";
import { runImport } from "@/lib/server/catalog/catalog-commands";
import { shopper, stockQty } from "../support/checkout-fixtures";
import { FIXTURE, fixtureFiles, pngPhoto } from "../support/catalog-fixture";
import { catalogFolder } from "../support/catalog-import";
import { call } from "../support/http";
import { orderOf, pay, type OrderRow } from "./orders-fixtures";

jest.mock("next/cache", () => ({ ...jest.requireActual<object>("next/cache"), revalidateTag: jest.fn() }));
void revalidateTag;

const TOKEN = "stock-sync-secret-0123456789abcdef-counts";
const STOCK_HEADER = "sku,showroom,on_hand";
const ROOM = "Toko Import Satu";
/** The fixture's stock with IMP-0001-S counted at `s`, every row dated `countedAt` when one is given. */
const stockFile = (s: number, countedAt?: string) =>
  [
    countedAt ? `${STOCK_HEADER},counted_at` : STOCK_HEADER,
    `IMP-0001-S,${ROOM},${s}${countedAt ? `,${countedAt}` : ""}`,
    `IMP-0001-M,${ROOM},0${countedAt ? `,${countedAt}` : ""}`,
    `IMP-0002-M,${ROOM},3${countedAt ? `,${countedAt}` : ""}`,
  ].join("\n");

async function importFolder(files: Record<string, string>) {
  const dir = await catalogFolder(fixtureFiles(files), { "front.png": await pngPhoto() });
  return runImport(await folderSource(dir), { dryRun: false, deactivateMissing: false });
}

async function ids() {
  const db = await getDb();
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.productCode, "IMP-0001"));
  const [room] = await db.select({ id: showrooms.id }).from(showrooms).where(eq(showrooms.showroomName, ROOM));
  return { productId: product!.id, showroomId: room!.id };
}

/** A signed-in shopper's store pickup of `qty` units of IMP-0001 size S at the imported showroom. */
async function pickup(productId: number, showroomId: number, qty: number): Promise<OrderRow> {
  const who = await shopper([{ productId, sizeCode: "S", qty }]);
  const res = await call(checkoutTrx, "POST", "/api/v1/checkout-trx", {
    body: { shipping_type: "PICKUP_ON_STORE", showroom_id: showroomId },
    token: who.token,
  });
  if (res.status !== 200) throw new Error(`checkout-trx failed: ${res.status} ${res.error?.message}`);
  return orderOf(res.data.trx_ref as string);
}

/** The database's clock (the time the shop stamps on payments), as ISO 8601. */
async function dbNow(): Promise<string> {
  const db = await getDb();
  const result = (await db.execute(sql`SELECT now() AS at`)) as unknown as { rows: { at: string | Date }[] };
  return new Date(result.rows[0]!.at).toISOString();
}

const stockLine = (out: { lines: string[] }) => out.lines.find((l) => l.startsWith("stock "));

afterAll(() => {
  delete process.env.STOCK_SYNC_TOKEN;
});

describe("importing the catalogue folder again after sales", () => {
  it("keeps the sold units off sale, applies a changed count minus the units sold since it was counted", async () => {
    const first = await importFolder({ "stock.csv": stockFile(12) });
    expect(first.code).toBe(0);
    const { productId, showroomId } = await ids();
    expect(await stockQty(showroomId, productId, "S")).toBe(12);
    const beforeSales = await dbNow();

    // Three units sold (placed and paid), one more held by an unpaid order.
    await pay(await pickup(productId, showroomId, 3));
    await pickup(productId, showroomId, 1);
    expect(await stockQty(showroomId, productId, "S")).toBe(8);

    // The same folder with a price change: the stock is the folder's old count, so nothing of it changes.
    const repriced = FIXTURE["products.csv"].replace(",150000,120000,", ",150000,110000,");
    const again = await importFolder({ "products.csv": repriced, "stock.csv": stockFile(12) });
    expect(again.code).toBe(0);
    expect(again.lines).toContain("products   created 0, updated 1, unchanged 1, deactivated 0");
    expect(stockLine(again)).toBe("stock      created 0, updated 0, unchanged 3, deactivated 0");
    expect(await stockQty(showroomId, productId, "S")).toBe(8);

    // A new count taken before the sales: 11 on hand then, 3 paid for since, 1 held now.
    const recount = await importFolder({ "products.csv": repriced, "stock.csv": stockFile(11, beforeSales) });
    expect(stockLine(recount)).toBe("stock      created 0, updated 1, unchanged 2, deactivated 0");
    expect(await stockQty(showroomId, productId, "S")).toBe(7);

    // A count without a time is taken now: nothing was sold since; 1 unit is still held.
    const now = await importFolder({ "products.csv": repriced, "stock.csv": stockFile(10) });
    expect(stockLine(now)).toBe("stock      created 0, updated 1, unchanged 2, deactivated 0");
    expect(await stockQty(showroomId, productId, "S")).toBe(9);

    // A different count older than the last one does not override it.
    const stale = await importFolder({ "products.csv": repriced, "stock.csv": stockFile(4, beforeSales) });
    expect(stockLine(stale)).toBe("stock      created 0, updated 0, unchanged 3, deactivated 0");
    expect(await stockQty(showroomId, productId, "S")).toBe(9);
  }, 60_000);

  it("changes nothing when the count equals the stock sync's last one, even after sales", async () => {
    process.env.STOCK_SYNC_TOKEN = TOKEN;
    await importFolder({ "stock.csv": stockFile(12) });
    const { productId, showroomId } = await ids();
    const synced = await call(syncRoute, "POST", "/api/ops/stock", {
      body: { batch_id: `counts-${process.pid}`, rows: [{ sku: "IMP-0001-S", showroom: showroomId, on_hand: 6 }] },
      token: TOKEN,
    });
    expect(synced.status).toBe(200);
    const held = await stockQty(showroomId, productId, "S");
    const order = await pickup(productId, showroomId, 1);
    await pay(order);
    expect(await stockQty(showroomId, productId, "S")).toBe(held - 1);

    const out = await importFolder({ "stock.csv": stockFile(6) });
    expect(stockLine(out)).toBe("stock      created 0, updated 0, unchanged 3, deactivated 0");
    expect(await stockQty(showroomId, productId, "S")).toBe(held - 1);
  }, 60_000);
});

describe("stock.csv's counted_at", () => {
  it("is refused in the future, naming the file, line and column; nothing is written", async () => {
    const future = new Date(Date.now() + 24 * 3600_000).toISOString();
    const out = await importFolder({ "stock.csv": stockFile(99, future) });
    expect(out.code).toBe(1);
    expect(out.lines).toContain("stock.csv line 2, column counted_at: must not be in the future");
  });
});
