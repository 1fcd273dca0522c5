import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { categories, categorySubs } from "@/lib/db/schema";
import type { Category, CategorySub } from "@/lib/domain/catalog/contract";
import { CATALOG_MSG } from "@/lib/domain/catalog/messages";
import { CACHE_TAGS } from "@/lib/domain/catalog/cache-tags";
import type { ContentLang } from "@/lib/domain/content-translations";
import { catalogCache } from "../cache/catalog-cache";
import { fail, ok, type Result } from "../result";
import { toCategory, toCategorySub } from "./mappers";

/** Every category with its sub-categories, in menu order (sidebar, menus, home), named in `lang`. */
export async function listCategories(lang: ContentLang = "en"): Promise<Category[]> {
  "use cache";
  catalogCache(CACHE_TAGS.categories);
  const db = await getDb();
  const [cats, subs] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    db.select().from(categorySubs).orderBy(asc(categorySubs.sortOrder), asc(categorySubs.id)),
  ]);
  return cats.map((cat) =>
    toCategory(
      cat,
      subs.filter((sub) => sub.categoryId === cat.id),
      lang,
    ),
  );
}

export async function getCategory(id: number, lang: ContentLang = "en"): Promise<Result<Category>> {
  "use cache";
  catalogCache(CACHE_TAGS.categories);
  const db = await getDb();
  const [cat] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!cat) return fail(404, CATALOG_MSG.categoryNotFound);
  const subs = await db
    .select()
    .from(categorySubs)
    .where(eq(categorySubs.categoryId, id))
    .orderBy(asc(categorySubs.sortOrder), asc(categorySubs.id));
  return ok(toCategory(cat, subs, lang));
}

export async function getCategorySub(id: number, lang: ContentLang = "en"): Promise<Result<CategorySub>> {
  "use cache";
  catalogCache(CACHE_TAGS.categories);
  const db = await getDb();
  const [row] = await db
    .select({ sub: categorySubs, parent: categories })
    .from(categorySubs)
    .innerJoin(categories, eq(categories.id, categorySubs.categoryId))
    .where(eq(categorySubs.id, id))
    .limit(1);
  return row ? ok(toCategorySub(row.sub, row.parent, lang)) : fail(404, CATALOG_MSG.subCategoryNotFound);
}
