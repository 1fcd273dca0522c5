import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { productSizes, products } from "@/lib/db/schema";
import type { StyleColour, StyleColourDetail } from "@/lib/domain/catalog/contract";

type StyleMember = StyleColour & { style: string };

/**
 * A member's cover image: the one typed COVER, otherwise the first (spec section 3), as coverImageUrl picks it. The
 * outer row's id is spelled with its table: drizzle writes a column of a select's own table unqualified, which inside
 * this subquery would name product_images' id.
 */
const coverImage = sql<
  string | null
>`(select pi.image_url from product_images pi where pi.product_id = ${sql.raw('"products"."id"')}
  order by (pi.image_type = 'COVER') desc, pi.sort_order, pi.id limit 1)`;

/**
 * The colours of the styles of `rows` in one query (products_style_idx), by style: the active members, oldest first. A
 * style with one active member has no colours to offer and is left out.
 */
export async function styleColours(
  db: Queryable,
  rows: readonly { style: string | null }[],
): Promise<Map<string, StyleColour[]>> {
  const styles = [...new Set(rows.flatMap((row) => (row.style ? [row.style] : [])))];
  const byStyle = new Map<string, StyleColour[]>();
  if (styles.length === 0) return byStyle;
  const members: StyleMember[] = await db
    .select({
      id: products.id,
      style: sql<string>`${products.style}`,
      color_name: products.colorName,
      image_url: coverImage,
    })
    .from(products)
    .where(and(inArray(products.style, styles), eq(products.isActive, true)))
    .orderBy(asc(products.style), asc(products.createdAt), asc(products.id));
  for (const { style, ...colour } of members) byStyle.set(style, [...(byStyle.get(style) ?? []), colour]);
  for (const [style, colours] of byStyle) if (colours.length < 2) byStyle.delete(style);
  return byStyle;
}

/** The product page's colours: each with its size codes, so that a swatch can keep the chosen size. */
export async function withSizeCodes(db: Queryable, colours: StyleColour[]): Promise<StyleColourDetail[]> {
  if (colours.length === 0) return [];
  const sizes = await db
    .select({ productId: productSizes.productId, sizeCode: productSizes.sizeCode })
    .from(productSizes)
    .where(
      inArray(
        productSizes.productId,
        colours.map((c) => c.id),
      ),
    )
    .orderBy(asc(productSizes.productId), asc(productSizes.sortOrder), asc(productSizes.id));
  return colours.map((colour) => ({
    ...colour,
    size_codes: sizes.filter((s) => s.productId === colour.id).map((s) => s.sizeCode),
  }));
}
