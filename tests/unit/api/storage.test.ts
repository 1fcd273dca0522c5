/** @jest-environment jsdom */
import Cookies from "js-cookie";
import {
  clearAccessToken,
  endServerSession,
  getAccessToken,
  getDeviceId,
  mayHoldCart,
  setAccessToken,
} from "@/lib/api/storage";
import { COOKIE_KEYS } from "@/lib/domain/constants";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const forgetDeviceCookie = () => {
  Cookies.remove("local_device_id", { path: "/" });
};

beforeEach(() => {
  localStorage.clear();
  forgetDeviceCookie();
});

describe("the access token", () => {
  it("is kept under access_token; the script never writes the cookie (the server owns the httpOnly one)", () => {
    setAccessToken("tok-1");
    expect(localStorage.getItem("access_token")).toBe("tok-1");
    expect(getAccessToken()).toBe("tok-1");
    expect(Cookies.get("access_token")).toBeUndefined();
  });

  it("is gone after sign out", () => {
    setAccessToken("tok-1");
    clearAccessToken();
    expect(getAccessToken()).toBeNull();
  });
});

describe("ending the server session", () => {
  it("posts auth/sign-out with the token and the cookie, and never throws", async () => {
    const fetchMock = jest.fn().mockRejectedValue(new TypeError("offline"));
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock;
    try {
      await expect(endServerSession("tok-9")).resolves.toBeUndefined();
      expect(fetchMock).toHaveBeenCalledWith(
        "/api/v1/auth/sign-out",
        expect.objectContaining({ method: "POST", credentials: "include", headers: { Authorization: "Bearer tok-9" } }),
      );
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe("the device id", () => {
  it("is generated once and kept under local_device_id", () => {
    const first = getDeviceId();
    expect(first).toMatch(UUID_V4);
    expect(localStorage.getItem("local_device_id")).toBe(first);
    expect(getDeviceId()).toBe(first);
  });

  it("is mirrored in the local_device_id cookie, so a form posted before the scripts run fills the same cart", () => {
    const id = getDeviceId();
    expect(Cookies.get("local_device_id")).toBe(id);
  });

  it("is the cookie's when the server gave this browser one first (a form posted before any script ran)", () => {
    const fromServer = "0b5c3c4e-6f7a-4b8c-9d0e-1f2a3b4c5d6e";
    Cookies.set("local_device_id", fromServer, { path: "/" });
    expect(getDeviceId()).toBe(fromServer);
    expect(localStorage.getItem("local_device_id")).toBe(fromServer);
    localStorage.setItem("local_device_id", "c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f");
    expect(getDeviceId()).toBe(fromServer);
  });

  it("ignores a cookie that is not a UUID", () => {
    Cookies.set("local_device_id", "garbage", { path: "/" });
    const id = getDeviceId();
    expect(id).toMatch(UUID_V4);
    expect(Cookies.get("local_device_id")).toBe(id);
  });

  it("is replaced when the stored one is not a UUID", () => {
    localStorage.setItem("local_device_id", "garbage");
    expect(getDeviceId()).toMatch(UUID_V4);
  });

  it("is generated without crypto.randomUUID on an insecure page", () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      expect(getDeviceId()).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: original, configurable: true });
    }
  });
});

describe("whether the server may hold a cart for this browser", () => {
  afterEach(() => {
    Cookies.remove(COOKIE_KEYS.sessionHandoff, { path: "/" });
  });

  it("is no for a first visit, and asking does not make a device id", () => {
    expect(mayHoldCart()).toBe(false);
    expect(localStorage.getItem("local_device_id")).toBeNull();
  });

  it("is yes once a device id was given, by the script or by a form the server answered", () => {
    getDeviceId();
    expect(mayHoldCart()).toBe(true);
    localStorage.clear();
    Cookies.set("local_device_id", "0b6c9d1e-8f4a-4c2b-9e3d-5a7f1c2b3d4e", { path: "/" });
    expect(mayHoldCart()).toBe(true);
  });

  it("is yes with a stored session, or one begun without script waiting to be picked up", () => {
    setAccessToken("tok-1");
    expect(mayHoldCart()).toBe(true);
    clearAccessToken();
    Cookies.set(COOKIE_KEYS.sessionHandoff, "1", { path: "/" });
    expect(mayHoldCart()).toBe(true);
  });
});
