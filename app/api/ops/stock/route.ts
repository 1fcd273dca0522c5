import { revalidateTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/domain/catalog/cache-tags";
import { stockSyncInputSchema } from "@/lib/domain/ops/stock-sync";
import { handle } from "@/lib/server/http/handler";
import { requestClient } from "@/lib/server/http/request-client";
import { guardSecret } from "@/lib/server/limits/secret-guard";
import { readJson } from "@/lib/server/http/parse";
import { ok } from "@/lib/server/result";
import { syncStock } from "@/lib/server/stock/sync";
import { stockSyncAccess } from "@/lib/server/stock/sync-auth";

/** 1,000 rows of long SKUs fit well under this. */
const MAX_BATCH_BYTES = 512 * 1024;

/**
 * Stock sync from the retailer's POS or ERP (docs/stock-sync.md, lib/domain/ops/routes.ts): off (404) unless
 * STOCK_SYNC_TOKEN is set, and only for that token. Not part of the shopper API.
 */
export const POST = handle(async (req) => {
  // Wrong tokens are limited per client (secret-guard.ts).
  const access = await guardSecret(requestClient(req.headers), () => stockSyncAccess(req.headers.get("authorization")));
  if (!access.ok) return access;
  const input = await readJson(req, stockSyncInputSchema, MAX_BATCH_BYTES);
  if (!input.ok) return input;
  const result = await syncStock(input.data);
  if (!result.ok) return result;
  // A size went in or out of stock: the listings' size filters and counts are read again.
  if (result.data.availabilityChanged) revalidateTag(CACHE_TAGS.catalog, { expire: 0 });
  return ok(result.data.answer);
});
