import "server-only";
import { and, desc, eq, isNull, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Queryable, Tx } from "@/lib/db";
import { orderLines, orders, stock } from "@/lib/db/schema";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { settings } from "@/lib/server/config";
import { UNKNOWN_CLIENT } from "@/lib/server/http/client-address";
import type { Failure } from "../result";
import { ORDER_STATUS } from "./status-history";

/**
 * Stock hoarding: an unpaid order holds its units for 24 hours (the spec's hold), so the number of unpaid orders one
 * shopper may keep at once is limited per device id, per guest email and per account, and, much more generously (a
 * mobile carrier puts many shoppers behind one address), per client address. 0 turns a limit off.
 */
export interface HoldLimits {
  /** Per device id and per account. */
  perShopper: number;
  /** Per guest email: a little more, since a family or an office may share one address typed on several devices. */
  perEmail: number;
  perAddress: number;
  unitsPerSize: number;
  /** Units of one order over all its lines. */
  unitsPerOrder: number;
  /** Per cent of a size's units on hand at the store that one order may hold (never fewer than SHARE_FLOOR). */
  stockShare: number;
  /**
   * Per cent of a size's units at the store (on hand and held by the address) that the unpaid orders placed from one
   * client address may hold together (never fewer than SHARE_FLOOR).
   */
  addressShare: number;
}

export const HOLD_DEFAULTS: HoldLimits = {
  perShopper: 2,
  perEmail: 5,
  perAddress: 30,
  unitsPerSize: 10,
  unitsPerOrder: 20,
  stockShare: 25,
  addressShare: 25,
};

/** The units of a size an order may always take, however low its stock (a pair and one more to try on). */
export const SHARE_FLOOR = 3;

export function holdLimits(): HoldLimits {
  const s = settings();
  return {
    perShopper: s.PENDING_ORDERS_PER_SHOPPER ?? HOLD_DEFAULTS.perShopper,
    perEmail: s.PENDING_ORDERS_PER_EMAIL ?? HOLD_DEFAULTS.perEmail,
    perAddress: s.PENDING_ORDERS_PER_ADDRESS ?? HOLD_DEFAULTS.perAddress,
    unitsPerSize: s.UNITS_PER_SIZE_PER_ORDER ?? HOLD_DEFAULTS.unitsPerSize,
    unitsPerOrder: s.UNITS_PER_ORDER ?? HOLD_DEFAULTS.unitsPerOrder,
    stockShare: s.STOCK_SHARE_PER_ORDER ?? HOLD_DEFAULTS.stockShare,
    addressShare: s.STOCK_SHARE_PER_ADDRESS ?? HOLD_DEFAULTS.addressShare,
  };
}

/** Who places an order: the account or the guest's email, the device and the client address (null when unknown). */
export interface Holder {
  userId: number | null;
  deviceId: string | null;
  /** The order's email (the account's for a signed-in shopper), lower-case. */
  email: string | null;
  clientAddress: string | null;
}

export function holderAddress(address: string): string | null {
  return address === UNKNOWN_CLIENT ? null : address;
}

/** A refusal inside the order's transaction: the transaction rolls back and the shopper gets the message. */
export class OrderRefused extends Error {
  constructor(
    readonly status: Failure["status"],
    message: string,
    readonly fields?: Record<string, string>,
    /** The refusal's placeholders and hints (the unpaid orders the shopper can pay: `orders`). */
    readonly params?: Record<string, string>,
  ) {
    super(message);
  }
}

/** How many of the shopper's unpaid orders a refusal names, newest first. */
const NAMED_ORDERS = 5;

/**
 * The unpaid orders this holder owns (as POST order-payment sees owners: the account's, the device's guest orders),
 * named in the refusal so the shopper can pay them from it. Orders that only share the typed email are not named:
 * anyone can type any email.
 */
async function ownPendingRefs(tx: Tx, holder: Holder): Promise<string> {
  const own = [
    holder.userId != null ? eq(orders.userId, holder.userId) : null,
    holder.deviceId ? and(eq(orders.deviceId, holder.deviceId), isNull(orders.userId)) : null,
  ].filter((c): c is SQL => c != null);
  if (own.length === 0) return "";
  const rows = await tx
    .select({ trxRef: orders.trxRef })
    .from(orders)
    .where(and(eq(orders.trxStatus, ORDER_STATUS.pending), or(...own)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(NAMED_ORDERS);
  return rows.map((r) => r.trxRef).join(",");
}

// The namespace of these advisory locks (two-int form: never the same lock as the one-bigint job lock).
const LOCK_SPACE = 0x484f4c44;

/**
 * Serializes the checkouts of one holder (each of its keys, in a fixed order so two checkouts never deadlock) until
 * the transaction ends: two concurrent checkouts of one device cannot both see one pending order and both pass.
 */
export async function lockHolder(tx: Tx, holder: Holder): Promise<void> {
  const keys = [
    holder.userId != null ? `user:${holder.userId}` : null,
    holder.deviceId ? `device:${holder.deviceId}` : null,
    holder.email ? `email:${holder.email}` : null,
    holder.clientAddress ? `address:${holder.clientAddress}` : null,
  ]
    .filter((k): k is string => k !== null)
    .sort();
  for (const key of keys) await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}::int, hashtext(${key}))`);
}

async function pendingWhere(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.trxStatus, ORDER_STATUS.pending), where));
  return Number(row?.n ?? 0);
}

/** Refuses (throws OrderRefused) when the holder already keeps as many unpaid orders as a limit allows. */
export async function checkPendingLimits(tx: Tx, holder: Holder, limits: HoldLimits): Promise<void> {
  const mine: [SQL, number][] = [];
  if (holder.userId != null) mine.push([eq(orders.userId, holder.userId), limits.perShopper]);
  if (holder.deviceId) mine.push([eq(orders.deviceId, holder.deviceId), limits.perShopper]);
  if (holder.userId == null && holder.email)
    mine.push([sql`lower(${orders.guestEmail}) = ${holder.email}`, limits.perEmail]);
  for (const [condition, max] of mine) {
    if (max > 0 && (await pendingWhere(tx, condition)) >= max) {
      const refs = await ownPendingRefs(tx, holder);
      throw new OrderRefused(409, CHECKOUT_MSG.pendingLimit, undefined, refs ? { orders: refs } : undefined);
    }
  }
  if (limits.perAddress > 0 && holder.clientAddress) {
    if ((await pendingWhere(tx, eq(orders.clientAddress, holder.clientAddress))) >= limits.perAddress) {
      throw new OrderRefused(409, CHECKOUT_MSG.pendingLimitNetwork);
    }
  }
}

const ENDED = [ORDER_STATUS.expired, ORDER_STATUS.failed, ORDER_STATUS.cancelled];

/** The holder's orders that still stand (pending, paid or further): by account, email or device. */
export function standingOrdersOf(holder: Pick<Holder, "userId" | "deviceId" | "email">): SQL | undefined {
  const same = [
    holder.userId != null ? eq(orders.userId, holder.userId) : null,
    holder.deviceId ? eq(orders.deviceId, holder.deviceId) : null,
    holder.email ? sql`lower(${orders.guestEmail}) = ${holder.email}` : null,
  ].filter((c): c is SQL => c !== null);
  if (same.length === 0) return sql`false`;
  return and(notInArray(orders.trxStatus, ENDED), or(...same));
}

/** Whether the lines ask for more units of one size (product and size, over all lines) than max allows. */
export function unitsOverLimit(lines: { productId: number; sizeCode: string; qty: number }[], max: number): boolean {
  if (max <= 0) return false;
  const units = new Map<string, number>();
  for (const line of lines) {
    const key = `${line.productId}/${line.sizeCode}`;
    units.set(key, (units.get(key) ?? 0) + line.qty);
  }
  return [...units.values()].some((n) => n > max);
}

/**
 * Bounds on what one order may hold, whoever places it (issue #34 point 10: new device, email and address for each
 * order pass every per-holder limit): at most `unitsPerOrder` units over all lines, and of one size at most
 * `stockShare` per cent of the units on hand at the store (`onHand`, read before the order), never fewer than
 * SHARE_FLOOR. The refusal's message, or null; the share's refusal names no number, which would tell the stock on
 * hand to within 4 units. 0 turns a bound off.
 */
export function orderSizeRefusal(
  lines: { productId: number; sizeCode: string; qty: number; onHand: number }[],
  limits: Pick<HoldLimits, "unitsPerOrder" | "stockShare">,
): string | null {
  const total = lines.reduce((sum, line) => sum + line.qty, 0);
  if (limits.unitsPerOrder > 0 && total > limits.unitsPerOrder)
    return CHECKOUT_MSG.unitsPerOrder(String(limits.unitsPerOrder));
  if (limits.stockShare <= 0) return null;
  const sizes = new Map<string, { sizeCode: string; qty: number; onHand: number }>();
  for (const line of lines) {
    const key = `${line.productId}/${line.sizeCode}`;
    const seen = sizes.get(key);
    sizes.set(key, { sizeCode: line.sizeCode, qty: (seen?.qty ?? 0) + line.qty, onHand: line.onHand });
  }
  for (const size of sizes.values()) {
    const max = Math.max(SHARE_FLOOR, Math.floor((size.onHand * limits.stockShare) / 100));
    if (size.qty > max) return CHECKOUT_MSG.sizeShare(size.sizeCode);
  }
  return null;
}

/** What the unpaid orders of one client address hold of a size at a store, and what a new order adds. */
export interface AddressHolding {
  sizeCode: string;
  /** Units of the size in the new order. */
  qty: number;
  /** Units of the size the address's unpaid orders at the store already hold. */
  held: number;
  /** Units of the size on hand at the store, read before the order. */
  onHand: number;
}

/**
 * The bound that holds across identities (a new device id and email per order from one address would otherwise take
 * every unit of a size through several orders, each within the order's share). The unpaid orders placed from one
 * client address (an IPv6 client: its /64, client-address.ts) may hold together at most `share` per cent of a size's
 * units at a store, counting the units on hand and those the address holds, never fewer than SHARE_FLOOR. Only unpaid
 * orders count, and only of that size at that store: paying an order, or its expiry, gives its units back to the
 * address's share. The refusal's message, or null; like the order's share, it names no number. 0 turns it off.
 */
export function addressShareRefusal(sizes: AddressHolding[], share: number): string | null {
  if (share <= 0) return null;
  for (const size of sizes) {
    const max = Math.max(SHARE_FLOOR, Math.floor(((size.onHand + size.held) * share) / 100));
    if (size.held + size.qty > max) return CHECKOUT_MSG.sizeShareNetwork(size.sizeCode);
  }
  return null;
}

/**
 * Refuses (throws OrderRefused, 409) an order that would take the holder's client address past its share of a size
 * at the store (addressShareRefusal). Run in the order's transaction after lockHolder, so two checkouts from one
 * address are counted one after the other. An unknown address is not counted.
 */
export async function checkAddressShare(
  tx: Tx,
  holder: Holder,
  showroomId: number,
  lines: { productId: number; sizeCode: string; qty: number }[],
  limits: Pick<HoldLimits, "addressShare">,
): Promise<void> {
  const address = holder.clientAddress;
  if (limits.addressShare <= 0 || !address) return;
  const wanted = new Map<string, { productId: number; sizeCode: string; qty: number }>();
  for (const line of lines) {
    const key = `${line.productId}/${line.sizeCode}`;
    const seen = wanted.get(key);
    wanted.set(key, { productId: line.productId, sizeCode: line.sizeCode, qty: (seen?.qty ?? 0) + line.qty });
  }
  const sizes: AddressHolding[] = [];
  // One size after the other: one statement at a time on the transaction's client.
  for (const size of wanted.values()) {
    const [held] = await tx
      .select({ n: sql<number>`coalesce(sum(${orderLines.qty}), 0)::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          eq(orders.trxStatus, ORDER_STATUS.pending),
          eq(orders.clientAddress, address),
          eq(orders.showroomId, showroomId),
          eq(orderLines.productId, size.productId),
          eq(orderLines.sizeCode, size.sizeCode),
        ),
      );
    const [onHand] = await tx
      .select({ qty: stock.qty })
      .from(stock)
      .where(
        and(eq(stock.showroomId, showroomId), eq(stock.productId, size.productId), eq(stock.sizeCode, size.sizeCode)),
      );
    sizes.push({ sizeCode: size.sizeCode, qty: size.qty, held: Number(held?.n ?? 0), onHand: onHand?.qty ?? 0 });
  }
  const refusal = addressShareRefusal(sizes, limits.addressShare);
  if (refusal) throw new OrderRefused(409, refusal);
}
