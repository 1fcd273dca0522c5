/** @jest-environment jsdom */
import Cookies from 'js-cookie';
import { clearAccessToken, getAccessToken, getDeviceId, setAccessToken } from '@/lib/api/storage';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  localStorage.clear();
  Cookies.remove('access_token', { path: '/' });
});

describe('the access token', () => {
  it('is kept under access_token and mirrored in a cookie for the middleware', () => {
    setAccessToken('tok-1');
    expect(localStorage.getItem('access_token')).toBe('tok-1');
    expect(getAccessToken()).toBe('tok-1');
    expect(Cookies.get('access_token')).toBe('tok-1');
  });

  it('is gone after sign out', () => {
    setAccessToken('tok-1');
    clearAccessToken();
    expect(getAccessToken()).toBeNull();
    expect(Cookies.get('access_token')).toBeUndefined();
  });
});

describe('the device id', () => {
  it('is generated once and kept under local_device_id', () => {
    const first = getDeviceId();
    expect(first).toMatch(UUID_V4);
    expect(localStorage.getItem('local_device_id')).toBe(first);
    expect(getDeviceId()).toBe(first);
  });

  it('is replaced when the stored one is not a UUID', () => {
    localStorage.setItem('local_device_id', 'garbage');
    expect(getDeviceId()).toMatch(UUID_V4);
  });

  it('is generated without crypto.randomUUID on an insecure page', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(getDeviceId()).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
