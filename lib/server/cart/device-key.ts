import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { isHttpsRequest } from "../http/https-request";

/**
 * Proof of holding a guest device (issue #34, point 11). The device id (`local_device_id`) is no secret: the spec puts
 * it in query strings (GET cart, DELETE cart-item-remove) and the browser's script keeps it in a readable cookie. So a
 * guest cart is created bound to the device's key, a random value in an HttpOnly cookie that script cannot read,
 * kept as its SHA-256 in the cart row; only a request carrying that key can merge the cart into an account
 * (lib/server/auth/cart-merge.ts). A cart made before the key existed (no hash) is never merged.
 */
export const DEVICE_KEY_COOKIE = "device_key";
const ONE_YEAR = 60 * 60 * 24 * 365;
const KEY = /^[A-Za-z0-9_-]{43}$/;

export const deviceKeyHash = (key: string) => createHash("sha256").update(key).digest("hex");

/** The SHA-256 of the device key the request's cookies carry, or null. */
export function heldDeviceKeyHash(req: Pick<Request, "headers">): string | null {
  const header = req.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === DEVICE_KEY_COOKIE) {
      const value = rest.join("=");
      return KEY.test(value) ? deviceKeyHash(value) : null;
    }
  }
  return null;
}

/** The request's device key hash, or a new key with the Set-Cookie header that keeps it (HttpOnly). */
export function deviceKeyOf(req: Request): { keyHash: string; setCookie: string[] } {
  const held = heldDeviceKeyHash(req);
  if (held) return { keyHash: held, setCookie: [] };
  const key = randomBytes(32).toString("base64url");
  const secure = isHttpsRequest(req);
  const cookie = `${DEVICE_KEY_COOKIE}=${key}; Path=/; Max-Age=${ONE_YEAR}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return { keyHash: deviceKeyHash(key), setCookie: [cookie] };
}
