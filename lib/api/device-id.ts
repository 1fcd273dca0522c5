/** The guest's device id: generated once, kept under the spec's storage key and mirrored in a cookie. */
import Cookies from "js-cookie";
import { STORAGE_KEYS } from "@/lib/domain/constants";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const COOKIE = STORAGE_KEYS.deviceId;
const ONE_YEAR_DAYS = 365;

/** RFC 4122 version 4; crypto.randomUUID exists only in secure contexts, so plain http needs this fallback. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function cookieDeviceId(): string | null {
  const value = Cookies.get(COOKIE);
  return value && UUID.test(value) ? value : null;
}

function keepCookie(id: string): void {
  Cookies.set(COOKIE, id, {
    path: "/",
    expires: ONE_YEAR_DAYS,
    sameSite: "Lax",
    secure: window.location.protocol === "https:",
  });
}

/** The device id this browser was given before (the cookie's first), or null: none is created. */
export function knownDeviceIdIn(storage: Storage): string | null {
  const stored = storage.getItem(COOKIE);
  return cookieDeviceId() ?? (stored && UUID.test(stored) ? stored : null);
}

/**
 * The device id in `storage`, created once. The cookie copy lets the server fill the same cart from a form posted
 * before or without JavaScript (app/api/forms). When the two differ, the server has just given this browser its
 * id (a form posted before any script ran here): the cookie's id is the one holding that cart, so it is kept.
 */
export function deviceIdIn(storage: Storage): string {
  const stored = storage.getItem(COOKIE);
  const fromCookie = cookieDeviceId();
  const id = knownDeviceIdIn(storage) ?? randomUuid();
  if (id !== stored) storage.setItem(COOKIE, id);
  if (id !== fromCookie) keepCookie(id);
  return id;
}
