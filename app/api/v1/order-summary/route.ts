import { orderPaymentSchema } from "@/lib/domain/checkout/schemas";
import { authenticateToken, readToken, SESSION_EXPIRED_MESSAGE } from "@/lib/server/auth/context";
import { readOrderSummary } from "@/lib/server/checkout/order-summary";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";
import { fail } from "@/lib/server/result";

/** POST order-summary: one order's state and contents, for its owner or the holder of its pay link only. */
export const POST = handle(async (req) => {
  const input = await readJson(req, orderPaymentSchema);
  if (!input.ok) return input;
  const token = readToken(req);
  const auth = token ? await authenticateToken(token) : null;
  if (token && !auth && req.headers.get("authorization")) return fail(401, SESSION_EXPIRED_MESSAGE);
  return readOrderSummary({ auth, deviceId: input.data.local_device_id ?? null, payToken: input.data.pay_token || null }, input.data.trx_ref);
});
