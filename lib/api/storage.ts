/** The access token and the guest device id in browser storage (spec storage keys); safe to call on the server. */
import Cookies from "js-cookie";
import { COOKIE_KEYS, STORAGE_KEYS } from "@/lib/domain/constants";
import { apiUrl } from "./config";
import { deviceIdIn, knownDeviceIdIn } from "./device-id";

function local(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can throw when the browser blocks it (private modes, sandboxed frames).
    return null;
  }
}

export function getAccessToken(): string | null {
  return local()?.getItem(STORAGE_KEYS.accessToken) || null;
}

/** Keeps the token of spec section 4; the server sets the matching httpOnly cookie itself at sign-in. */
export function setAccessToken(token: string): void {
  local()?.setItem(STORAGE_KEYS.accessToken, token);
}

export function clearAccessToken(): void {
  local()?.removeItem(STORAGE_KEYS.accessToken);
}

/**
 * Asks the server to revoke the session and clear its httpOnly cookie (script cannot touch it). Never throws:
 * signing out locally must go on even when the server is unreachable.
 */
export async function endServerSession(token: string | null = getAccessToken()): Promise<void> {
  if (typeof fetch !== "function") return;
  try {
    await fetch(apiUrl("auth/sign-out"), {
      method: "POST",
      credentials: "include",
      keepalive: true,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    // Offline: the cookie's session expires on its own, and the account pages re-check it on the server.
  }
}

/** A device id was given to this browser before (a guest's cart may wait on the server under it); none is made. */
export function hasDeviceId(): boolean {
  const storage = local();
  return storage ? knownDeviceIdIn(storage) !== null : false;
}

/**
 * A sign-in made without script (a plain form post) left its marker cookie: the page's script picks the session up
 * (session-handoff.ts).
 */
export function hasHandoffMarker(): boolean {
  return typeof document !== "undefined" && Cookies.get(COOKIE_KEYS.sessionHandoff) === "1";
}

/**
 * Whether the server may hold a cart for this browser: it was given a device id, or holds a session or one waiting to
 * be picked up. When none of them is there, the cart is empty without asking (the httpOnly session cookie is not
 * readable here, but a session without its stored token is a guest's to every island too).
 */
export function mayHoldCart(): boolean {
  return hasDeviceId() || getAccessToken() !== null || hasHandoffMarker();
}

let pendingHandoff: Promise<unknown> | null = null;

/**
 * The page's pick-up of a session begun without script (StoreHydrator): until it has answered, calls that carry the
 * session wait for it (pendingSessionHandoff), so none goes out without the token it is about to store.
 */
export function trackHandoff(handoff: Promise<unknown>): void {
  const tracked: Promise<unknown> = handoff
    .catch(() => undefined)
    .finally(() => {
      if (pendingHandoff === tracked) pendingHandoff = null;
    });
  pendingHandoff = tracked;
}

/** The session pick-up under way, to wait for; null when none is (a call then goes out at once). */
export function pendingSessionHandoff(): Promise<unknown> | null {
  return pendingHandoff;
}

/** The guest's device id, generated once and kept (with its cookie copy, see device-id.ts); null on the server. */
export function getDeviceId(): string | null {
  const storage = local();
  return storage ? deviceIdIn(storage) : null;
}
