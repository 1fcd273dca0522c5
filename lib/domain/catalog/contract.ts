/**
 * The catalogue's response contracts (spec section 3, the spec's snake_case field names): categories, products, the
 * live size stock and the header's suggestions. The API's mappers build exactly these (`satisfies`), the browser
 * reads them through lib/api/catalog.ts, and the OpenAPI document is generated from them.
 */
import { z } from "zod";

const flag = z.union([z.literal(0), z.literal(1)]);

// ---- categories ----

export const categoryRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cover_image_url: z.string().nullable(),
  cover_text: z.string().nullable(),
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/** A sub-category as it appears in its category's `category_subs`. */
export const categorySubItemSchema = z.object({ id: z.number().int(), name: z.string(), show_cover: flag });
export type CategorySubItem = z.infer<typeof categorySubItemSchema>;

export const categorySchema = categoryRefSchema.extend({ category_subs: z.array(categorySubItemSchema) });
export type Category = z.infer<typeof categorySchema>;

/** `GET category-sub`: the sub-category with its own cover and its parent category. */
export const categorySubSchema = categoryRefSchema.extend({ show_cover: flag, category: categoryRefSchema });
export type CategorySub = z.infer<typeof categorySubSchema>;

// ---- products ----

export const productImageSchema = z.object({
  image_url: z.string(),
  /** COVER marks the cover image; otherwise the first image is the cover. */
  image_type: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const directDiscountSchema = z.object({ direct_disc_percent: z.number(), direct_disc_nominal: z.number() });
export type DirectDiscount = z.infer<typeof directDiscountSchema>;

/** A size and whether any showroom holds it. */
export const productSizeSchema = z.object({ size_code: z.string(), size_name: z.string(), is_available: z.boolean() });
export type ProductSize = z.infer<typeof productSizeSchema>;

/**
 * One colour of a product's style (products.csv `style`, issue #51): the member product, its colour name and its
 * cover image, for the swatches of cards and of the product page.
 */
export const styleColourSchema = z.object({
  id: z.number().int(),
  color_name: z.string().nullable(),
  image_url: z.string().nullable(),
});
export type StyleColour = z.infer<typeof styleColourSchema>;

/** The product fields every listing, card and related product shares. */
export const productSummarySchema = z.object({
  id: z.number().int(),
  product_name: z.string(),
  product_code: z.string(),
  retail_price: z.number(),
  net_price: z.number(),
  /** Computed by the database with lib/domain/pricing's rule. */
  grand_price: z.number(),
  direct_discount: directDiscountSchema,
  short_description: z.string(),
  product_images: z.array(productImageSchema),
  sizes: z.array(productSizeSchema),
  group_id: z.number().int(),
  sub_group_id: z.number().int().nullable(),
  category_id: z.number().int(),
  category_sub_id: z.number().int(),
  color_name: z.string().nullable(),
  /**
   * The colours of the product's style, its own included, oldest member first; empty when it has no style or is its
   * style's only active colour.
   */
  colours: z.array(styleColourSchema),
  /** From the product's published reviews (docs/reviews.md): one decimal, null while it has none. */
  rating_average: z.number().nullable(),
  rating_count: z.number().int(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** `GET products`: a page of the listing and the number of products matching it. */
export const productListSchema = z.object({ products: z.array(productSummarySchema), product_count: z.number().int() });
export type ProductList = z.infer<typeof productListSchema>;

/** A size on the product page: with 1 to 3 units left across all showrooms, the count ('Only N left'). */
export const productDetailSizeSchema = productSizeSchema.extend({ units_left: z.number().int().nullable() });
export type ProductDetailSize = z.infer<typeof productDetailSizeSchema>;

export const productSizingSchema = z.object({ size_chart_url: z.string() });
export type ProductSizing = z.infer<typeof productSizingSchema>;

const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** A related product: its card shows its real rating (docs/adr/0014-real-ratings.md), no fixed one. */
export const relatedProductSchema = productSummarySchema;
export type RelatedProduct = z.infer<typeof relatedProductSchema>;

/** A colour on the product page: with its size codes, so that a swatch keeps the chosen size where it exists. */
export const styleColourDetailSchema = styleColourSchema.extend({ size_codes: z.array(z.string()) });
export type StyleColourDetail = z.infer<typeof styleColourDetailSchema>;

/** `GET product`: one product with its live sizes, size chart, category, colours and related products. */
export const productDetailSchema = productSummarySchema.extend({
  sizes: z.array(productDetailSizeSchema),
  colours: z.array(styleColourDetailSchema),
  detailed_description: z.string(),
  weight_grams: z.number().int(),
  product_sizing: productSizingSchema.nullable(),
  category: namedRefSchema,
  category_sub: namedRefSchema,
  related_products: z.array(relatedProductSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** `GET product-stock`: each size's availability, read live (the product page's HTML may be older). */
export const sizeStockSchema = z.object({
  size_code: z.string(),
  is_available: z.boolean(),
  /** The units left across all showrooms when 1 to 3 ('Only N left'); null otherwise. */
  units_left: z.number().int().nullable(),
});
export type SizeStock = z.infer<typeof sizeStockSchema>;
export const productStockSchema = z.object({ sizes: z.array(sizeStockSchema) });
export type ProductStock = z.infer<typeof productStockSchema>;

// ---- the header's suggestions ----

export const suggestedProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  image_url: z.string().nullable(),
});
export type SuggestedProduct = z.infer<typeof suggestedProductSchema>;

export const suggestedCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(["category", "sub"]),
  href: z.string(),
});
export type SuggestedCategory = z.infer<typeof suggestedCategorySchema>;

/** `GET products/suggest`: the best products, the matching categories and the full search's address. */
export const suggestionsSchema = z.object({
  products: z.array(suggestedProductSchema),
  categories: z.array(suggestedCategorySchema),
  search_href: z.string(),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

// ---- the envelopes' data of the catalogue reads ----

export const categoriesDataSchema = z.object({ categories: z.array(categorySchema) });
export type CategoriesData = z.infer<typeof categoriesDataSchema>;
export const categoryDataSchema = z.object({ category: categorySchema });
export type CategoryData = z.infer<typeof categoryDataSchema>;
export const categorySubDataSchema = z.object({ category_sub: categorySubSchema });
export type CategorySubData = z.infer<typeof categorySubDataSchema>;
export const productDataSchema = z.object({ product: productDetailSchema });
export type ProductData = z.infer<typeof productDataSchema>;
