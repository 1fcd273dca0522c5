import type { ContentTranslations } from "../content-translations";
import { CATALOG_FILES, TRANSLATION_LANGS } from "./format";
import type { ImportIssue } from "./issues";
import type { ImportBundle, ImportCategory, ImportPromo, ImportRegion, ImportShowrooms } from "./model";
import { bundleRow, categoryRow, parseRow, promoRow, regionRow, showroomRow, type CsvRecord } from "./rows";

/** Reads one file's rows in order (line numbers as the spreadsheet shows them) and gives back what they say. */
export interface RowBuilder<T> {
  add(line: number, record: CsvRecord): void;
  finish(): T;
}

function texts<F extends string>(record: CsvRecord, fields: Record<F, string>): ContentTranslations<F> {
  const out: ContentTranslations<F> = {};
  for (const lang of TRANSLATION_LANGS) {
    for (const [field, column] of Object.entries(fields) as [F, string][]) {
      const value = record[`${column}_${lang}`]?.trim();
      if (value) out[lang] = { ...out[lang], [field]: value } as Partial<Record<F, string>>;
    }
  }
  return out;
}

export const duplicate = (file: string, line: number, column: string, what: string, first: number): ImportIssue => ({
  file,
  line,
  column,
  message: `duplicates the ${what} of line ${first}`,
});

export function categoriesBuilder(issues: ImportIssue[]): RowBuilder<ImportCategory[]> {
  const file = CATALOG_FILES.categories;
  const list: ImportCategory[] = [];
  const byName = new Map<string, ImportCategory>();
  const lines = new Map<string, number>();
  return {
    add(line, record) {
      const { data, issues: bad } = parseRow(categoryRow, file, line, record);
      issues.push(...bad);
      if (!data) return;
      const key = `${data.category}/${data.sub_category ?? ""}`;
      const first = lines.get(key);
      if (first !== undefined)
        return void issues.push(
          duplicate(file, line, data.sub_category ? "sub_category" : "category", "category", first),
        );
      lines.set(key, line);
      const translations = texts(record, { name: "name", coverText: "cover_text" });
      if (!data.sub_category) {
        const category: ImportCategory = {
          line,
          id: data.id,
          name: data.category,
          coverImage: data.cover_image,
          coverText: data.cover_text,
          translations,
          subs: [],
        };
        byName.set(data.category, category);
        list.push(category);
        return;
      }
      const parent = byName.get(data.category);
      if (!parent)
        return void issues.push({
          file,
          line,
          column: "category",
          message: `the category "${data.category}" needs its own row (empty sub_category) above its sub-categories`,
        });
      parent.subs.push({
        line,
        id: data.id,
        name: data.sub_category,
        showCover: data.show_cover,
        coverImage: data.cover_image,
        coverText: data.cover_text,
        translations,
      });
    },
    finish: () => list,
  };
}

/** A file whose rows are keyed by one column: duplicates are refused. */
function keyedBuilder<T>(
  file: string,
  column: string,
  what: string,
  issues: ImportIssue[],
  parse: (line: number, record: CsvRecord) => T | undefined,
  key: (row: T) => string,
): RowBuilder<T[]> {
  const list: T[] = [];
  const lines = new Map<string, number>();
  return {
    add(line, record) {
      const row = parse(line, record);
      if (row === undefined) return;
      const k = key(row);
      const first = lines.get(k);
      if (first !== undefined) return void issues.push(duplicate(file, line, column, what, first));
      lines.set(k, line);
      list.push(row);
    },
    finish: () => list,
  };
}

export function parsed<T>(issues: ImportIssue[], result: { data?: T; issues: ImportIssue[] }): T | undefined {
  issues.push(...result.issues);
  return result.data;
}

/** showrooms.csv: showrooms by name, and their regions in order of first appearance (a row with only a region adds one). */
export function showroomsBuilder(issues: ImportIssue[]): RowBuilder<ImportShowrooms> {
  const file = CATALOG_FILES.showrooms;
  const regions = new Map<string, ImportRegion>();
  const addRegion = (line: number, name: string, id: number | null) => {
    const found = regions.get(name);
    if (!found) regions.set(name, { line, name, id });
    else found.id ??= id;
  };
  const showrooms = keyedBuilder(
    file,
    "name",
    "showroom name",
    issues,
    (line, r) => {
      const data = parsed(issues, parseRow(showroomRow, file, line, r));
      if (data) addRegion(line, data.region, data.region_id);
      return data && { ...data, line };
    },
    (s) => s.name,
  );
  return {
    add(line, record) {
      if (record.name?.trim()) return showrooms.add(line, record);
      const region = parsed(issues, parseRow(regionRow, file, line, record));
      if (region) addRegion(line, region.region, region.region_id);
    },
    finish: () => ({ regions: [...regions.values()], list: showrooms.finish() }),
  };
}

export const promosBuilder = (issues: ImportIssue[]): RowBuilder<ImportPromo[]> =>
  keyedBuilder(
    CATALOG_FILES.promos,
    "code",
    "promo code",
    issues,
    (line, r) => {
      const data = parsed(issues, parseRow(promoRow, CATALOG_FILES.promos, line, r));
      return data && { ...data, line };
    },
    (p) => p.code.toUpperCase(),
  );

export const bundlesBuilder = (issues: ImportIssue[]): RowBuilder<ImportBundle[]> =>
  keyedBuilder(
    CATALOG_FILES.bundles,
    "name",
    "bundle name",
    issues,
    (line, r) => {
      const data = parsed(issues, parseRow(bundleRow, CATALOG_FILES.bundles, line, r));
      return data && { ...data, line };
    },
    (b) => b.name,
  );
