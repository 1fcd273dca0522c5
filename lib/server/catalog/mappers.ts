import "server-only";
import type { categories, categorySubs, productImages, products } from "@/lib/db/schema";

type ProductRow = typeof products.$inferSelect;
type ImageRow = Pick<typeof productImages.$inferSelect, "imageUrl" | "imageType">;
type CategoryRow = typeof categories.$inferSelect;
type CategorySubRow = typeof categorySubs.$inferSelect;

export interface SizeAvailability {
  size_code: string;
  size_name: string;
  is_available: boolean;
}

/** The product fields every payload shares (spec section 3), from a database row. */
export function toProductSummary(row: ProductRow, images: ImageRow[], sizes: SizeAvailability[]) {
  return {
    id: row.id,
    product_name: row.productName,
    product_code: row.productCode,
    retail_price: row.retailPrice,
    net_price: row.netPrice,
    grand_price: row.grandPrice,
    direct_discount: { direct_disc_percent: row.directDiscPercent, direct_disc_nominal: row.directDiscNominal },
    short_description: row.shortDescription,
    product_images: images.map((image) => ({ image_url: image.imageUrl, image_type: image.imageType })),
    sizes,
    group_id: row.groupId,
    sub_group_id: row.subGroupId,
    category_id: row.categoryId,
    category_sub_id: row.categorySubId,
    color_name: row.colorName,
  };
}

export type ProductSummary = ReturnType<typeof toProductSummary>;

export function toCategory(row: CategoryRow, subs: CategorySubRow[]) {
  return {
    id: row.id,
    name: row.name,
    cover_image_url: row.coverImageUrl,
    cover_text: row.coverText,
    category_subs: subs.map((sub) => ({ id: sub.id, name: sub.name, show_cover: sub.showCover ? 1 : 0 })),
  };
}

export function toCategorySub(sub: CategorySubRow, parent: CategoryRow) {
  return {
    id: sub.id,
    name: sub.name,
    show_cover: sub.showCover ? 1 : 0,
    cover_image_url: sub.coverImageUrl,
    cover_text: sub.coverText,
    category: { id: parent.id, name: parent.name, cover_image_url: parent.coverImageUrl, cover_text: parent.coverText },
  };
}
