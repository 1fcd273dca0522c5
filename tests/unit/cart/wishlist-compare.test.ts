/**
 * @jest-environment jsdom
 */
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { mutate } from "swr";
import { addToWishlist, removeFromWishlist, useWishlistFlag } from "@/stores/wishlist-actions";
import { addItemToCompare } from "@/components/wishlist/compare-button";
import { MSG } from "@/lib/domain/messages";
import { useShopStore } from "@/stores/shop-store";

const toast = { success: jest.fn(), error: jest.fn() };
jest.mock("sonner", () => ({
  toast: { success: (m: string) => toast.success(m), error: (m: string) => toast.error(m) },
}));

const sent: { method: string; path: string; payload?: Record<string, unknown> }[] = [];
let listed: { product_detail_id: number }[] = [];
/** While set, a GET's answer (read when it was sent) waits for this promise: the read is slower than a change. */
let getHeld: Promise<void> | null = null;
jest.mock("@/lib/api/request", () => {
  const send = (method: string) => async (path: string, payload?: Record<string, unknown>) => {
    sent.push({ method, path, payload });
    return {
      ok: true,
      status: 200,
      data: { message: method === "DELETE" ? "Item Removed from Wishlist" : "Item Added to Wishlist" },
    };
  };
  /** The reads (SWR's fetcher, keyed 'user/wishlist?product_detail_id=…'). */
  const apiRequest = async (method: string, key: string) => {
    const url = new URL(key, "http://shop.test");
    sent.push({
      method,
      path: url.pathname.slice(1),
      payload: { product_detail_id: Number(url.searchParams.get("product_detail_id")) },
    });
    const answer = { ok: true, status: 200, data: { user_wishlists: [...listed] } };
    if (getHeld) await getHeld;
    return answer;
  };
  return { apiRequest, api: { get: send("GET"), post: send("POST"), delete: send("DELETE") } };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function flush() {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

/** A product's wishlist button on a page: it keeps the product's flag in step with the server. */
function Flag({ id }: { id: number }) {
  useWishlistFlag(id);
  return null;
}

let root: Root;
/** Shows product `id`'s button and lets its read run to its end. */
const showFlag = (id: number) =>
  act(async () => {
    root.render(createElement(Flag, { id }));
    await flush();
  });

afterEach(async () => {
  act(() => root.unmount());
  await mutate(() => true, undefined, { revalidate: false });
});

beforeEach(() => {
  root = createRoot(document.createElement("div"));
  sent.length = 0;
  listed = [];
  getHeld = null;
  jest.clearAllMocks();
  useShopStore.setState({ authenticated: false, wishlist: [], compare: [] });
});

describe("wishlist for guests", () => {
  it("adding tells a guest 'Please sign in first to add wishlist' and goes to /sign-in", async () => {
    const navigate = jest.fn();
    expect(await addToWishlist(19, navigate)).toBe(false);
    expect(toast.error).toHaveBeenCalledWith(MSG.wishlist.signInToAdd);
    expect(navigate).toHaveBeenCalledWith("/sign-in");
    expect(sent).toEqual([]);
  });

  it("removing tells a guest 'Please sign in first to remove from wishlist' and goes to /sign-in", async () => {
    const navigate = jest.fn();
    expect(await removeFromWishlist(19, navigate)).toBe(false);
    expect(toast.error).toHaveBeenCalledWith(MSG.wishlist.signInToRemove);
    expect(navigate).toHaveBeenCalledWith("/sign-in");
  });

  it("never asks the server whether a product is wishlisted", async () => {
    await showFlag(19);
    expect(sent).toEqual([]);
  });
});

describe("wishlist for signed-in shoppers", () => {
  beforeEach(() => useShopStore.setState({ authenticated: true }));

  it("adds with 'Item Added to Wishlist' and flags the product; adding twice keeps one entry", async () => {
    const navigate = jest.fn();
    await addToWishlist(19, navigate);
    await addToWishlist(19, navigate);
    expect(sent.map((call) => [call.method, call.path, call.payload])).toEqual([
      ["POST", "user/wishlist", { product_detail_id: 19 }],
      ["POST", "user/wishlist", { product_detail_id: 19 }],
    ]);
    expect(toast.success).toHaveBeenCalledWith(MSG.wishlist.added);
    expect(useShopStore.getState().wishlist).toEqual([19]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("removes with the server's message and clears the flag", async () => {
    useShopStore.setState({ wishlist: [19, 43] });
    await removeFromWishlist(19, jest.fn());
    expect(sent[0]).toEqual({ method: "DELETE", path: "user/wishlist", payload: { product_detail_id: 19 } });
    expect(toast.success).toHaveBeenCalledWith("Item Removed from Wishlist");
    expect(useShopStore.getState().wishlist).toEqual([43]);
  });

  it("reads the per-product state: an empty user_wishlists means not wishlisted", async () => {
    useShopStore.setState({ wishlist: [19] });
    await showFlag(19);
    expect(sent[0]).toEqual({ method: "GET", path: "user/wishlist", payload: { product_detail_id: 19 } });
    expect(useShopStore.getState().wishlist).toEqual([]);
    listed = [{ product_detail_id: 43 }];
    await showFlag(43);
    expect(useShopStore.getState().wishlist).toEqual([43]);
  });

  it.each([
    ["an add", 501, [] as number[], [501]],
    ["a removal", 502, [502], []],
  ])("a read answered after %s the shopper made meanwhile does not undo it", async (_, id, before, after) => {
    useShopStore.setState({ wishlist: before });
    listed = before.map((product) => ({ product_detail_id: product }));
    let release = () => {};
    getHeld = new Promise((resolve) => (release = resolve));
    await showFlag(id);
    expect(sent).toHaveLength(1);
    await act(async () => {
      await (before.length > 0 ? removeFromWishlist(id, jest.fn()) : addToWishlist(id, jest.fn()));
      release();
      await flush();
    });
    expect(useShopStore.getState().wishlist).toEqual(after);
  });
});

describe("compare", () => {
  const jeans = { id: 72, product_name: "Jeans", image_url: null, grand_price: 399_000 };

  it("adds with 'Item Added to Compare'; adding twice changes nothing; removal deletes it", () => {
    addItemToCompare(jeans);
    addItemToCompare(jeans);
    expect(toast.success).toHaveBeenCalledWith(MSG.product.addedToCompare);
    expect(useShopStore.getState().compare).toEqual([jeans]);
    useShopStore.getState().removeFromCompare(72);
    expect(useShopStore.getState().compare).toEqual([]);
  });
});
