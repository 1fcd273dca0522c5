import { MSG } from "@/lib/domain/messages";
import { POST as addFromForm } from "@/app/api/forms/add-to-cart/route";
import { cartOf, newDevice, sizeInStock } from "../support/cart";
import { newShopper } from "./account-helpers";

// Product 19 is in every size at every showroom; product 2 size XL is out of stock everywhere.
const EVERYWHERE = 19;
const SOLD_OUT = { id: 2, size: "XL" };

/** Posts the product page's form the way a browser without JavaScript does. */
function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return addFromForm(
    new Request("http://localhost/api/forms/add-to-cart", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost", ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

const deviceCookie = (res: Response) =>
  /local_device_id=([0-9a-f-]{36})/.exec(res.headers.get("set-cookie") ?? "")?.[1];

describe("POST /api/forms/add-to-cart (the product page's form without JavaScript)", () => {
  it("adds the size to the device cookie's cart and sends a browser without script to /cart", async () => {
    const device = newDevice();
    const size = await sizeInStock(EVERYWHERE);
    const res = await post(
      { product_detail_id: String(EVERYWHERE), size, qty: "2", no_script: "1" },
      { cookie: `local_device_id=${device}` },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/cart");
    // The device id is the browser's own; only the HttpOnly key that proves holding it (issue #34, point 11) is new.
    expect(deviceCookie(res)).toBeUndefined();
    expect(res.headers.get("set-cookie")).toMatch(
      /^device_key=[\w-]{43}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/,
    );
    expect((await cartOf(device)).map((line) => [line.product_detail_id, line.size_code, line.qty])).toEqual([
      [EVERYWHERE, size, 2],
    ]);
  });

  it("sends a browser whose script had not run yet back to the product page, with the one-time 'added' note", async () => {
    const device = newDevice();
    const size = await sizeInStock(EVERYWHERE);
    const res = await post(
      { product_detail_id: String(EVERYWHERE), size, qty: "1", back: `/product/${EVERYWHERE}` },
      { cookie: `local_device_id=${device}` },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/product/${EVERYWHERE}`);
    expect(res.headers.get("set-cookie")).toContain(`cart_added=${EVERYWHERE}; Path=/; Max-Age=60; SameSite=Lax`);
    expect(await cartOf(device)).toHaveLength(1);
  });

  it("comes back to the product page in the form's language, and to the cart in it without script", async () => {
    const size = await sizeInStock(EVERYWHERE);
    const cookie = `local_device_id=${newDevice()}`;
    const back = `/id/product/${EVERYWHERE}`;
    expect(
      (await post({ product_detail_id: String(EVERYWHERE), size, qty: "1", back }, { cookie })).headers.get("location"),
    ).toBe(back);
    expect(
      (
        await post({ product_detail_id: String(EVERYWHERE), size, qty: "1", back, no_script: "1" }, { cookie })
      ).headers.get("location"),
    ).toBe("/id/cart");
    expect(
      (await post({ product_detail_id: String(EVERYWHERE), size: "", qty: "1", back }, { cookie })).headers.get(
        "location",
      ),
    ).toBe(`${back}#problem-size`);
  });

  it("never follows a 'back' field to another page or site: only its language is used", async () => {
    const size = await sizeInStock(EVERYWHERE);
    for (const back of ["//evil.example/product/19", "https://evil.example", "/product/1", "/fr/account"]) {
      const res = await post(
        { product_detail_id: String(EVERYWHERE), size, qty: "1", back },
        { cookie: `local_device_id=${newDevice()}` },
      );
      expect(res.headers.get("location")).toBe(
        back.startsWith("/fr/") ? `/fr/product/${EVERYWHERE}` : `/product/${EVERYWHERE}`,
      );
    }
  });

  it("gives a browser without a device cookie a new device id, whose cart holds the item", async () => {
    const size = await sizeInStock(EVERYWHERE);
    const res = await post({ product_detail_id: String(EVERYWHERE), size, qty: "1" });
    expect(res.status).toBe(303);
    const device = deviceCookie(res);
    expect(device).toBeDefined();
    expect(res.headers.get("set-cookie")).toMatch(/Path=\/;.*SameSite=Lax/);
    expect(await cartOf(device ?? "")).toHaveLength(1);
  });

  it("adds to the signed-in shopper's cart when the session cookie comes along", async () => {
    const shopper = await newShopper("cartform");
    const size = await sizeInStock(EVERYWHERE);
    const res = await post(
      { product_detail_id: String(EVERYWHERE), size, qty: "1" },
      { cookie: `access_token=${shopper.token}; local_device_id=${newDevice()}` },
    );
    expect(res.status).toBe(303);
    expect((await cartOf(newDevice(), shopper.token)).map((line) => line.product_detail_id)).toEqual([EVERYWHERE]);
  });

  it.each([
    ["no size", { size: "", qty: "1" }, "problem-size"],
    ["an empty quantity", { size: "M", qty: "" }, "problem-qty"],
    ["a quantity of 0", { size: "M", qty: "0" }, "problem-qty"],
  ])("sends %s back to the product with the spec's message to show", async (_case, fields, fragment) => {
    const device = newDevice();
    const res = await post(
      { product_detail_id: String(EVERYWHERE), ...fields },
      { cookie: `local_device_id=${device}` },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/product/${EVERYWHERE}#${fragment}`);
    expect(await cartOf(device)).toEqual([]);
  });

  it("sends a sold-out size back with the out-of-stock notice", async () => {
    const res = await post(
      { product_detail_id: String(SOLD_OUT.id), size: SOLD_OUT.size, qty: "1" },
      { cookie: `local_device_id=${newDevice()}` },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/product/${SOLD_OUT.id}#problem-stock`);
  });

  it("refuses a forged product id with 400 'Item is not valid.'", async () => {
    for (const id of ["", "abc", "99999999"]) {
      const res = await post({ product_detail_id: id, size: "M", qty: "1" });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(MSG.cart.itemInvalid);
    }
  });

  it("refuses a body that is not a form with 415", async () => {
    const res = await addFromForm(
      new Request("http://localhost/api/forms/add-to-cart", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(res.status).toBe(415);
  });

  it("refuses a form posted from another site with 403, adding nothing", async () => {
    const device = newDevice();
    const size = await sizeInStock(EVERYWHERE);
    const res = await post(
      { product_detail_id: String(EVERYWHERE), size, qty: "1" },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site", cookie: `local_device_id=${device}` },
    );
    expect(res.status).toBe(403);
    expect(await cartOf(device)).toEqual([]);
  });
});
