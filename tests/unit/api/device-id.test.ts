/**
 * @jest-environment jsdom
 */
import { deviceIdIn, knownDeviceIdIn } from "@/lib/api/device-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const KNOWN = "0b6f7c1e-1111-4aaa-8bbb-123456789abc";
const OTHER = "9c1d2e3f-2222-4ccc-9ddd-abcdefabcdef";

function clearCookies(): void {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

beforeEach(() => {
  localStorage.clear();
  clearCookies();
});

describe("the guest's device id", () => {
  it("is made once and kept in storage and in a cookie the server reads", () => {
    const id = deviceIdIn(localStorage);
    expect(id).toMatch(UUID);
    expect(localStorage.getItem("local_device_id")).toBe(id);
    expect(document.cookie).toContain(`local_device_id=${id}`);
    expect(deviceIdIn(localStorage)).toBe(id);
  });

  it("takes the cookie's id when the server gave this browser one before any script ran", () => {
    localStorage.setItem("local_device_id", KNOWN);
    document.cookie = `local_device_id=${OTHER}; Path=/`;
    expect(deviceIdIn(localStorage)).toBe(OTHER);
    expect(localStorage.getItem("local_device_id")).toBe(OTHER);
  });

  it("puts a stored id back into the cookie, and ignores a cookie that is not a device id", () => {
    localStorage.setItem("local_device_id", KNOWN);
    document.cookie = "local_device_id=not-a-uuid; Path=/";
    expect(deviceIdIn(localStorage)).toBe(KNOWN);
    expect(document.cookie).toContain(`local_device_id=${KNOWN}`);
  });

  it("is not made by asking whether this browser was given one", () => {
    expect(knownDeviceIdIn(localStorage)).toBeNull();
    expect(localStorage.getItem("local_device_id")).toBeNull();
    expect(document.cookie).not.toContain("local_device_id");
    document.cookie = `local_device_id=${OTHER}; Path=/`;
    expect(knownDeviceIdIn(localStorage)).toBe(OTHER);
    clearCookies();
    localStorage.setItem("local_device_id", KNOWN);
    expect(knownDeviceIdIn(localStorage)).toBe(KNOWN);
  });
});
