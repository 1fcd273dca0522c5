/** What an import did to one kind of row. */
export interface KindReport {
  created: number;
  updated: number;
  unchanged: number;
  deactivated: number;
}

export const IMPORT_KINDS = [
  "categories",
  "products",
  "sizes",
  "images",
  "photos",
  "showrooms",
  "stock",
  "promos",
  "bundles",
  "home",
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export type ImportReport = Partial<Record<ImportKind, KindReport>>;

export const emptyKind = (): KindReport => ({ created: 0, updated: 0, unchanged: 0, deactivated: 0 });

/** True when the import changed anything (the caches then need revalidating). */
export const changedAnything = (report: ImportReport) =>
  Object.values(report).some((k) => k.created + k.updated + k.deactivated > 0);

/** `products   created 3, updated 1, unchanged 220, deactivated 0`, one line per kind the import carried. */
export function reportLines(report: ImportReport): string[] {
  return IMPORT_KINDS.filter((kind) => report[kind]).map((kind) => {
    const k = report[kind]!;
    return `${kind.padEnd(11)}created ${k.created}, updated ${k.updated}, unchanged ${k.unchanged}, deactivated ${k.deactivated}`;
  });
}

/** Deep equality of plain row values (text, numbers, booleans, null, dates, arrays and objects of them). */
export function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => same(v, b[i]));
  if (a && b && typeof a === "object" && typeof b === "object") {
    const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
    const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
    return (
      ka.length === kb.length &&
      ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    );
  }
  return a === b;
}

/** The fields of `desired` whose value differs from `existing`'s: the update to make, or null when nothing differs. */
export function changes<T extends object>(desired: T, existing: Partial<Record<keyof T, unknown>>): Partial<T> | null {
  const out: Partial<T> = {};
  let any = false;
  for (const key of Object.keys(desired) as (keyof T)[]) {
    if (!same(desired[key], existing[key])) {
      out[key] = desired[key];
      any = true;
    }
  }
  return any ? out : null;
}
