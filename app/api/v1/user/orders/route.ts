import { requireAuth } from "@/lib/server/auth/context";
import { handle } from "@/lib/server/http/handler";
import { listUserOrders } from "@/lib/server/orders/list";
import { ok } from "@/lib/server/result";

/** GET user/orders: data.user_orders, the signed-in shopper's own orders, newest first. */
export const GET = handle(async (req) => {
  const session = await requireAuth(req);
  return session.ok ? ok(await listUserOrders(session.auth.userId)) : session;
});
