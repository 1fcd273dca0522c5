import { orderPaymentSchema } from "@/lib/domain/checkout/schemas";
import { authenticateToken, readToken, SESSION_EXPIRED_MESSAGE } from "@/lib/server/auth/context";
import { payOrderAgain } from "@/lib/server/checkout/pay-again";
import { paymentContextOf } from "@/lib/server/checkout/request-origin";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";
import { fail } from "@/lib/server/result";

/** POST order-payment ('Pay Now' on a pending order): the provider's hidden form for the same bill, for its owner only. */
export const POST = handle(async (req) => {
  const input = await readJson(req, orderPaymentSchema);
  if (!input.ok) return input;
  const token = readToken(req);
  const auth = token ? await authenticateToken(token) : null;
  // A token that is no longer valid is a session expiry (spec section 8), not a guest.
  if (token && !auth && req.headers.get("authorization")) return fail(401, SESSION_EXPIRED_MESSAGE);
  return payOrderAgain({ auth, deviceId: input.data.local_device_id ?? null, payToken: input.data.pay_token || null }, input.data.trx_ref, paymentContextOf(req));
});
