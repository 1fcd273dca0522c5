import { stockAlertSchema } from "@/lib/domain/wishlist/inputs";
import { requireAuth } from "@/lib/server/auth/context";
import { handle } from "@/lib/server/http/handler";
import { readJson, readQuery } from "@/lib/server/http/parse";
import { ok } from "@/lib/server/result";
import { cancelStockAlert, listStockAlerts, requestStockAlert } from "@/lib/server/stock/back-in-stock";

/** The shopper's open 'notify me when back in stock' requests. */
export const GET = handle(async (req) => {
  const session = await requireAuth(req);
  if (!session.ok) return session;
  return ok(await listStockAlerts(session.auth.userId));
});

export const POST = handle(async (req) => {
  const session = await requireAuth(req);
  if (!session.ok) return session;
  const input = await readJson(req, stockAlertSchema);
  return input.ok ? requestStockAlert(session.auth.userId, input.data) : input;
});

/** A delete sends its payload as query parameters (spec section 7). */
export const DELETE = handle(async (req) => {
  const session = await requireAuth(req);
  if (!session.ok) return session;
  const query = readQuery(req, stockAlertSchema);
  return query.ok ? cancelStockAlert(session.auth.userId, query.data) : query;
});
