import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { listCategories } from "@/lib/server/catalog/categories";
import { listProductIds } from "@/lib/server/catalog/products";
import { INFO_PAGE_LIST } from "@/lib/content/info-pages";
import { listingHref } from "@/lib/domain/catalog/listing-href";
import { absoluteUrl } from "@/lib/server/catalog/site-url";

/** Next writes sitemap URLs into the XML as they are, so a query string's '&' must arrive escaped. */
function xmlUrl(path: string): string {
  return absoluteUrl(path).replace(/&/g, "&amp;");
}

/** /sitemap.xml: the main pages, every category and sub-category listing, and every product; built per request. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const [categories, productIds] = await Promise.all([listCategories(), listProductIds()]);
  const paths = ["/", "/products", "/shop/men", "/shop/women", ...INFO_PAGE_LIST.map((page) => page.path)];
  const pages: MetadataRoute.Sitemap = [...new Set(paths)].map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: "daily",
  }));
  const listings = categories.flatMap((category) => [
    { url: xmlUrl(listingHref({ category_id: category.id })) },
    ...category.category_subs.map((sub) => ({ url: xmlUrl(listingHref({ category_id: category.id, category_sub_id: sub.id })) })),
  ]);
  const products = productIds.map((id) => ({ url: absoluteUrl(`/product/${id}`), changeFrequency: "weekly" as const }));
  return [...pages, ...listings, ...products];
}
