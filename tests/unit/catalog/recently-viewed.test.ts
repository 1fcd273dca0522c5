/** @jest-environment jsdom */
import { RECENTLY_VIEWED_MAX, recordView, sanitizeViewed, viewedIds } from "@/lib/domain/catalog/recently-viewed";
import { RECENTLY_VIEWED_STORAGE_KEY, restoreRecentlyViewed, useRecentlyViewed } from "@/stores/recently-viewed-store";

const ids = () => useRecentlyViewed.getState().viewed.map((entry) => entry.id);
const stored = () => JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? "null");

beforeEach(() => {
  localStorage.clear();
  useRecentlyViewed.setState({ viewed: [], restored: false });
});

describe("recently viewed products (kept in the browser)", () => {
  it("puts the product opened last first", () => {
    const { record } = useRecentlyViewed.getState();
    record(3, 1);
    record(7, 2);
    record(5, 3);
    expect(ids()).toEqual([5, 7, 3]);
  });

  it("keeps a product once: opening it again moves it to the front with its new time", () => {
    const { record } = useRecentlyViewed.getState();
    record(3, 1);
    record(7, 2);
    record(3, 9);
    expect(useRecentlyViewed.getState().viewed).toEqual([
      { id: 3, at: 9 },
      { id: 7, at: 2 },
    ]);
  });

  it("keeps only the last 12", () => {
    const { record } = useRecentlyViewed.getState();
    for (let id = 1; id <= 20; id++) record(id, id);
    expect(RECENTLY_VIEWED_MAX).toBe(12);
    expect(ids()).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9]);
  });

  it("clears the list, in storage too", () => {
    useRecentlyViewed.getState().record(4, 1);
    expect(stored().state.viewed).toEqual([{ id: 4, at: 1 }]);
    useRecentlyViewed.getState().clear();
    expect(ids()).toEqual([]);
    expect(stored().state.viewed).toEqual([]);
  });

  it("stores only ids and times under recently_viewed, and reads them back once restored", async () => {
    localStorage.setItem(
      RECENTLY_VIEWED_STORAGE_KEY,
      JSON.stringify({
        state: {
          viewed: [
            { id: 8, at: 2 },
            { id: 6, at: 1 },
          ],
        },
        version: 0,
      }),
    );
    expect(useRecentlyViewed.getState().restored).toBe(false);
    await restoreRecentlyViewed();
    expect(useRecentlyViewed.getState().restored).toBe(true);
    expect(ids()).toEqual([8, 6]);
  });

  it("drops what it did not write: a forged entry, a duplicate, more than 12", () => {
    const many = Array.from({ length: 15 }, (_, i) => ({ id: i + 1, at: i }));
    expect(sanitizeViewed([{ id: "1", at: 1 }, { id: 2, at: 1 }, { id: 2, at: 3 }, null, { id: -1, at: 0 }])).toEqual([
      { id: 2, at: 1 },
    ]);
    expect(sanitizeViewed("x")).toEqual([]);
    expect(sanitizeViewed(many)).toHaveLength(12);
  });

  it("leaves out the product on show", () => {
    expect(viewedIds(recordView(recordView([], 1, 1), 2, 2), 2)).toEqual([1]);
  });
});
