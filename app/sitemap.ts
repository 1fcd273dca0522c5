import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { listCategories } from "@/lib/server/catalog/categories";
import { listProductIds } from "@/lib/server/catalog/products";
import { INFO_PAGE_LIST } from "@/lib/content/info-pages";
import { listingHref } from "@/lib/domain/catalog/listing-href";
import { pageAlternates } from "@/lib/i18n/alternates";
import { LOCALES } from "@/lib/i18n/config";
import { absoluteUrl } from "@/lib/server/site-url";

type Entry = MetadataRoute.Sitemap[number];

/** Next writes sitemap URLs into the XML as they are, so a query string's '&' must arrive escaped. */
function xmlUrl(path: string): string {
  return absoluteUrl(path).replace(/&/g, "&amp;");
}

/**
 * One page in every language: an entry per language's address, each listing all of them (and x-default) as its
 * `xhtml:link` alternates, as search engines ask of a sitemap with hreflang. No changefreq or priority: Next writes
 * the alternates right after <loc>, where the sitemaps.org schema allows no other sitemap element before them (and
 * search engines ignore both).
 */
function inEveryLanguage(path: string): Entry[] {
  const { languages } = pageAlternates("en", path);
  const alternates = {
    languages: Object.fromEntries(
      Object.entries(languages ?? {}).map(([hreflang, href]) => [hreflang, xmlUrl(String(href))]),
    ),
  };
  return LOCALES.map((lang) => ({ url: xmlUrl(String(pageAlternates(lang, path).canonical)), alternates }));
}

/** /sitemap.xml: the main pages, every category and sub-category listing, and every product, in each language; built per request. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const [categories, productIds] = await Promise.all([listCategories(), listProductIds()]);
  const paths = ["/", "/products", "/shop/men", "/shop/women", ...INFO_PAGE_LIST.map((page) => page.path)];
  const pages = [...new Set(paths)].flatMap((path) => inEveryLanguage(path));
  const listings = categories.flatMap((category) => [
    ...inEveryLanguage(listingHref({ category_id: category.id })),
    ...category.category_subs.flatMap((sub) =>
      inEveryLanguage(listingHref({ category_id: category.id, category_sub_id: sub.id })),
    ),
  ]);
  const products = productIds.flatMap((id) => inEveryLanguage(`/product/${id}`));
  return [...pages, ...listings, ...products];
}
