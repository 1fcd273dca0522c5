import "server-only";
import { getAuth, type AuthContext } from "@/lib/server/auth/context";
import { MSG } from "@/lib/domain/messages";
import { fail, ok, type Result } from "../result";
import type { CartOwner } from "./cart-lines";

export interface Shopper {
  owner: CartOwner;
  auth: AuthContext | null;
  deviceId: string | null;
}

/** A request with a valid session shops from the account's cart; otherwise from the device's guest cart. */
export async function resolveShopper(req: Request, deviceId: string | undefined): Promise<Result<Shopper>> {
  const auth = await getAuth(req);
  if (auth) return ok({ owner: { userId: auth.userId }, auth, deviceId: deviceId ?? null });
  if (!deviceId) return fail(400, MSG.extra.deviceInvalid, { local_device_id: MSG.extra.deviceInvalid });
  return ok({ owner: { deviceId }, auth: null, deviceId });
}
