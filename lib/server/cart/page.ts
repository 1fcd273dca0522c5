import "server-only";
import type { BundlePromo } from "@/lib/domain/bundles";
import type { Cart } from "@/lib/domain/cart/contract";
import { authenticateToken } from "../auth/context";
import { listProductPromos } from "../promos/bundles";
import { validDeviceId } from "./device-cookie";
import type { CartOwner } from "./owner";
import { getCart } from "./read";

export interface CartForPage {
  cart: Cart;
  promos: BundlePromo[];
  signedIn: boolean;
}

/**
 * The cart the /cart page shows before (and without) the browser's client: the account's with a valid session
 * cookie, else the device cookie's; null when the request names no cart (a first visit: its cart is empty).
 */
export async function cartForPage(
  sessionToken: string | undefined,
  deviceCookie: string | undefined,
): Promise<CartForPage | null> {
  const auth = sessionToken ? await authenticateToken(sessionToken) : null;
  const deviceId = validDeviceId(deviceCookie);
  const owner: CartOwner | null = auth
    ? { kind: "user", userId: auth.userId }
    : deviceId
      ? { kind: "device", deviceId }
      : null;
  if (!owner) return null;
  const [{ cart }, promos] = await Promise.all([getCart(owner), listProductPromos()]);
  return { cart, promos, signedIn: owner.kind === "user" };
}
