import "server-only";
import { authenticateToken, readToken, SESSION_EXPIRED_MESSAGE } from "../auth/context";
import { fail, ok, type Result } from "../result";
import { heldDeviceKeyHash } from "./device-key";

/**
 * Whose cart a request means: the signed-in shopper's account cart, or the guest device's cart. `keyHash` is the
 * device key the request holds (device-key.ts): a guest cart created by this request is bound to it.
 */
export type CartOwner =
  { kind: "user"; userId: number } | { kind: "device"; deviceId: string; keyHash?: string | null };

/**
 * A request with a valid session uses the account's cart (the device cart was merged into it at sign-in).
 * A request carrying a token that is no longer valid is refused with 401 rather than silently shown the
 * guest cart: after a session expiry, shopping needs a new sign-in (spec section 6). A stale session cookie
 * alone (no Authorization header: the browser's client has already forgotten the token) is a guest.
 */
export async function resolveCartOwner(
  req: Request,
  deviceId: string,
  keyHash: string | null = heldDeviceKeyHash(req),
): Promise<Result<CartOwner>> {
  const token = readToken(req);
  const device: CartOwner = { kind: "device", deviceId, keyHash };
  if (!token) return ok(device);
  const auth = await authenticateToken(token);
  if (!auth) return req.headers.get("authorization") ? fail(401, SESSION_EXPIRED_MESSAGE) : ok(device);
  return ok({ kind: "user", userId: auth.userId });
}
