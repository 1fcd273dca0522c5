import { DELETE as deleteWishlist, GET as getWishlist, POST as postWishlist } from "@/app/api/v1/user/wishlist/route";
import { MSG } from "@/lib/domain/messages";
import { assertMatchesContract } from "../support/contract";
import { call } from "../support/http";
import { createSession, createShopper } from "../support/sessions";

interface Entry {
  product_detail_id: number;
  product_detail?: {
    id: number;
    product_name: string;
    retail_price: number;
    net_price: number;
    sizes: { size_code: string; retail_price: number; net_price: number; is_available: boolean }[];
  };
}

const add = (token: string | undefined, productId: unknown) =>
  call(postWishlist, "POST", "/api/v1/user/wishlist", { body: { product_detail_id: productId }, token });
const remove = (token: string | undefined, productId: number) =>
  call(deleteWishlist, "DELETE", "/api/v1/user/wishlist", { query: { product_detail_id: productId }, token });
async function list(token: string, productId?: number): Promise<Entry[]> {
  const res = await call(getWishlist, "GET", "/api/v1/user/wishlist", {
    query: { product_detail_id: productId },
    token,
  });
  expect(res.status).toBe(200);
  return res.data.user_wishlists as Entry[];
}

describe("wishlist (user/wishlist)", () => {
  it("needs a session for every call", async () => {
    const expired = await createSession((await createShopper()).userId, { expired: true });
    for (const token of [undefined, expired, "made-up-token"]) {
      const listed = await call(getWishlist, "GET", "/api/v1/user/wishlist", { token });
      expect(listed.status).toBe(401);
      expect(listed.error?.message).toBe(MSG.http.sessionExpired);
      expect((await add(token, 19)).status).toBe(401);
      expect((await remove(token, 19)).status).toBe(401);
    }
  });

  it("adds a product with 'Item Added to Wishlist', and adding it again changes nothing", async () => {
    const { token } = await createShopper();
    expect(await add(token, 19)).toMatchObject({ status: 200, data: { message: MSG.wishlist.added } });
    expect((await add(token, 19)).status).toBe(200);
    expect((await list(token)).map((entry) => entry.product_detail_id)).toEqual([19]);
  });

  it("answers the per-product state: one entry when wishlisted, an empty list when not", async () => {
    const { token } = await createShopper();
    await add(token, 43);
    expect(await list(token, 43)).toEqual([{ product_detail_id: 43 }]);
    expect(await list(token, 19)).toEqual([]);
  });

  it("lists the wishlist newest first with product cards whose sizes carry the prices", async () => {
    const { token } = await createShopper();
    await add(token, 43);
    await add(token, 19);
    const entries = await list(token);
    expect(entries.map((entry) => entry.product_detail_id)).toEqual([19, 43]);
    const card = entries[0].product_detail!;
    expect(card).toEqual(
      expect.objectContaining({ id: 19, product_name: expect.any(String), product_images: expect.any(Array) }),
    );
    expect(card.sizes.length).toBeGreaterThan(0);
    for (const size of card.sizes) {
      expect(size).toEqual(
        expect.objectContaining({ retail_price: card.retail_price, net_price: card.net_price, is_available: true }),
      );
    }
  });

  it("removes a product", async () => {
    const { token } = await createShopper();
    await add(token, 19);
    await add(token, 43);
    expect((await remove(token, 19)).status).toBe(200);
    expect((await list(token)).map((entry) => entry.product_detail_id)).toEqual([43]);
  });

  it("never shows or changes another shopper's list", async () => {
    const alice = await createShopper("Alice");
    const bob = await createShopper("Bob");
    await add(alice.token, 19);
    expect(await list(bob.token)).toEqual([]);
    expect(await list(bob.token, 19)).toEqual([]);
    await remove(bob.token, 19);
    expect((await list(alice.token)).map((entry) => entry.product_detail_id)).toEqual([19]);
  });

  it.each([99_999_999, "abc", 0, null])("refuses the product %p with 'Item is not valid.'", async (productId) => {
    const { token } = await createShopper();
    const res = await add(token, productId);
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(MSG.cart.itemInvalid);
  });

  it("refuses a malformed product id in the query", async () => {
    const { token } = await createShopper();
    const res = await call(getWishlist, "GET", "/api/v1/user/wishlist", { query: { product_detail_id: "x" }, token });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(MSG.cart.itemInvalid);
  });
});

describe("the wishlist's contract", () => {
  it("fails a wishlist answer whose field was renamed", async () => {
    const { token } = await createShopper();
    await add(token, 19);
    const res = await call(getWishlist, "GET", "/api/v1/user/wishlist", { token });
    const [{ product_detail_id, ...entry }] = res.data.user_wishlists as Record<string, unknown>[];
    expect(() => assertMatchesContract("GET", "/api/v1/user/wishlist", 200, { data: res.data })).not.toThrow();
    const renamed = { data: { user_wishlists: [{ ...entry, product_id: product_detail_id }] } };
    expect(() => assertMatchesContract("GET", "/api/v1/user/wishlist", 200, renamed)).toThrow(/does not match/);
    expect(() => assertMatchesContract("GET", "/api/v1/user/stock-alerts", 200, { data: { alerts: [] } })).toThrow(
      /does not match/,
    );
  });
});
