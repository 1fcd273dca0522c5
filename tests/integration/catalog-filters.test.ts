import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { FILTER_MSG } from "@/lib/domain/catalog/messages";
import { GROUP_KIDS } from "@/lib/domain/constants";
import { GET as getProducts } from "@/app/api/v1/products/route";
import { listingFacets } from "@/lib/server/catalog/facets";
import { resolveSearch } from "@/lib/server/catalog/search";
import { call } from "../support/http";

// This file searches many times a second as one client, past the search gate's share; the gate itself is proven by
// tests/unit/http/search-gate.test.ts and tests/hardening/search-*.test.ts.
beforeAll(() => {
  process.env.SEARCH_RATE_LIMIT = "0";
});

type Query = Record<string, string | number | undefined>;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const db = await getDb();
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function list(query: Query) {
  const res = await call(getProducts, "GET", "/api/v1/products", { query: { limit: 48, ...query } });
  expect(res.status).toBe(200);
  return { ids: (res.data.products as { id: number }[]).map((p) => p.id), count: res.data.product_count as number };
}

const count = async (query: Query) => (await list(query)).count;

/** A size code most products carry, and a colour. */
async function sample() {
  const [size] = await rows<{ size_code: string }>(
    sql`select size_code from stock where qty > 0 group by 1 order by count(distinct product_id) desc limit 1`,
  );
  const [color] = await rows<{ c: string }>(
    sql`select lower(color_name) c from products where is_active group by 1 order by count(*) desc limit 1`,
  );
  return { size: size.size_code, color: color.c };
}

describe("listing filters (GET products)", () => {
  it("filters by a size only where some showroom holds it, and drops a product whose size sold out everywhere", async () => {
    const { size } = await sample();
    const [{ n }] = await rows<{
      n: number;
    }>(sql`select count(distinct s.product_id)::int n from stock s join products p on p.id = s.product_id
      where p.is_active and s.size_code = ${size} and s.qty > 0`);
    expect(await count({ size })).toBe(Number(n));
    const [victim] = await rows<{
      id: number;
    }>(sql`select s.product_id id from stock s join products p on p.id = s.product_id
      where p.is_active and s.size_code = ${size} and s.qty > 0 order by p.created_at desc limit 1`);
    const before = await list({ size, sort: "NEWEST" });
    expect(before.ids).toContain(victim.id);
    await rows(sql`update stock set qty = 0 where product_id = ${victim.id} and size_code = ${size}`);
    const after = await list({ size, sort: "NEWEST" });
    expect(after.ids).not.toContain(victim.id);
    expect(after.count).toBe(before.count - 1);
    // Back in stock (an update, then a deleted and re-inserted stock row): listed again at once (stock triggers).
    await rows(sql`update stock set qty = 2 where product_id = ${victim.id} and size_code = ${size}`);
    expect((await list({ size, sort: "NEWEST" })).ids).toContain(victim.id);
    const [held] = await rows<{ showroom_id: number }>(
      sql`delete from stock where product_id = ${victim.id} and size_code = ${size} returning showroom_id`,
    );
    expect(await count({ size })).toBe(before.count - 1);
    await rows(
      sql`insert into stock (showroom_id, product_id, size_code, qty) values (${held.showroom_id}, ${victim.id}, ${size}, 1)`,
    );
    expect(await count({ size })).toBe(before.count);
    const [{ stale }] = await rows<{ stale: number }>(sql`select count(*)::int stale from products p
      where p.sizes_in_stock is distinct from storefront_sizes_in_stock(p.id)`);
    expect(Number(stale)).toBe(0);
  });

  it("filters by colours (any of them, case-insensitive) and by a price range in rupiah", async () => {
    const { color } = await sample();
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int n from products where is_active and lower(color_name) = ${color}`,
    );
    expect(await count({ color: color.toUpperCase() })).toBe(Number(n));
    const [other] = await rows<{ c: string }>(
      sql`select lower(color_name) c from products where is_active and lower(color_name) <> ${color} limit 1`,
    );
    const [{ m }] = await rows<{ m: number }>(
      sql`select count(*)::int m from products where is_active and lower(color_name) in (${color}, ${other.c})`,
    );
    expect(await count({ color: `${color},${other.c}` })).toBe(Number(m));
    const [{ p }] = await rows<{ p: number }>(
      sql`select count(*)::int p from products where is_active and grand_price between 200000 and 399999`,
    );
    expect(await count({ price_min: 200000, price_max: 399999 })).toBe(Number(p));
    const priced = await list({ price_min: 200000, price_max: 399999, sort: "PRICE_ASC" });
    const [{ lo }] = await rows<{ lo: number }>(
      sql`select min(grand_price)::int lo from products where is_active and grand_price >= 200000`,
    );
    expect(priced.ids.length).toBeGreaterThan(0);
    expect(Number(lo)).toBeGreaterThanOrEqual(200000);
  });

  it("combines with category, sale and search, and pages 2..n keep the filters", async () => {
    const { size } = await sample();
    const [cat] = await rows<{ id: number }>(
      sql`select category_id id from products where is_active group by 1 order by count(*) desc limit 1`,
    );
    const [{ n }] = await rows<{
      n: number;
    }>(sql`select count(*)::int n from products p where p.is_active and p.category_id = ${cat.id} and p.is_sale
      and exists (select 1 from stock s where s.product_id = p.id and s.size_code = ${size} and s.qty > 0)`);
    expect(await count({ category_id: cat.id, sale: 1, size })).toBe(Number(n));
    const all = await list({ category_id: cat.id, size, limit: 8, sort: "NEWEST" });
    const page1 = await list({ category_id: cat.id, size, limit: 4, page: 1, sort: "NEWEST" });
    const page2 = await list({ category_id: cat.id, size, limit: 4, page: 2, sort: "NEWEST" });
    expect([...page1.ids, ...page2.ids]).toEqual(all.ids.slice(0, 8));
    const [word] = await rows<{ w: string }>(
      sql`select split_part(search_text, ' ', 1) w from products where is_active limit 1`,
    );
    const searched = await resolveSearch(word.w);
    const [{ s }] = await rows<{
      s: number;
    }>(sql`select count(*)::int s from products where products.is_active and ${searched?.condition}
      and exists (select 1 from stock st where st.product_id = products.id and st.size_code = ${size} and st.qty > 0)`);
    expect(await count({ search: word.w, size })).toBe(Number(s));
  });

  it("refuses a broken filter with a clear 400", async () => {
    const bad: [Query, string][] = [
      [{ size: "<script>" }, FILTER_MSG.sizeInvalid],
      [{ color: "a;drop" }, FILTER_MSG.colorInvalid],
      [{ price_min: "abc" }, FILTER_MSG.priceInvalid],
      [{ price_max: "-5" }, FILTER_MSG.priceInvalid],
      [{ price_min: 500000, price_max: 100000 }, FILTER_MSG.priceRange],
      [{ size: Array.from({ length: 21 }, (_, i) => `S${i}`).join(",") }, FILTER_MSG.sizeInvalid],
    ];
    for (const [query, message] of bad) {
      const res = await call(getProducts, "GET", "/api/v1/products", { query });
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe(message);
    }
  });
});

describe("listing filter counts (facets)", () => {
  it("counts each value with every other filter applied: what ticking it would leave", async () => {
    const { size, color } = await sample();
    const base = { color: [color], price_min: 100000 };
    const facets = await listingFacets({ ...base, size: [size] });
    expect(facets.sizes.length).toBeGreaterThan(1);
    for (const v of facets.sizes.slice(0, 4))
      expect(v.count).toBe(await count({ color, price_min: 100000, size: v.value }));
    for (const v of facets.colors.slice(0, 3))
      expect(v.count).toBe(await count({ size, price_min: 100000, color: v.value }));
    for (const b of facets.prices)
      expect(b.count).toBe(await count({ size, color, price_min: b.min, price_max: b.max }));
    expect(facets.sale).toBe(await count({ size, color, price_min: 100000, sale: 1 }));
    expect(facets.brands).toEqual([]);
  });

  it("tells the kids' sizes from the adults': a size only kids' products carry is a kids' size", async () => {
    const facets = await listingFacets({ category_id: 9 });
    const wearers = await rows<{ size: string; kids: boolean }>(sql`
      select size, bool_and(group_id = ${GROUP_KIDS}) kids from products cross join lateral unnest(sizes_in_stock) size
      where is_active and category_id = 9 group by 1`);
    expect(facets.sizes.map((v) => [v.value, v.group]).sort()).toEqual(
      wearers.map((w) => [w.size, w.kids ? "kids" : "adult"]).sort(),
    );
    expect(facets.sizes.find((v) => v.value === "4-5Y")?.group).toBe("kids");
    expect(facets.sizes.find((v) => v.value === "M")?.group).toBe("adult");
    expect(facets.colors.every((v) => v.group === undefined)).toBe(true);
  });

  it("lists only sizes in stock somewhere, and keeps a chosen value listed even at 0", async () => {
    // A whole sub-category sold out everywhere (the search is fuzzy, so a sub-category isolates products exactly).
    const [gone] = await rows<{
      sub: number;
      size_code: string;
    }>(sql`select p.category_sub_id sub, ps.size_code from product_sizes ps
      join products p on p.id = ps.product_id where p.is_active and p.category_sub_id is not null limit 1`);
    await rows(
      sql`update stock set qty = 0 where product_id in (select id from products where category_sub_id = ${gone.sub})`,
    );
    const facets = await listingFacets({ category_sub_id: gone.sub });
    expect(facets.sizes).toEqual([]);
    const chosen = await listingFacets({ category_sub_id: gone.sub, size: [gone.size_code] });
    expect(chosen.sizes).toEqual([{ value: gone.size_code, label: gone.size_code, count: 0 }]);
  });
});
