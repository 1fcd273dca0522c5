import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { orders, returnRequests } from "@/lib/db/schema";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { RETURNS_MSG } from "@/lib/domain/returns/messages";
import { authenticateToken, readToken, SESSION_EXPIRED_MESSAGE } from "@/lib/server/auth/context";
import { ownsOrder, type Payer } from "@/lib/server/checkout/pay-again";
import { viewTokenMatches } from "@/lib/server/orders/pay-link";
import { fail, ok, type Result } from "../result";
import type { ReturnRow } from "./view";

export type OrderRow = typeof orders.$inferSelect;

/** Who asks: the session's account, else the device or the order's link token the body carries. */
export async function returnPayer(
  req: Request,
  body: { local_device_id?: string; pay_token?: string },
): Promise<Result<Payer>> {
  const token = readToken(req);
  const auth = token ? await authenticateToken(token) : null;
  if (token && !auth && req.headers.get("authorization")) return fail(401, SESSION_EXPIRED_MESSAGE);
  return ok({ auth, deviceId: body.local_device_id || null, payToken: body.pay_token || null });
}

/**
 * The order a return is asked for, for its owner only: the account, the guest's device, or the holder of the
 * order's pay link or view token (the guest's order link). Anyone else is told the order does not exist.
 */
export async function ownedOrder(db: Queryable, payer: Payer, trxRef: string): Promise<Result<OrderRow>> {
  const [order] = await db.select().from(orders).where(eq(orders.trxRef, trxRef)).limit(1);
  if (!order || !(ownsOrder(payer, order) || viewTokenMatches(order, payer.payToken)))
    return fail(404, CHECKOUT_MSG.orderNotFound);
  return ok(order);
}

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/** A draft's upload token: 256 random bits, given once to the shopper's browser; only its SHA-256 is kept. */
export function newUploadToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hash(token) };
}

/**
 * The request a file upload or a submit is for, when the `x-return-token` header holds its upload token (compared
 * in constant time). A wrong or missing token answers as an unknown request does: 404.
 */
export async function requestByToken(
  db: Queryable,
  publicId: string,
  token: string | null,
): Promise<Result<ReturnRow>> {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.publicId, publicId)).limit(1);
  if (!row || !token) return fail(404, RETURNS_MSG.notFound);
  const want = Buffer.from(row.uploadTokenHash);
  const got = Buffer.from(hash(token));
  if (want.length !== got.length || !timingSafeEqual(want, got)) return fail(404, RETURNS_MSG.notFound);
  return ok(row);
}
