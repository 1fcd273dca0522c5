import "server-only";
import type { AuthResponse } from "@/lib/domain/auth/contract";
import { mergeDeviceCartIntoAccount } from "./cart-merge";
import { ok, fail, type Result } from "../result";
import { SESSION_EXPIRED_MESSAGE, authenticateToken } from "./context";

/**
 * The cookie session's token for the page's script, once the session is checked; the device's guest cart joins it
 * when the request holds the device's key (`keyHash`, cart/device-key.ts).
 */
export async function handOverSession(
  token: string | null,
  deviceId: string | undefined,
  keyHash: string | null,
): Promise<Result<AuthResponse>> {
  const auth = await authenticateToken(token);
  if (!auth || !token) return fail(401, SESSION_EXPIRED_MESSAGE);
  if (deviceId) await mergeDeviceCartIntoAccount(auth.userId, deviceId, keyHash);
  return ok({ access_token: token });
}
