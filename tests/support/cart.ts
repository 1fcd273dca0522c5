/** Cart test helpers: the calls of spec section 7 with a device id, and stock facts from the seeded shop. */
import { createHash, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { stock } from "@/lib/db/schema";
import { GET as getCartRoute, POST as postCart } from "@/app/api/v1/cart/route";
import { POST as postDecrement } from "@/app/api/v1/cart-item-decrement-qty/route";
import { POST as postIncrement } from "@/app/api/v1/cart-item-increment-qty/route";
import { DELETE as deleteLine } from "@/app/api/v1/cart-item-remove/route";
import { call, type Envelope } from "./http";

export interface CartLinePayload {
  id: number;
  qty: number;
  size_code: string;
  size_name: string;
  product_detail_id: number;
  product_detail: {
    product_name: string;
    retail_price: number;
    net_price: number;
    grand_price: number;
    group_id: number;
    sub_group_id: number | null;
    product_images: { image_url: string; image_type: string }[];
  };
}

export const newDevice = () => randomUUID();

/**
 * The device's key (the HttpOnly `device_key` cookie a browser gets with its first add: lib/server/cart/device-key.ts),
 * derived from the device id here so each test device holds its own.
 */
export const deviceKey = (device: string) => createHash("sha256").update(`key:${device}`).digest("base64url");
/** The Cookie header of a browser holding the device's key. */
export const deviceKeyCookie = (device: string) => ({ cookie: `device_key=${deviceKey(device)}` });

export interface Line {
  product_detail_id: number;
  size: string;
  qty?: number;
}

export const addItem = (device: string, line: Line, token?: string) =>
  call(postCart, "POST", "/api/v1/cart", {
    body: { local_device_id: device, qty: 1, ...line },
    token,
    headers: deviceKeyCookie(device),
  });
export const increment = (device: string, line: Line, token?: string) =>
  call(postIncrement, "POST", "/api/v1/cart-item-increment-qty", {
    body: { local_device_id: device, qty: 1, ...line },
    token,
  });
export const decrement = (device: string, line: Line, token?: string) =>
  call(postDecrement, "POST", "/api/v1/cart-item-decrement-qty", {
    body: { local_device_id: device, qty: 1, ...line },
    token,
  });
export const removeItem = (device: string, line: Line, token?: string) =>
  call(deleteLine, "DELETE", "/api/v1/cart-item-remove", {
    query: { local_device_id: device, product_detail_id: line.product_detail_id, size: line.size },
    token,
  });

export async function cartOf(device: string, token?: string): Promise<CartLinePayload[]> {
  const res: Envelope = await call(getCartRoute, "GET", "/api/v1/cart", { query: { local_device_id: device }, token });
  if (res.status !== 200) throw new Error(`GET cart answered ${res.status}: ${res.error?.message}`);
  return (res.data.cart as { cart_items: CartLinePayload[] }).cart_items;
}

/** Units of a size on hand across all showrooms. */
export async function totalStock(productId: number, sizeCode: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${stock.qty}), 0)::int` })
    .from(stock)
    .where(and(eq(stock.productId, productId), eq(stock.sizeCode, sizeCode)));
  return Number(row.total);
}

/** The sizes of a product that are in stock somewhere. */
export async function sizesInStock(productId: number): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ size: stock.sizeCode })
    .from(stock)
    .where(and(eq(stock.productId, productId), sql`${stock.qty} > 0`))
    .orderBy(stock.sizeCode);
  return rows.map((row) => row.size);
}

export const sizeInStock = async (productId: number) => (await sizesInStock(productId))[0];
