import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { GRAND_PRICE_SQL, productPriceHistory, products } from "@/lib/db/schema";
import { grandPrice } from "@/lib/domain/pricing";
import { runOpsCommand } from "@/lib/server/orders/ops-commands";

async function productRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row!;
}

describe("grand_price and is_sale are derived by the database", () => {
  it("the SQL formula gives lib/domain's grandPrice for every kind of price and discount", async () => {
    const cases: [number, number, number][] = [
      [0, 0, 0],
      [1, 50, 0],
      [3, 50, 0],
      [199_900, 0, 0],
      [200_000, 10, 5_000],
      [10_000, 50, 20_000],
      [333_333, 33, 0],
      [1_000_000_000, 100, 0],
      [1_000_000_000, 1, 7],
    ];
    let seed = 7;
    const next = (max: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % max;
    for (let i = 0; i < 500; i++) cases.push([next(5_000_000), next(101), next(3) === 0 ? next(100_000) : 0]);
    const values = sql.join(
      cases.map(([net, percent, nominal]) => sql`(${net}::integer, ${percent}::integer, ${nominal}::integer)`),
      sql`, `,
    );
    const db = await getDb();
    // PGlite and node-postgres both answer { rows }; the shared Db type does not say so.
    const result = (await db.execute(
      sql`select ${sql.raw(GRAND_PRICE_SQL)} as grand from (values ${values}) as t(net_price, direct_disc_percent, direct_disc_nominal)`,
    )) as unknown as { rows: { grand: number | string }[] };
    expect(result.rows.map((row) => Number(row.grand))).toEqual(
      cases.map(([net, percent, nominal]) => grandPrice(net, percent, nominal)),
    );
  });

  it("a price changed straight in the database changes grand_price and is_sale at once (issue #15, point 6)", async () => {
    const db = await getDb();
    const before = await productRow(3);
    await db.update(products).set({ netPrice: 123_000, retailPrice: 150_000 }).where(eq(products.id, 3));
    const after = await productRow(3);
    expect(after.grandPrice).toBe(grandPrice(123_000, before.directDiscPercent, before.directDiscNominal));
    expect(after.isSale).toBe(true);
    await db.update(products).set({ netPrice: 150_000 }).where(eq(products.id, 3));
    expect((await productRow(3)).isSale).toBe(before.directDiscPercent > 0 || before.directDiscNominal > 0);
  });
});

describe("ops: price", () => {
  it("sets the net and retail prices, answers the new grand price and records the change", async () => {
    const before = await productRow(5);
    const out = await runOpsCommand(["price", "5", "249000", "299000"]);
    expect(out.code).toBe(0);
    const after = await productRow(5);
    expect(after).toMatchObject({
      netPrice: 249_000,
      retailPrice: 299_000,
      grandPrice: grandPrice(249_000, before.directDiscPercent, before.directDiscNominal),
    });
    expect(out.lines[0]).toBe(
      `product 5 ${before.productCode}: net ${before.netPrice} -> 249000, retail ${before.retailPrice} -> 299000, grand ${before.grandPrice} -> ${after.grandPrice}`,
    );
    const db = await getDb();
    const history = await db
      .select()
      .from(productPriceHistory)
      .where(eq(productPriceHistory.productId, 5))
      .orderBy(asc(productPriceHistory.id));
    expect(history.at(-1)).toMatchObject({
      fromNetPrice: before.netPrice,
      fromRetailPrice: before.retailPrice,
      toNetPrice: 249_000,
      toRetailPrice: 299_000,
      note: "ops price",
    });
  });

  it.each([
    [["price", "5", "300000", "299000"], "The net price cannot be above the retail price."],
    [["price", "5", "1.5", "2"], "price needs <product_id> <net_price> <retail_price>, whole numbers of rupiah."],
    [["price", "5", "-1", "2"], "price needs <product_id> <net_price> <retail_price>, whole numbers of rupiah."],
    [["price", "5", "1e5", "200000"], "price needs <product_id> <net_price> <retail_price>, whole numbers of rupiah."],
    [["price", "5", "100"], "price needs <product_id> <net_price> <retail_price>, whole numbers of rupiah."],
    [["price", "0", "100", "100"], "A product id is a positive whole number."],
    [["price", "5", "100", "1000000001"], "A price is a whole number of rupiah from 0 to 1,000,000,000."],
  ])("refuses %j as a usage error, changing nothing", async (args, message) => {
    const before = await productRow(5);
    const out = await runOpsCommand(args);
    expect(out.code).toBe(2);
    expect(out.lines[0]).toBe(message);
    expect(await productRow(5)).toEqual(before);
  });

  it("refuses an unknown product", async () => {
    expect(await runOpsCommand(["price", "999999", "1000", "1000"])).toEqual({
      code: 1,
      lines: ["refused: Product not found."],
    });
  });
});
