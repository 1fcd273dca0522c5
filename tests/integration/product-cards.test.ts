import { eq } from "drizzle-orm";
import { GET as getProductCards } from "@/app/api/v1/product-cards/route";
import { getDb } from "@/lib/db";
import { products } from "@/lib/db/schema";
import { MSG } from "@/lib/domain/messages";
import { call } from "../support/http";

// Every answer is checked against the OpenAPI document by `call`.
const cards = (ids: string | undefined) => call(getProductCards, "GET", "/api/v1/product-cards", { query: { ids } });
const idsOf = (data: Record<string, unknown>) => (data.products as { id: number }[]).map((product) => product.id);

describe("GET product-cards (the recently viewed rail's cards)", () => {
  it("answers the current cards in the order asked", async () => {
    const res = await cards("43,2,19");
    expect(res.status).toBe(200);
    expect(idsOf(res.data)).toEqual([43, 2, 19]);
    const [card] = res.data.products as { product_name: string; grand_price: number; product_images: unknown[] }[];
    expect(card).toEqual(
      expect.objectContaining({ product_name: expect.any(String), grand_price: expect.any(Number) }),
    );
    expect(card.product_images.length).toBeGreaterThan(0);
  });

  it("counts a repeated id once", async () => {
    expect(idsOf((await cards("19,19,2,19")).data)).toEqual([19, 2]);
  });

  it("leaves out ids of no product", async () => {
    const res = await cards("19,999999,2");
    expect(res.status).toBe(200);
    expect(idsOf(res.data)).toEqual([19, 2]);
  });

  it("never answers an inactive (hidden) product", async () => {
    const db = await getDb();
    await db.update(products).set({ isActive: false }).where(eq(products.id, 43));
    try {
      expect(idsOf((await cards("43,19")).data)).toEqual([19]);
      expect(idsOf((await cards("43")).data)).toEqual([]);
    } finally {
      await db.update(products).set({ isActive: true }).where(eq(products.id, 43));
    }
  });

  it("takes 1 to 12 ids and refuses more, none, or anything but ids", async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => i + 1).join(",");
    expect((await cards(twelve)).status).toBe(200);
    for (const ids of [`${twelve},13`, undefined, "", "abc", "1,,2", "0", "-1", "1;2", "99999999999", "1,"]) {
      const res = await cards(ids);
      expect({ ids, status: res.status }).toEqual({ ids, status: 400 });
      expect(res.error?.message).toBe(MSG.extra.idInvalid);
    }
  });
});
