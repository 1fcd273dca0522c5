import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { STOCK_SYNC_MSG } from "@/lib/domain/ops/stock-sync";
import { fail, ok, type Result } from "../result";

const digest = (value: string): Buffer => createHash("sha256").update(value).digest();

/**
 * The stock sync's own secret (STOCK_SYNC_TOKEN, checked at start by lib/server/startup): unset, the endpoint does
 * not exist (404); no bearer token 401; any other token, a shopper's access token or the OPS_TOKEN included, 403.
 * Compared as SHA-256 digests in constant time, so neither the content nor the length leaks.
 */
export function stockSyncAccess(header: string | null, secret = process.env.STOCK_SYNC_TOKEN): Result<true> {
  if (!secret) return fail(404, STOCK_SYNC_MSG.off);
  const match = /^Bearer (.+)$/.exec(header ?? "");
  if (!match) return fail(401, STOCK_SYNC_MSG.unauthorized);
  if (!timingSafeEqual(digest(match[1]), digest(secret))) return fail(403, STOCK_SYNC_MSG.forbidden);
  return ok(true);
}
