/** The access token and the guest device id in browser storage (spec storage keys); safe to call on the server. */
import { STORAGE_KEYS } from '@/lib/domain/constants';
import { apiUrl } from './config';

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
  if (typeof fetch !== 'function') return;
  try {
    await fetch(apiUrl('auth/sign-out'), {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    // Offline: the cookie's session expires on its own, and the account pages re-check it on the server.
  }
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
