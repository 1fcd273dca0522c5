/**
 * The shopper's recently viewed products, kept in the browser (stores/recently-viewed-store.ts): only ids and when
 * each was opened, newest first, so the cards always show the catalogue's current price, stock and cover
 * (GET product-cards).
 */
export const RECENTLY_VIEWED_MAX = 12;

/** The localStorage key the list is kept under. */
export const RECENTLY_VIEWED_STORAGE_KEY = "recently_viewed";

export interface ViewedProduct {
  id: number;
  /** When the product page was opened (ms since the epoch). */
  at: number;
}

/** The list after opening `id`: it moves to the front (no duplicates), and only the newest 12 are kept. */
export function recordView(list: readonly ViewedProduct[], id: number, at: number): ViewedProduct[] {
  return [{ id, at }, ...list.filter((entry) => entry.id !== id)].slice(0, RECENTLY_VIEWED_MAX);
}

/** A list read back from storage, kept only in the shape this version writes (anything else is dropped). */
export function sanitizeViewed(value: unknown): ViewedProduct[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const out: ViewedProduct[] = [];
  for (const entry of value) {
    if (typeof entry !== "object" || entry === null) continue;
    const { id, at } = entry as Record<string, unknown>;
    if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1 || seen.has(id)) continue;
    if (typeof at !== "number" || !Number.isFinite(at)) continue;
    seen.add(id);
    out.push({ id, at });
  }
  return out.slice(0, RECENTLY_VIEWED_MAX);
}

/** The ids to show, newest first, without `exclude` (the product page leaves out its own product). */
export function viewedIds(list: readonly ViewedProduct[], exclude?: number): number[] {
  return list.map((entry) => entry.id).filter((id) => id !== exclude);
}
