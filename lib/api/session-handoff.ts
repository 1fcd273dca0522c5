/**
 * A sign-in made without script (a plain form post) leaves the httpOnly session cookie and a marker cookie: the
 * page's script then asks the server for the token and keeps it where a scripted sign-in keeps it (spec section 4).
 */
import type { AuthResponse } from "@/lib/domain/auth/contract";
import { AUTH_PATHS } from "./auth";
import { apiRequest } from "./request";
import { getDeviceId, hasHandoffMarker, setAccessToken } from "./storage";

/** The token of a session begun without script, now kept in storage; null when there is none to pick up. */
export async function pickUpServerSession(): Promise<string | null> {
  if (!hasHandoffMarker()) return null;
  const result = await apiRequest<AuthResponse>(
    "POST",
    AUTH_PATHS.session,
    { local_device_id: getDeviceId() },
    { token: null },
  );
  if (!result.ok) return null;
  setAccessToken(result.data.access_token);
  return result.data.access_token;
}
