import "server-only";
import { orderPaymentSchema } from "@/lib/domain/checkout/schemas";
import { authenticateToken, readToken, SESSION_EXPIRED_MESSAGE } from "@/lib/server/auth/context";
import { readJson } from "@/lib/server/http/parse";
import { fail, ok, type Result } from "../result";
import type { Payer } from "./pay-again";

/**
 * The body of order-payment and order-summary: the order asked about, and who asks (its account, its device or the
 * holder of its pay link). A token that is no longer valid is a session expiry (spec section 8), not a guest.
 */
export async function readOrderRequest(req: Request): Promise<Result<{ payer: Payer; trxRef: string }>> {
  const input = await readJson(req, orderPaymentSchema);
  if (!input.ok) return input;
  const token = readToken(req);
  const auth = token ? await authenticateToken(token) : null;
  if (token && !auth && req.headers.get("authorization")) return fail(401, SESSION_EXPIRED_MESSAGE);
  const payer: Payer = { auth, deviceId: input.data.local_device_id ?? null, payToken: input.data.pay_token || null };
  return ok({ payer, trxRef: input.data.trx_ref });
}
