import { eq } from "drizzle-orm";
import { deviceKeyHash } from "@/lib/server/cart/device-key";
import { deviceKey, deviceKeyCookie } from "../support/cart";
import { POST as signIn } from "@/app/api/v1/auth/sign-in/route";
import { POST as signOut } from "@/app/api/v1/auth/sign-out/route";
import { GET as getProfile } from "@/app/api/v1/user/profile/route";
import { getDb } from "@/lib/db";
import { carts, rateLimits, sessions, signInFailures, users } from "@/lib/db/schema";
import { hashToken } from "@/lib/server/auth/tokens";
import { call } from "../support/http";
import { PASSWORD, newShopper } from "./account-helpers";

const WRONG = "The email or password you entered is incorrect.";
const THROTTLED = "Too many failed sign-in attempts, please try again in 15 minutes.";

function post(body: Record<string, unknown>, headers?: Record<string, string>) {
  return call(signIn, "POST", "/api/v1/auth/sign-in", { body, headers });
}

describe("POST auth/sign-in", () => {
  it("answers data.access_token for the right password, whatever the email's case", async () => {
    const shopper = await newShopper("signin");
    const res = await post({ email: shopper.email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(200);
    const token = res.data.access_token as string;
    expect(token).not.toBe(shopper.token);
    expect((await call(getProfile, "GET", "/api/v1/user/profile", { token })).status).toBe(200);
  });

  it("gives an unknown email and a wrong password the same answer", async () => {
    const shopper = await newShopper("same");
    const wrong = await post({ email: shopper.email, password: "not-the-password" });
    const unknown = await post({ email: "nobody@example.com", password: PASSWORD });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.error).toEqual({ code: "auth.badCredentials", message: WRONG });
    expect(unknown.error).toEqual({ code: "auth.badCredentials", message: WRONG });
  });

  it.each([
    ["email", { email: "" }, "Please enter your email address"],
    ["password", { password: "" }, "Please enter your password, 8 characters minimum"],
    ["password", { password: undefined }, "Please enter your password, 8 characters minimum"],
  ])("answers 400 without a %s with the spec's message", async (field, change, message) => {
    const res = await post({ email: "x@example.com", password: PASSWORD, ...change });
    expect(res.status).toBe(400);
    expect(res.error?.fields?.[field]).toBe(message);
  });

  it("locks an email for 15 minutes after 5 failures, even with the right password, counting in the database", async () => {
    const shopper = await newShopper("throttle");
    for (let i = 0; i < 5; i++)
      expect((await post({ email: shopper.email, password: "wrong-password" })).status).toBe(401);
    const locked = await post({ email: shopper.email, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.error?.message).toBe(THROTTLED);
    const db = await getDb();
    expect(await db.select().from(signInFailures).where(eq(signInFailures.email, shopper.email))).toHaveLength(5);

    // Failures older than 15 minutes no longer count (the per-email failures and the limiter's counters).
    await db
      .update(signInFailures)
      .set({ attemptedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(signInFailures.email, shopper.email));
    await db.update(rateLimits).set({ expire: Date.now() - 1 });
    expect((await post({ email: shopper.email, password: PASSWORD })).status).toBe(200);
  });

  it("throttles unknown emails too, and a success clears the count", async () => {
    for (let i = 0; i < 5; i++) await post({ email: "ghost@example.com", password: "whatever1" });
    expect((await post({ email: "ghost@example.com", password: "whatever1" })).status).toBe(429);

    const shopper = await newShopper("clears");
    for (let i = 0; i < 4; i++) await post({ email: shopper.email, password: "wrong-password" });
    expect((await post({ email: shopper.email, password: PASSWORD })).status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(signInFailures).where(eq(signInFailures.email, shopper.email))).toHaveLength(0);
  });

  it("joins the device's guest cart to the account", async () => {
    const shopper = await newShopper("merge");
    const deviceId = "9b2d6f4e-1a3c-4e5f-8a7b-0c1d2e3f4a5b";
    const db = await getDb();
    await db.insert(carts).values({ deviceId, deviceKeyHash: deviceKeyHash(deviceKey(deviceId)) });
    expect(
      (await post({ email: shopper.email, password: PASSWORD, local_device_id: deviceId }, deviceKeyCookie(deviceId)))
        .status,
    ).toBe(200);
    const [user] = await db.select().from(users).where(eq(users.email, shopper.email));
    // The device cart became the account's cart, and the device id was released with it.
    const [cart] = await db.select().from(carts).where(eq(carts.userId, user.id));
    expect(cart).toBeDefined();
    expect(await db.select().from(carts).where(eq(carts.deviceId, deviceId))).toHaveLength(0);
  });
});

describe("the guest cart needs its device's key (issue #34, point 11)", () => {
  it("a signed-in stranger who posts another device's id without its key takes nothing", async () => {
    const stranger = await newShopper("taker");
    const deviceId = "5c2e8f1a-3b4d-4e6f-9a8b-7c6d5e4f3a2b";
    const db = await getDb();
    await db.insert(carts).values({ deviceId, deviceKeyHash: deviceKeyHash(deviceKey(deviceId)) });
    expect((await post({ email: stranger.email, password: PASSWORD, local_device_id: deviceId })).status).toBe(200);
    expect(
      (
        await post(
          { email: stranger.email, password: PASSWORD, local_device_id: deviceId },
          { cookie: "device_key=" + deviceKey("another-device") },
        )
      ).status,
    ).toBe(200);
    const [cart] = await db.select().from(carts).where(eq(carts.deviceId, deviceId));
    expect(cart?.userId).toBeNull();
  });
});

describe("sessions", () => {
  it("a wrong token is refused with the spec's session-expiry message", async () => {
    const res = await call(getProfile, "GET", "/api/v1/user/profile", { token: "not-a-real-token" });
    expect(res.status).toBe(401);
    expect(res.error?.message).toBe("Your session has been expired, please sign in again to shop.");
    expect((await call(getProfile, "GET", "/api/v1/user/profile")).status).toBe(401);
  });

  it("an expired token is refused", async () => {
    const shopper = await newShopper("expired");
    const db = await getDb();
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(shopper.token)));
    expect((await call(getProfile, "GET", "/api/v1/user/profile", { token: shopper.token })).status).toBe(401);
  });

  it("the session cookie alone identifies the shopper", async () => {
    const shopper = await newShopper("cookie");
    const res = await call(getProfile, "GET", "/api/v1/user/profile", {
      headers: { cookie: `theme=dark; access_token=${shopper.token}` },
    });
    expect(res.status).toBe(200);
  });
});

describe("POST auth/sign-out", () => {
  it("revokes the session and clears the cookie", async () => {
    const shopper = await newShopper("signout");
    const res = await signOut(
      new Request("http://localhost/api/v1/auth/sign-out", {
        method: "POST",
        headers: { authorization: `Bearer ${shopper.token}` },
      }),
    );
    expect(res.status).toBe(200);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^access_token=;/);
    expect(cookie).toMatch(/Max-Age=0/);
    expect(cookie).toMatch(/HttpOnly/);
    expect((await call(getProfile, "GET", "/api/v1/user/profile", { token: shopper.token })).status).toBe(401);
  });

  it("revokes the cookie's session too, and answers 200 when signed out already", async () => {
    const shopper = await newShopper("signout2");
    const res = await call(signOut, "POST", "/api/v1/auth/sign-out", {
      token: "stale",
      headers: { cookie: `access_token=${shopper.token}` },
    });
    expect(res.status).toBe(200);
    expect((await call(getProfile, "GET", "/api/v1/user/profile", { token: shopper.token })).status).toBe(401);
    expect((await call(signOut, "POST", "/api/v1/auth/sign-out")).status).toBe(200);
  });

  it("marks the cookie Secure when the shopper came over https", async () => {
    const res = await signOut(
      new Request("http://localhost/api/v1/auth/sign-out", {
        method: "POST",
        headers: { "x-forwarded-proto": "https" },
      }),
    );
    expect(res.headers.get("set-cookie")).toMatch(/; Secure/);
  });
});
