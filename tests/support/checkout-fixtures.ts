/** Test-only helpers for checkout: carts, shoppers and stock written straight to the database. */
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import {
  cartItems,
  carts,
  productSizes,
  products,
  sessions,
  stock,
  subdistricts,
  userAddresses,
  users,
} from "@/lib/db/schema";
import { hashToken, newToken } from "@/lib/server/auth/tokens";
import { sandboxDestinationId } from "@/lib/server/courier/providers/sandbox/destinations";

export interface LineSpec {
  productId: number;
  sizeCode?: string;
  qty?: number;
}

export async function firstSize(productId: number): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(productSizes)
    .where(eq(productSizes.productId, productId))
    .orderBy(asc(productSizes.sortOrder))
    .limit(1);
  if (!row) throw new Error(`product ${productId} has no sizes`);
  return row.sizeCode;
}

async function fillCart(cartId: number, lines: LineSpec[]) {
  const db = await getDb();
  for (const line of lines) {
    await db.insert(cartItems).values({
      cartId,
      productId: line.productId,
      sizeCode: line.sizeCode ?? (await firstSize(line.productId)),
      qty: line.qty ?? 1,
    });
  }
}

/** A guest cart on a fresh device; answers the device id. */
export async function guestCart(lines: LineSpec[]): Promise<string> {
  const db = await getDb();
  const deviceId = randomUUID();
  const [cart] = await db.insert(carts).values({ deviceId }).returning();
  await fillCart(cart!.id, lines);
  return deviceId;
}

/** A signed-in shopper with a session token, a cart and (optionally) a saved address. */
export async function shopper(lines: LineSpec[] = []): Promise<{ userId: number; token: string; email: string }> {
  const db = await getDb();
  const email = `shopper-${randomUUID()}@example.com`;
  const [user] = await db
    .insert(users)
    .values({ name: "Sari Dewi", email, gender: "FEMALE", passwordHash: "x" })
    .returning();
  const token = newToken();
  await db
    .insert(sessions)
    .values({ userId: user!.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  const [cart] = await db.insert(carts).values({ userId: user!.id }).returning();
  await fillCart(cart!.id, lines);
  return { userId: user!.id, token, email };
}

export async function cartLineIds(owner: { deviceId?: string; userId?: number }): Promise<number[]> {
  const db = await getDb();
  const where = owner.userId != null ? eq(carts.userId, owner.userId) : eq(carts.deviceId, owner.deviceId!);
  const rows = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(where)
    .orderBy(asc(cartItems.id));
  return rows.map((r) => r.id);
}

/** The sandbox courier's destination id of a district (lib/server/courier/providers/sandbox/destinations.ts). */
export const sandboxDestination = (subdistrictId = "32.73.07") => sandboxDestinationId(subdistrictId);

/** A saved address, with its sandbox courier destination confirmed unless `confirmed` is false (one saved before destination ids). */
export async function saveAddress(userId: number, subdistrictId = "32.73.07", { confirmed = true } = {}) {
  const db = await getDb();
  const destination = confirmed
    ? {
        courier: "sandbox",
        courierDestinationId: sandboxDestinationId(subdistrictId),
        courierDestinationLabel: `SANDBOX ${subdistrictId}`,
      }
    : {};
  const [row] = await db
    .insert(userAddresses)
    .values({
      userId,
      label: "Rumah",
      recipientName: "Sari Dewi",
      recipientPhone: "081234567890",
      recipientZip: "40162",
      addressStreet: "Jl. Sukajadi No. 1",
      provinceId: subdistrictId.slice(0, 2),
      cityId: subdistrictId.slice(0, 5),
      subdistrictId,
      isPrimary: true,
      ...destination,
    })
    .returning();
  return row!.id;
}

/** Sets the units shoppers can buy straight, as no count did: the row's last count is forgotten. */
export async function setStock(showroomId: number, productId: number, sizeCode: string, qty: number) {
  const db = await getDb();
  const uncounted = { onHand: null, countedAt: null };
  await db
    .insert(stock)
    .values({ showroomId, productId, sizeCode, qty, ...uncounted })
    .onConflictDoUpdate({ target: [stock.showroomId, stock.productId, stock.sizeCode], set: { qty, ...uncounted } });
}

export async function stockQty(showroomId: number, productId: number, sizeCode: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ qty: stock.qty })
    .from(stock)
    .where(and(eq(stock.showroomId, showroomId), eq(stock.productId, productId), eq(stock.sizeCode, sizeCode)));
  return row?.qty ?? 0;
}

export async function product(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row!;
}

export async function subdistrictExists(id: string) {
  const db = await getDb();
  return (await db.select().from(subdistricts).where(eq(subdistricts.id, id))).length === 1;
}

/** A guest's typed Bandung address with the checkout-trx field names. */
export function guestAddressFields(subdistrictId = "32.73.07") {
  return {
    address_recipient_name: "Budi Santoso",
    address_recipient_phone: "081298765432",
    address_zip: "",
    address_street: "Jl. Cihampelas No. 10",
    province_id: subdistrictId.slice(0, 2),
    city_id: subdistrictId.slice(0, 5),
    subdistrict_id: subdistrictId,
    address_notes: "",
    courier_destination_id: sandboxDestinationId(subdistrictId),
  };
}
