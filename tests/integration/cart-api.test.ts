import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { products } from "@/lib/db/schema";
import { MAX_QTY } from "@/lib/domain/constants";
import { MSG } from "@/lib/domain/messages";
import { CART_MSG } from "@/lib/domain/cart/messages";
import { GET as getCart } from "@/app/api/v1/cart/route";
import {
  addItem,
  cartOf,
  decrement,
  increment,
  newDevice,
  removeItem,
  sizeInStock,
  sizesInStock,
  totalStock,
} from "../support/cart";
import { loadCartLines } from "@/lib/server/checkout/cart-lines";
import { assertMatchesContract } from "../support/contract";
import { call } from "../support/http";

// Product 19 is in every size at every showroom; product 2 size XL is out of stock everywhere.
const EVERYWHERE = 19;
/** Over the stock: the exact count only when 1 to 3 units are left (issue #34, point 12). */
const overStockMessage = (total: number) => (total <= 3 ? CART_MSG.onlyLeft(total) : CART_MSG.notEnoughStock);

describe("GET cart", () => {
  it("is an empty list for a device without a cart", async () => {
    expect(await cartOf(newDevice())).toEqual([]);
  });

  it("refuses a malformed device id with 400", async () => {
    const res = await call(getCart, "GET", "/api/v1/cart", { query: { local_device_id: "not-a-uuid" } });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(MSG.extra.deviceInvalid);
  });

  it("lists each line with its product detail", async () => {
    const device = newDevice();
    const size = await sizeInStock(EVERYWHERE);
    expect((await addItem(device, { product_detail_id: EVERYWHERE, size, qty: 2 })).status).toBe(200);
    const db = await getDb();
    const [product] = await db.select().from(products).where(eq(products.id, EVERYWHERE));
    const [line] = await cartOf(device);
    expect(line).toEqual({
      id: expect.any(Number),
      qty: 2,
      size_code: size,
      size_name: expect.any(String),
      product_detail_id: EVERYWHERE,
      product_detail: {
        product_name: product.productName,
        retail_price: product.retailPrice,
        net_price: product.netPrice,
        direct_discount: {
          direct_disc_percent: product.directDiscPercent,
          direct_disc_nominal: product.directDiscNominal,
        },
        grand_price: product.grandPrice,
        product_images: expect.arrayContaining([expect.objectContaining({ image_type: "COVER" })]),
        group_id: product.groupId,
        sub_group_id: product.subGroupId,
      },
    });
  });
});

describe("POST cart", () => {
  it("adding a product and size already in the cart raises that line's quantity", async () => {
    const device = newDevice();
    const size = await sizeInStock(EVERYWHERE);
    const first = await addItem(device, { product_detail_id: EVERYWHERE, size, qty: 1 });
    expect(first).toMatchObject({ status: 200, data: { message: MSG.cart.added } });
    expect((await addItem(device, { product_detail_id: EVERYWHERE, size, qty: 2 })).status).toBe(200);
    const lines = await cartOf(device);
    expect(lines).toHaveLength(1);
    expect(lines[0].qty).toBe(3);
  });

  it("keeps another size of the same product on its own line", async () => {
    const device = newDevice();
    const [small, large] = await sizesInStock(EVERYWHERE);
    await addItem(device, { product_detail_id: EVERYWHERE, size: small, qty: 1 });
    await addItem(device, { product_detail_id: EVERYWHERE, size: large, qty: 2 });
    expect((await cartOf(device)).map((line) => [line.size_code, line.qty])).toEqual([
      [small, 1],
      [large, 2],
    ]);
  });

  it("refuses an unknown product with 'Item is not valid.'", async () => {
    const res = await addItem(newDevice(), { product_detail_id: 99_999_999, size: "M" });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(MSG.cart.itemInvalid);
  });

  it("refuses a missing size with 'Please choose a size.'", async () => {
    const res = await addItem(newDevice(), { product_detail_id: EVERYWHERE, size: "" });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(MSG.cart.sizeRequired);
  });

  it("refuses a size the product does not have", async () => {
    const res = await addItem(newDevice(), { product_detail_id: EVERYWHERE, size: "XXXXL-NOPE" });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe("This size does not exist for this item.");
  });

  it("refuses a size that is out of stock everywhere", async () => {
    expect(await totalStock(2, "XL")).toBe(0);
    const device = newDevice();
    const res = await addItem(device, { product_detail_id: 2, size: "XL" });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe("This size is out of stock.");
    expect(await cartOf(device)).toEqual([]);
  });

  it.each([0, -1, 1.5, "two"])("refuses the quantity %p with 'Min quantity to add to cart is 1.'", async (qty) => {
    const res = await addItem(newDevice(), { product_detail_id: EVERYWHERE, size: "M", qty: qty as number });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(MSG.cart.minQtyAddToCart);
  });

  it("refuses with 409 a quantity above the stock that exists, and keeps the cart as it was", async () => {
    const device = newDevice();
    const size = await sizeInStock(EVERYWHERE);
    const total = await totalStock(EVERYWHERE, size);
    expect(total).toBeLessThan(MAX_QTY);
    const tooMany = await addItem(device, { product_detail_id: EVERYWHERE, size, qty: total + 1 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.error?.message).toBe(overStockMessage(total));
    expect(await cartOf(device)).toEqual([]);

    await addItem(device, { product_detail_id: EVERYWHERE, size, qty: total });
    const oneMore = await addItem(device, { product_detail_id: EVERYWHERE, size, qty: 1 });
    expect(oneMore.status).toBe(409);
    expect((await cartOf(device))[0].qty).toBe(total);
  });

  it("concurrent adds of one line lose no units", async () => {
    const device = newDevice();
    const size = await sizeInStock(EVERYWHERE);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => addItem(device, { product_detail_id: EVERYWHERE, size, qty: 1 })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const lines = await cartOf(device);
    expect(lines).toHaveLength(1);
    expect(lines[0].qty).toBe(6);
  });

  it("concurrent adds never pass the stock together", async () => {
    const device = newDevice();
    const size = await sizeInStock(EVERYWHERE);
    const total = await totalStock(EVERYWHERE, size);
    await addItem(device, { product_detail_id: EVERYWHERE, size, qty: total - 2 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => addItem(device, { product_detail_id: EVERYWHERE, size, qty: 1 })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    expect((await cartOf(device))[0].qty).toBe(total);
  });
});

describe("POST cart-item-increment-qty and cart-item-decrement-qty", () => {
  it("raises and lowers a line by one", async () => {
    const device = newDevice();
    const size = await sizeInStock(EVERYWHERE);
    const line = { product_detail_id: EVERYWHERE, size };
    await addItem(device, { ...line, qty: 2 });
    expect((await increment(device, line)).status).toBe(200);
    expect((await cartOf(device))[0].qty).toBe(3);
    const lowered = await decrement(device, line);
    expect(lowered).toMatchObject({ status: 200, data: { message: MSG.cart.decremented } });
    expect((await cartOf(device))[0].qty).toBe(2);
  });

  it("a decrement at quantity 1 changes nothing", async () => {
    const device = newDevice();
    const line = { product_detail_id: EVERYWHERE, size: await sizeInStock(EVERYWHERE) };
    await addItem(device, line);
    expect((await decrement(device, line)).status).toBe(200);
    const lines = await cartOf(device);
    expect(lines).toHaveLength(1);
    expect(lines[0].qty).toBe(1);
  });

  it("an increment above the stock is refused with 409", async () => {
    const device = newDevice();
    const size = await sizeInStock(EVERYWHERE);
    const total = await totalStock(EVERYWHERE, size);
    await addItem(device, { product_detail_id: EVERYWHERE, size, qty: total });
    const res = await increment(device, { product_detail_id: EVERYWHERE, size });
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe(overStockMessage(total));
  });

  it("refuses a line that is not in the cart with 404", async () => {
    const line = { product_detail_id: EVERYWHERE, size: await sizeInStock(EVERYWHERE) };
    expect((await increment(newDevice(), line)).status).toBe(404);
    expect((await decrement(newDevice(), line)).status).toBe(404);
  });

  it("refuses an unknown product with 'Item is not valid.'", async () => {
    const res = await decrement(newDevice(), { product_detail_id: 99_999_999, size: "M" });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(MSG.cart.itemInvalid);
  });
});

describe("DELETE cart-item-remove", () => {
  it("removes the line of one product size and keeps the others", async () => {
    const device = newDevice();
    const kept = { product_detail_id: 43, size: await sizeInStock(43) };
    const removed = { product_detail_id: EVERYWHERE, size: await sizeInStock(EVERYWHERE) };
    await addItem(device, removed);
    await addItem(device, kept);
    const res = await removeItem(device, removed);
    expect(res).toMatchObject({ status: 200, data: { message: MSG.cart.removed } });
    expect((await cartOf(device)).map((line) => line.product_detail_id)).toEqual([43]);
  });

  it("answers 404 for a line that is not in the cart", async () => {
    expect((await removeItem(newDevice(), { product_detail_id: EVERYWHERE, size: "M" })).status).toBe(404);
  });

  it("refuses a malformed device id with 400", async () => {
    const res = await removeItem("123", { product_detail_id: EVERYWHERE, size: "M" });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(MSG.extra.deviceInvalid);
  });
});

describe("one device's cart is its own", () => {
  it("another device id never sees or changes this cart", async () => {
    const mine = newDevice();
    const other = newDevice();
    const line = { product_detail_id: EVERYWHERE, size: await sizeInStock(EVERYWHERE) };
    await addItem(mine, { ...line, qty: 2 });

    expect(await cartOf(other)).toEqual([]);
    expect((await increment(other, line)).status).toBe(404);
    expect((await decrement(other, line)).status).toBe(404);
    expect((await removeItem(other, line)).status).toBe(404);
    await addItem(other, line);

    const lines = await cartOf(mine);
    expect(lines).toHaveLength(1);
    expect(lines[0].qty).toBe(2);
    expect((await cartOf(other))[0].qty).toBe(1);
  });
});

describe("the cart's contract", () => {
  it("fails a cart answer whose field was renamed", async () => {
    const device = newDevice();
    await addItem(device, { product_detail_id: EVERYWHERE, size: await sizeInStock(EVERYWHERE) });
    const res = await call(getCart, "GET", "/api/v1/cart", { query: { local_device_id: device } });
    const cart = res.data.cart as { cart_items: Record<string, unknown>[] };
    const [{ size_code, ...line }] = cart.cart_items;
    const renamed = { data: { cart: { cart_items: [{ ...line, size: size_code }] } } };
    expect(() => assertMatchesContract("GET", "/api/v1/cart", 200, { data: res.data })).not.toThrow();
    expect(() => assertMatchesContract("GET", "/api/v1/cart", 200, renamed)).toThrow(/does not match/);
    expect(() => assertMatchesContract("POST", "/api/v1/cart", 200, { data: { msg: MSG.cart.added } })).toThrow(
      /does not match/,
    );
  });

  it("shows a line of a product taken off sale, which checkout leaves out (the isActive rule of lib/server/cart/lines.ts)", async () => {
    const device = newDevice();
    const db = await getDb();
    await addItem(device, { product_detail_id: EVERYWHERE, size: await sizeInStock(EVERYWHERE) });
    await db.update(products).set({ isActive: false }).where(eq(products.id, EVERYWHERE));
    try {
      expect((await cartOf(device)).map((line) => line.product_detail_id)).toEqual([EVERYWHERE]);
      expect(await loadCartLines(db, { deviceId: device })).toEqual([]);
    } finally {
      await db.update(products).set({ isActive: true }).where(eq(products.id, EVERYWHERE));
    }
    expect((await loadCartLines(db, { deviceId: device })).map((line) => line.productId)).toEqual([EVERYWHERE]);
  });
});
