import { CONTENT_LANGS } from "../content-translations";

/** The files of a catalogue folder (docs/catalog-format.md); each is optional, and a kind whose file is absent is left alone. */
export const CATALOG_FILES = {
  categories: "categories.csv",
  products: "products.csv",
  showrooms: "showrooms.csv",
  stock: "stock.csv",
  promos: "promos.csv",
  bundles: "bundles.csv",
  home: "home.json",
} as const;

export const IMAGES_DIR = "images";

/** Several values in one cell (images, related products, bundle targets) are separated by this. */
export const LIST_SEPARATOR = "|";

/** The languages a translation column may name (`name_id`, `cover_text_fr`); the plain column is the default text. */
export const TRANSLATION_LANGS = CONTENT_LANGS;

/** The SKU of a size with none of its own: the product code and the size code, joined by a hyphen (`TS-24-0001-M`). */
export function skuOf(productCode: string, sizeCode: string): string {
  return `${productCode}-${sizeCode}`;
}

/** A size's SKU: its own (`product_sizes.sku`, the retailer's), else the derived one. The one place for the rule. */
export function effectiveSku(productCode: string, sizeCode: string, own: string | null): string {
  return own ?? skuOf(productCode, sizeCode);
}

/** What `product_sizes.sku` keeps for a SKU given in a file: nothing when it is the derived one. */
export function ownSku(productCode: string, sizeCode: string, sku: string): string | null {
  return sku === skuOf(productCode, sizeCode) ? null : sku;
}

export function translationColumns(fields: readonly string[]): string[] {
  return fields.flatMap((field) => TRANSLATION_LANGS.map((lang) => `${field}_${lang}`));
}

export const CATEGORY_COLUMNS = [
  "id",
  "category",
  "sub_category",
  "cover_image",
  "cover_text",
  "show_cover",
  ...translationColumns(["name", "cover_text"]),
];

export const PRODUCT_COLUMNS = [
  "product_id",
  "product_code",
  "name",
  "category",
  "sub_category",
  "group_id",
  "group",
  "sub_group_id",
  "sub_group",
  "short_description",
  "description",
  "retail_price",
  "net_price",
  "discount_percent",
  "discount_amount",
  "weight_grams",
  "colour",
  "style",
  "size_chart",
  "active",
  "created_at",
  "images",
  "related",
  "sku",
  "size",
  "size_name",
];

export const SHOWROOM_COLUMNS = [
  "id",
  "name",
  "region_id",
  "region",
  "phone",
  "address1",
  "address2",
  "address3",
  "maps_url",
  "hub",
  "district_code",
  "courier",
  "courier_destination_id",
  "courier_destination_label",
  "active",
];

/** stock.csv: a count of units on hand, and optionally when it was counted (else the import's time). */
export const STOCK_COLUMNS = ["sku", "showroom", "on_hand", "counted_at"];

export const PROMO_COLUMNS = [
  "code",
  "type",
  "description",
  "discount_percent",
  "discount_amount",
  "max_discount",
  "min_purchase",
  "starts_at",
  "ends_at",
  "active",
  "max_uses",
  "max_uses_per_shopper",
  "first_purchase_only",
];

export const BUNDLE_COLUMNS = [
  "name",
  "description",
  "item_count",
  "discount_percent",
  "starts_at",
  "ends_at",
  "active",
  "targets",
];

/** The columns each CSV must have (the others may be left out). */
export const REQUIRED_COLUMNS: Record<string, readonly string[]> = {
  [CATALOG_FILES.categories]: ["category", "sub_category"],
  [CATALOG_FILES.products]: ["product_code", "sku", "size"],
  [CATALOG_FILES.showrooms]: ["name", "region", "district_code"],
  [CATALOG_FILES.stock]: ["sku", "showroom", "on_hand"],
  [CATALOG_FILES.promos]: ["code", "type"],
  [CATALOG_FILES.bundles]: ["name", "item_count", "targets"],
};

export const KNOWN_COLUMNS: Record<string, readonly string[]> = {
  [CATALOG_FILES.categories]: CATEGORY_COLUMNS,
  [CATALOG_FILES.products]: PRODUCT_COLUMNS,
  [CATALOG_FILES.showrooms]: SHOWROOM_COLUMNS,
  [CATALOG_FILES.stock]: STOCK_COLUMNS,
  [CATALOG_FILES.promos]: PROMO_COLUMNS,
  [CATALOG_FILES.bundles]: BUNDLE_COLUMNS,
};
