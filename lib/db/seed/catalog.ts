import { categories, categorySubs, productGroups, productImages, productSizes, productSubGroups, products, relatedProducts } from "../schema";
import type { Queryable } from "../types";
import { insertInBatches } from "./batch";
import type { Catalog } from "./types";

/** Categories, groups, products and their sizes, images and related products, with the catalogue's explicit ids. */
export async function seedCatalog(q: Queryable, catalog: Catalog): Promise<void> {
  await insertInBatches(q, categories, catalog.categories);
  await insertInBatches(q, categorySubs, catalog.categorySubs);
  await insertInBatches(q, productGroups, catalog.groups);
  await insertInBatches(q, productSubGroups, catalog.subGroups);
  await insertInBatches(
    q,
    products,
    catalog.products.map((p) => ({
      id: p.id,
      productName: p.productName,
      productCode: p.productCode,
      categoryId: p.categoryId,
      categorySubId: p.categorySubId,
      groupId: p.groupId,
      subGroupId: p.subGroupId,
      retailPrice: p.retailPrice,
      netPrice: p.netPrice,
      directDiscPercent: p.directDiscPercent,
      directDiscNominal: p.directDiscNominal,
      shortDescription: p.shortDescription,
      detailedDescription: p.detailedDescription,
      sizeChartUrl: p.sizeChartUrl,
      colorName: p.colorName,
      weightGrams: p.weightGrams,
      isActive: true,
      searchText: p.searchText,
      createdAt: p.createdAt,
    })),
    500,
  );
  await insertInBatches(q, productSizes, catalog.products.flatMap((p) => p.sizes.map((s) => ({ productId: p.id, ...s }))));
  await insertInBatches(q, productImages, catalog.products.flatMap((p) => p.images.map((img) => ({ productId: p.id, ...img }))));
  await insertInBatches(
    q,
    relatedProducts,
    catalog.products.flatMap((p) => p.relatedProductIds.map((relatedProductId, i) => ({ productId: p.id, relatedProductId, sortOrder: i + 1 }))),
  );
}
