import { categories, categorySubs } from "../schema";
import type { Tx } from "../types";
import { eq } from "drizzle-orm";
import { categoryKey, type ImportCategory } from "../../domain/catalog-import/model";
import { freeId } from "./conflict";
import { changes, emptyKind, type KindReport } from "./report";

/** Categories by name and sub-categories by category and name, in file order; never deleted. Answers the ids by key. */
export async function writeCategories(
  tx: Tx,
  list: ImportCategory[],
  imageUrl: (ref: string | null) => string | null,
): Promise<KindReport> {
  const report = emptyKind();
  const existing = new Map((await tx.select().from(categories)).map((c) => [c.name, c]));
  const subs = new Map((await tx.select().from(categorySubs)).map((s) => [`${s.categoryId}/${s.name}`, s]));
  const takenCategories = new Set([...existing.values()].map((c) => c.id));
  const takenSubs = new Set([...subs.values()].map((s) => s.id));
  const file = "categories.csv";
  for (const [i, c] of list.entries()) {
    const desired = {
      coverImageUrl: imageUrl(c.coverImage),
      coverText: c.coverText,
      sortOrder: i + 1,
      translations: c.translations,
    };
    const found = existing.get(c.name);
    let categoryId: number;
    if (!found) {
      const [row] = await tx
        .insert(categories)
        .values({ ...freeId(c.id, takenCategories, { file, line: c.line, column: "id" }), name: c.name, ...desired })
        .returning({ id: categories.id });
      categoryId = row!.id;
      takenCategories.add(categoryId);
      report.created++;
    } else {
      categoryId = found.id;
      const diff = changes(desired, found);
      if (diff) await tx.update(categories).set(diff).where(eq(categories.id, found.id));
      report[diff ? "updated" : "unchanged"]++;
    }
    for (const [j, s] of c.subs.entries()) {
      const want = {
        showCover: s.showCover,
        coverImageUrl: imageUrl(s.coverImage),
        coverText: s.coverText,
        sortOrder: j + 1,
        translations: s.translations,
      };
      const sub = subs.get(`${categoryId}/${s.name}`);
      if (!sub) {
        const [row] = await tx
          .insert(categorySubs)
          .values({
            ...freeId(s.id, takenSubs, { file, line: s.line, column: "id" }),
            categoryId,
            name: s.name,
            ...want,
          })
          .returning({ id: categorySubs.id });
        takenSubs.add(row!.id);
        report.created++;
        continue;
      }
      const diff = changes(want, sub);
      if (diff) await tx.update(categorySubs).set(diff).where(eq(categorySubs.id, sub.id));
      report[diff ? "updated" : "unchanged"]++;
    }
  }
  return report;
}

/** Category and sub-category ids by `category` and `category/sub` name. */
export async function categoryIds(tx: Tx): Promise<Map<string, number>> {
  const cats = await tx.select({ id: categories.id, name: categories.name }).from(categories);
  const byId = new Map(cats.map((c) => [c.id, c.name]));
  const subs = await tx
    .select({ id: categorySubs.id, categoryId: categorySubs.categoryId, name: categorySubs.name })
    .from(categorySubs);
  return new Map([
    ...cats.map((c) => [c.name, c.id] as const),
    ...subs.map((s) => [categoryKey(byId.get(s.categoryId) ?? "", s.name), s.id] as const),
  ]);
}
