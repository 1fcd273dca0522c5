import { POST as postHeart } from "@/app/api/forms/wishlist/route";
import { GET as getWishlist, POST as postWishlist } from "@/app/api/v1/user/wishlist/route";
import { FORM_FLASH_COOKIE } from "@/lib/domain/form-state";
import { MSG } from "@/lib/domain/messages";
import { call } from "../support/http";
import { createShopper } from "../support/sessions";

/** Posts a card's heart the way a browser does before hydration or without JavaScript. */
function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return postHeart(
    new Request("http://localhost/api/forms/wishlist", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost", ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

const withSession = (token: string, referer = "http://localhost/id/products?sort=NEWEST") => ({
  cookie: `access_token=${token}`,
  referer,
});

async function wishlistOf(token: string): Promise<number[]> {
  const res = await call(getWishlist, "GET", "/api/v1/user/wishlist", { token });
  return (res.data.user_wishlists as { product_detail_id: number }[]).map((entry) => entry.product_detail_id);
}

/** The sign-in form's kept outcome in a Set-Cookie header (lib/server/auth/form-flash.ts). */
function flashOf(res: Response): { form: string; state: { message?: string } } | null {
  const value = new RegExp(`${FORM_FLASH_COOKIE}=([\\w-]+)`).exec(res.headers.get("set-cookie") ?? "")?.[1];
  return value ? JSON.parse(Buffer.from(value, "base64url").toString("utf8")) : null;
}

describe("POST /api/forms/wishlist (a card's heart without JavaScript)", () => {
  it("sends a guest to sign in, which says 'Please sign in first to add wishlist', in the page's language", async () => {
    const res = await post({ product_detail_id: "19", intent: "add", lang: "id" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/id/sign-in");
    expect(flashOf(res)).toEqual({
      form: "sign-in",
      state: { values: {}, errors: {}, message: MSG.wishlist.signInToAdd },
    });
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly; SameSite=Lax/);
  });

  it("treats an expired or made-up session cookie as a guest's", async () => {
    const res = await post({ product_detail_id: "19", intent: "remove" }, { cookie: "access_token=made-up" });
    expect(res.headers.get("location")).toBe("/sign-in");
    expect(flashOf(res)?.state.message).toBe(MSG.wishlist.signInToRemove);
  });

  it("adds the product for a signed-in shopper and goes back to the page the heart was on", async () => {
    const { token } = await createShopper();
    const res = await post({ product_detail_id: "19", intent: "add", lang: "id" }, withSession(token));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/id/products?sort=NEWEST");
    expect(await wishlistOf(token)).toEqual([19]);
    // Twice changes nothing, as the API's add.
    await post({ product_detail_id: "19", intent: "add" }, withSession(token));
    expect(await wishlistOf(token)).toEqual([19]);
  });

  it("removes it with intent=remove", async () => {
    const { token } = await createShopper();
    await post({ product_detail_id: "19", intent: "add" }, withSession(token));
    await post({ product_detail_id: "19", intent: "remove" }, withSession(token));
    expect(await wishlistOf(token)).toEqual([]);
  });

  it("changes only the signed-in shopper's wishlist, never another shopper's", async () => {
    const other = await createShopper();
    await call(postWishlist, "POST", "/api/v1/user/wishlist", { body: { product_detail_id: 43 }, token: other.token });
    const { token } = await createShopper();
    await post({ product_detail_id: "19", intent: "add" }, withSession(token));
    await post({ product_detail_id: "43", intent: "remove" }, withSession(token));
    expect(await wishlistOf(other.token)).toEqual([43]);
    expect(await wishlistOf(token)).toEqual([19]);
  });

  it("goes back by the Host the browser asked for, whatever address the server itself answers on", async () => {
    const { token } = await createShopper();
    const res = await post(
      { product_detail_id: "19" },
      {
        ...withSession(token, "http://127.0.0.1:3730/id/products"),
        host: "127.0.0.1:3730",
        origin: "http://127.0.0.1:3730",
      },
    );
    expect(res.headers.get("location")).toBe("/id/products");
  });

  it("goes back only to this shop's pages: another site's Referer leads home in the form's language", async () => {
    const { token } = await createShopper();
    for (const referer of ["https://evil.example/id/products", "not a url"]) {
      const res = await post({ product_detail_id: "19", lang: "fr" }, withSession(token, referer));
      expect(res.headers.get("location")).toBe("/fr");
    }
  });

  it("refuses a forged product id, and a product no longer sold", async () => {
    const { token } = await createShopper();
    expect((await post({ product_detail_id: "abc" }, withSession(token))).status).toBe(400);
    expect((await post({ product_detail_id: "999999" }, withSession(token))).status).toBe(400);
    expect(await wishlistOf(token)).toEqual([]);
  });
});
