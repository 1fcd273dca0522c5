import "server-only";
import type { Category, CategorySub, ProductSize, ProductSummary, StyleColour } from "@/lib/domain/catalog/contract";
import type { categories, categorySubs, productImages, products } from "@/lib/db/schema";
import { translated, type ContentLang } from "@/lib/domain/content-translations";
import { roundAverage } from "@/lib/domain/reviews/aggregate";

type ProductRow = typeof products.$inferSelect;
type ImageRow = Pick<typeof productImages.$inferSelect, "imageUrl" | "imageType">;
type CategoryRow = typeof categories.$inferSelect;
type CategorySubRow = typeof categorySubs.$inferSelect;

/**
 * The product fields every payload shares (spec section 3), from a database row, its published reviews' rating and its
 * style's colours.
 */
export function toProductSummary(
  row: ProductRow,
  images: ImageRow[],
  sizes: ProductSize[],
  rating: { sum: number; count: number } | undefined,
  colours: StyleColour[] = [],
): ProductSummary {
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
    colours,
    rating_average: rating?.count ? roundAverage(rating.sum / rating.count) : null,
    rating_count: rating?.count ?? 0,
  };
}

const coverFlag = (showCover: boolean) => (showCover ? 1 : 0);

/** A category's or sub-category's name and cover text in `lang` (the columns' texts where there is no translation). */
function texts(row: CategoryRow | CategorySubRow, lang: ContentLang) {
  return {
    name: translated(row.translations, lang, "name", row.name),
    cover_text: translated(row.translations, lang, "coverText", row.coverText),
  };
}

export function toCategory(row: CategoryRow, subs: CategorySubRow[], lang: ContentLang = "en"): Category {
  const { name, cover_text } = texts(row, lang);
  return {
    id: row.id,
    name,
    cover_image_url: row.coverImageUrl,
    cover_text,
    category_subs: subs.map((sub) => ({
      id: sub.id,
      name: texts(sub, lang).name,
      show_cover: coverFlag(sub.showCover),
    })),
  };
}

export function toCategorySub(sub: CategorySubRow, parent: CategoryRow, lang: ContentLang = "en"): CategorySub {
  return {
    id: sub.id,
    ...texts(sub, lang),
    show_cover: coverFlag(sub.showCover),
    cover_image_url: sub.coverImageUrl,
    category: { id: parent.id, ...texts(parent, lang), cover_image_url: parent.coverImageUrl },
  };
}
