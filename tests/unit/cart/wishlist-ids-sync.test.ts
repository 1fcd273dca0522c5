/** @jest-environment jsdom */
import { syncWishlistIds } from "@/stores/wishlist-actions";
import { useShopStore } from "@/stores/shop-store";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const reads: string[] = [];
let listed: number[] = [];
let release: () => void = () => {};
let held: Promise<void> | null = null;
jest.mock("@/lib/api/request", () => ({
  apiRequest: async (method: string, key: string) => {
    reads.push(`${method} ${key}`);
    const answer = { user_wishlists: listed.map((id) => ({ product_detail_id: id })) };
    if (held) await held;
    return { ok: true, status: 200, data: answer };
  },
  api: {},
}));

beforeEach(() => {
  reads.length = 0;
  held = null;
  useShopStore.setState({ authenticated: true, wishlist: [] });
});

describe("the cards' hearts read the wishlist's ids once for the page", () => {
  it("takes the server's wishlist into the shared store with one read of the whole list", async () => {
    listed = [19, 43];
    useShopStore.setState({ wishlist: [5] });
    await syncWishlistIds();
    expect(reads).toEqual(["GET user/wishlist"]);
    expect(useShopStore.getState().wishlist).toEqual([19, 43]);
  });

  it("keeps a tap made while the read was on its way over the read's answer", async () => {
    listed = [43];
    useShopStore.setState({ wishlist: [43, 7] });
    held = new Promise((resolve) => (release = resolve));
    const syncing = syncWishlistIds();
    // The shopper adds 19 and removes 43 before the answer (which still holds 43, and not 19) comes.
    useShopStore.getState().addToWishlist(19);
    useShopStore.getState().removeFromWishlist(43);
    release();
    await syncing;
    expect(useShopStore.getState().wishlist.sort()).toEqual([19]);
  });
});
