import { desc, eq, sql } from "drizzle-orm";
import { GET as getProducts } from "@/app/api/v1/products/route";
import { getDb } from "@/lib/db";
import { orders, products } from "@/lib/db/schema";
import { refreshBestSellers } from "@/lib/server/catalog/best-sellers";
import { searchFallback } from "@/lib/server/catalog/no-results";
import { homeBestSellers } from "@/lib/server/home/best-sellers";
import { runJobsOnce } from "@/lib/server/jobs/scheduler";
import { expireOverdueOrders } from "@/lib/server/orders/expire";
import { firstSize } from "../support/checkout-fixtures";
import { call } from "../support/http";
import { newShopper, pay, placeDelivery, type OrderRow } from "./orders-fixtures";

// Issue #51 point 7: the "best selling" sort (sort=POPULAR) ranks by units in paid orders of the last 30 days, then
// newest, then id; the home page's best sellers and the search fallback's shelf read the same ranking.

const DAY = 24 * 60 * 60 * 1000;

/** Fifty units of the product's first size at the Bandung hub (8), where placeDelivery ships from. */
async function stockUp(productId: number): Promise<void> {
  const db = await getDb();
  await db.execute(sql`insert into stock (showroom_id, product_id, size_code, qty) values (8, ${productId}, ${await firstSize(productId)}, 50)
    on conflict (showroom_id, product_id, size_code) do update set qty = 50`);
}

/** A paid order of `qty` units of a product, by a new shopper. */
async function sold(productId: number, qty: number): Promise<OrderRow> {
  return pay(await placeDelivery(await newShopper(), productId, qty));
}

async function popularIds(query: Record<string, string | number> = {}): Promise<number[]> {
  const res = await call(getProducts, "GET", "/api/v1/products", { query: { sort: "POPULAR", limit: 48, ...query } });
  expect(res.status).toBe(200);
  return (res.data.products as { id: number }[]).map((p) => p.id);
}

/** The newest active products' ids, as the NEWEST sort lists them. */
async function newestIds(): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(desc(products.createdAt), desc(products.id));
  return rows.map((r) => r.id);
}

let picks: number[];

beforeAll(async () => {
  // Six products of the middle of the catalogue (neither the newest nor the oldest): their rank shows the sales.
  picks = (await newestIds()).slice(40, 46);
  for (const id of picks) await stockUp(id);
});

describe("sort=POPULAR", () => {
  it("is the newest order before anything sold", async () => {
    await refreshBestSellers(await getDb());
    expect(await popularIds()).toEqual((await newestIds()).slice(0, 48));
  });

  it("ranks by units of paid orders: unpaid, expired and old orders do not count", async () => {
    const [twoUnits, oneUnit, unpaid, expired, old, tie] = picks;
    const db = await getDb();
    await sold(twoUnits, 2);
    await sold(oneUnit, 1);
    await sold(tie, 1);
    // An order that expired unpaid, and one still unpaid.
    await placeDelivery(await newShopper(), expired, 5);
    await expireOverdueOrders(db, new Date(Date.now() + 3 * DAY));
    await placeDelivery(await newShopper(), unpaid, 5);
    // A paid order placed 31 days ago.
    const oldOrder = await sold(old, 5);
    await db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(orders.id, oldOrder.id));

    expect(await refreshBestSellers(db)).toBe(3);
    const ids = await popularIds();
    // Two products sold one unit: the newer first (picks are newest first).
    expect(ids.slice(0, 3)).toEqual([twoUnits, oneUnit, tie]);
    // The rest is the newest order, without the three best sellers.
    const rest = (await newestIds()).filter((id) => ![twoUnits, oneUnit, tie].includes(id));
    expect(ids.slice(3)).toEqual(rest.slice(0, 45));
    for (const id of [unpaid, expired, old]) expect(ids.slice(0, 3)).not.toContain(id);
    // Page 2 goes on where page 1 stopped.
    const page2 = await popularIds({ page: 2, limit: 8 });
    expect(page2).toEqual(ids.slice(8, 16));
  });

  it("follows a category and a search as the other sorts do", async () => {
    const db = await getDb();
    const [best] = await db.select().from(products).where(eq(products.id, picks[0]));
    const inCategory = await popularIds({ category_id: best!.categoryId });
    expect(inCategory[0]).toBe(best!.id);
    // A search ranks by relevance first, then by the sort: the best seller named in full comes first.
    const searched = await popularIds({ search: best!.productName });
    expect(searched[0]).toBe(best!.id);
  });

  it("a sale that is refunded, or that grows older than 30 days, stops counting at the next recount", async () => {
    const db = await getDb();
    await db.execute(sql`update orders set payment_state = 'refunded' where id in (
      select order_id from order_lines where product_id = ${picks[0]})`);
    expect(await refreshBestSellers(db)).toBe(1);
    expect((await popularIds()).slice(0, 2)).toEqual([picks[1], picks[5]]);
    // Thirty days on, nothing counts any more.
    expect(await refreshBestSellers(db, new Date(Date.now() + 30 * DAY + 60_000))).toBe(2);
    expect(await popularIds()).toEqual((await newestIds()).slice(0, 48));
    await refreshBestSellers(db);
  });

  it("the home page's best sellers: none while fewer than four sold, then the same ranking", async () => {
    expect(await homeBestSellers()).toEqual([]);
    await sold(picks[2], 1);
    await sold(picks[3], 3);
    const report = await runJobsOnce();
    expect(report?.bestSellers).toBeGreaterThan(0);
    const cards = await homeBestSellers();
    expect(cards.map((c) => c.id)).toEqual([picks[3], picks[1], picks[2], picks[5]]);
    expect(cards.map((c) => c.id)).toEqual((await popularIds()).slice(0, 4));
    const fallback = await searchFallback("sepatu");
    expect(fallback.popular.kind).toBe("sold");
    expect(fallback.popular.products.map((p) => p.id)).toEqual([picks[3], picks[1], picks[2], picks[5]]);
  });

  it("refuses an unknown sort with the spec's message", async () => {
    const res = await call(getProducts, "GET", "/api/v1/products", { query: { sort: "BEST" } });
    expect(res.status).toBe(400);
  });
});
