/**
 * Bench helper: grows the demo shop to N products in a PostgreSQL database, as grow-catalog.ts does in PGlite (the same
 * names, codes, cover images, sizes and stock at one hub), in a few set-based statements:
 *   createdb … && npx tsx scripts/bench/grow-catalog-pg.ts postgres://…/db 100000
 */
import { sql } from "drizzle-orm";
import { connect } from "../../lib/db/connect";
import { seedDemo } from "../../lib/db/seed";
async function main() {
  const [url, total] = [process.argv[2], Number(process.argv[3])];
  const t = Date.now();
  const { db, close } = await connect({ databaseUrl: url, prepare: seedDemo });
  const ex = (q: ReturnType<typeof sql>) => db.execute(q);
  await ex(sql`create temp table demo as select row_number() over (order by id) - 1 as rn, * from products`);
  await ex(sql`create temp table grown as select g as i, d.id as src, (select max(id) from products) + 1 + g - (select count(*) from demo) as id
    from generate_series((select count(*) from demo), ${total} - 1) g join demo d on d.rn = g % (select count(*) from demo)`);
  await ex(sql`insert into products (id, product_name, product_code, category_id, category_sub_id, group_id, sub_group_id, retail_price, net_price,
      direct_disc_percent, direct_disc_nominal, short_description, detailed_description, size_chart_url, color_name, weight_grams, is_active, created_at)
    select g.id, d.product_name || ' #' || g.id, 'BN-' || lpad(g.id::text, 7, '0'), d.category_id, d.category_sub_id, d.group_id, d.sub_group_id,
      d.retail_price, d.net_price, d.direct_disc_percent, d.direct_disc_nominal, d.short_description, d.detailed_description, d.size_chart_url,
      d.color_name, d.weight_grams, d.is_active, timestamptz '2026-07-01 00:00:00+00' - g.i * interval '1 minute'
    from grown g join demo d on d.id = g.src`);
  await ex(sql`insert into product_images (product_id, image_url, image_type, sort_order)
    select g.id, i.image_url, 'COVER', 0 from grown g join product_images i on i.product_id = g.src and i.image_type = 'COVER'`);
  await ex(sql`insert into product_sizes (product_id, size_code, size_name, sort_order)
    select g.id, s.size_code, s.size_name, s.sort_order from grown g join product_sizes s on s.product_id = g.src`);
  await ex(sql`insert into stock (showroom_id, product_id, size_code, qty)
    select 3, g.id, s.size_code, (g.i % 7) + case when g.i % 3 = 0 then 0 else 1 end from grown g join product_sizes s on s.product_id = g.src`);
  await ex(sql`vacuum analyze`);
  const r = (await ex(
    sql`select count(*)::int n, (select count(*)::int from search_words) w from products`,
  )) as unknown as { rows: unknown[] };
  console.log(JSON.stringify(r.rows), (Date.now() - t) / 1000, "s");
  await close();
}
void main();
