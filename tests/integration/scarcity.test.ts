import { and, eq } from "drizzle-orm";
import { GET as getStock } from "@/app/api/v1/product-stock/route";
import { GET as getProduct } from "@/app/api/v1/product/route";
import { getDb } from "@/lib/db";
import { productSizes, stock } from "@/lib/db/schema";
import { call } from "../support/http";

const PRODUCT = 19;

async function setTotal(size: string, perShowroom: number[]) {
  const db = await getDb();
  await db
    .update(stock)
    .set({ qty: 0 })
    .where(and(eq(stock.productId, PRODUCT), eq(stock.sizeCode, size)));
  for (const [i, qty] of perShowroom.entries()) {
    await db
      .insert(stock)
      .values({ showroomId: i + 1, productId: PRODUCT, sizeCode: size, qty })
      .onConflictDoUpdate({ target: [stock.showroomId, stock.productId, stock.sizeCode], set: { qty } });
  }
}

describe("'Only N left' (product-stock, product)", () => {
  it("gives the units left across all showrooms for 1 to 3, and nothing for more or none", async () => {
    const db = await getDb();
    const sizes = (await db.select().from(productSizes).where(eq(productSizes.productId, PRODUCT))).map(
      (s) => s.sizeCode,
    );
    expect(sizes.length).toBeGreaterThanOrEqual(3);
    const [two, four, none] = sizes;
    await setTotal(two, [1, 1]);
    await setTotal(four, [2, 2]);
    await setTotal(none, [0, 0]);
    const res = await call(getStock, "GET", "/api/v1/product-stock", { query: { id: PRODUCT } });
    expect(res.status).toBe(200);
    const live = new Map(
      (res.data.sizes as { size_code: string; is_available: boolean; units_left: number | null }[]).map((s) => [
        s.size_code,
        s,
      ]),
    );
    expect(live.get(two)).toEqual({ size_code: two, is_available: true, units_left: 2 });
    expect(live.get(four)).toEqual({ size_code: four, is_available: true, units_left: null });
    expect(live.get(none)).toEqual({ size_code: none, is_available: false, units_left: null });
    const page = await call(getProduct, "GET", "/api/v1/product", { query: { id: PRODUCT } });
    const sizesOnPage = (page.data.product as { sizes: unknown }).sizes as {
      size_code: string;
      units_left: number | null;
    }[];
    expect(sizesOnPage.find((s) => s.size_code === two)?.units_left).toBe(2);
    expect((await call(getStock, "GET", "/api/v1/product-stock", { query: { id: 999999 } })).status).toBe(404);
    expect((await call(getStock, "GET", "/api/v1/product-stock", { query: { id: "x" } })).status).toBe(400);
  });
});
