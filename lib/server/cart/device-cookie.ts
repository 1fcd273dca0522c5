import "server-only";
import { randomUUID } from "node:crypto";
import { STORAGE_KEYS } from "@/lib/domain/constants";
import { deviceIdField } from "@/lib/domain/api/input-fields";
import { isHttpsRequest } from "../http/https-request";

/**
 * The guest's device id as a cookie, next to the spec's `local_device_id` in browser storage: the browser's client
 * keeps the two equal (lib/api/storage.ts), so a form posted before or without JavaScript fills the same cart.
 */
export const DEVICE_COOKIE = STORAGE_KEYS.deviceId;
const ONE_YEAR = 60 * 60 * 24 * 365;

/** The device id a Cookie header carries, or null when there is none or it is not a device id. */
export function deviceIdFromCookies(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === DEVICE_COOKIE) return validDeviceId(rest.join("="));
  }
  return null;
}

export function validDeviceId(value: string | undefined): string | null {
  const parsed = deviceIdField.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The request's device id, or a new one with the Set-Cookie header that keeps it. */
export function deviceOf(req: Request): { deviceId: string; setCookie: string[] } {
  const known = deviceIdFromCookies(req.headers.get("cookie"));
  if (known) return { deviceId: known, setCookie: [] };
  const deviceId = randomUUID();
  const secure = isHttpsRequest(req);
  // Not HttpOnly: the browser's client reads it to adopt the id into its storage.
  const cookie = `${DEVICE_COOKIE}=${deviceId}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure ? "; Secure" : ""}`;
  return { deviceId, setCookie: [cookie] };
}
