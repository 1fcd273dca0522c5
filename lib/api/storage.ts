/** The access token and the guest device id in browser storage (spec storage keys); safe to call on the server. */
import Cookies from 'js-cookie';
import { COOKIE_KEYS, STORAGE_KEYS } from '@/lib/domain/constants';

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can throw when the browser blocks it (private modes, sandboxed frames).
    return null;
  }
}

export function getAccessToken(): string | null {
  return local()?.getItem(STORAGE_KEYS.accessToken) || null;
}

/** Stores the token and mirrors it in a cookie so middleware can guard /account/* before rendering. */
export function setAccessToken(token: string): void {
  local()?.setItem(STORAGE_KEYS.accessToken, token);
  if (typeof document !== 'undefined') {
    Cookies.set(COOKIE_KEYS.accessToken, token, {
      path: '/',
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
      expires: 30,
    });
  }
}

export function clearAccessToken(): void {
  local()?.removeItem(STORAGE_KEYS.accessToken);
  removeOwnCookies();
}

export function removeOwnCookies(): void {
  if (typeof document === 'undefined') return;
  for (const name of Object.values(COOKIE_KEYS)) Cookies.remove(name, { path: '/' });
}

/** RFC 4122 version 4; crypto.randomUUID exists only in secure contexts, so plain http needs this fallback. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The guest's device id, generated once and kept; null on the server. */
export function getDeviceId(): string | null {
  const storage = local();
  if (!storage) return null;
  const stored = storage.getItem(STORAGE_KEYS.deviceId);
  if (stored && UUID.test(stored)) return stored;
  const created = randomUuid();
  storage.setItem(STORAGE_KEYS.deviceId, created);
  return created;
}
