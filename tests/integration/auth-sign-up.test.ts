import { eq } from "drizzle-orm";
import { deviceKeyHash } from "@/lib/server/cart/device-key";
import { deviceKey, deviceKeyCookie } from "../support/cart";
import { POST as signUp } from "@/app/api/v1/auth/sign-up/route";
import { GET as getProfile } from "@/app/api/v1/user/profile/route";
import { getDb } from "@/lib/db";
import { carts, sessions, users } from "@/lib/db/schema";
import { hashToken } from "@/lib/server/auth/tokens";
import { call } from "../support/http";

const valid = {
  name: "Siti Rahma",
  gender: "FEMALE",
  email: "Siti@Example.com",
  password: "rahasia123",
  password_conf: "rahasia123",
};

function post(body: Record<string, unknown>, headers?: Record<string, string>) {
  return call(signUp, "POST", "/api/v1/auth/sign-up", { body, headers });
}

describe("POST auth/sign-up", () => {
  it("creates the account, answers data.access_token and sets the httpOnly session cookie", async () => {
    const res = await signUp(
      new Request("http://localhost/api/v1/auth/sign-up", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(valid),
      }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { access_token: string } };
    const token = body.data.access_token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`access_token=${token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/);

    const profile = await call(getProfile, "GET", "/api/v1/user/profile", { token });
    expect(profile.data.profile).toEqual({ name: "Siti Rahma", email: "siti@example.com", gender: "FEMALE" });
  });

  it("stores the token only as its SHA-256, expiring in 30 days", async () => {
    const res = await post({ ...valid, email: "hash@example.com" });
    const token = res.data.access_token as string;
    const db = await getDb();
    const rows = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const days = (rows[0].expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(JSON.stringify(await db.select().from(sessions))).not.toContain(token);
  });

  it("hashes the password with scrypt and a salt of its own per shopper", async () => {
    await post({ ...valid, email: "salt1@example.com" });
    await post({ ...valid, email: "salt2@example.com" });
    const db = await getDb();
    const [a] = await db.select().from(users).where(eq(users.email, "salt1@example.com"));
    const [b] = await db.select().from(users).where(eq(users.email, "salt2@example.com"));
    for (const hash of [a.passwordHash, b.passwordHash]) {
      expect(hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(hash).not.toContain(valid.password);
    }
    expect(a.passwordHash.split("$")[4]).not.toBe(b.passwordHash.split("$")[4]);
    expect(a.passwordHash).not.toBe(b.passwordHash);
  });

  it("refuses an email already registered, whatever its case", async () => {
    await post({ ...valid, email: "taken@example.com" });
    const res = await post({ ...valid, email: "TAKEN@example.com" });
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe("An account with this email address already exists.");
  });

  it.each([
    ["name", { name: "" }, "Please enter your name"],
    ["gender", { gender: undefined }, "Please choose your gender"],
    ["gender", { gender: "OTHER" }, "Please choose your gender"],
    ["email", { email: "" }, "Please enter your email address"],
    ["password", { password: "" }, "Please enter your password, 8 characters minimum"],
    ["password", { password: "short", password_conf: "short" }, "Password length should be at least 8 characters"],
    ["password_conf", { password_conf: "" }, "Please enter the password confirmation"],
    ["password_conf", { password_conf: "rahasia124" }, "Your password confirmation doesn't match the password"],
  ])("answers 400 on a bad %s with the spec's message", async (field, change, message) => {
    const res = await post({ ...valid, email: "bad@example.com", ...change });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(message);
    expect(res.error?.fields?.[field]).toBe(message);
  });

  it("joins the guest cart of local_device_id to the new account", async () => {
    const deviceId = "3f1c9a52-7b1e-4c3a-9d2f-6a8b7c9d0e1f";
    const db = await getDb();
    await db.insert(carts).values({ deviceId, deviceKeyHash: deviceKeyHash(deviceKey(deviceId)) });
    const res = await post(
      { ...valid, email: "cart@example.com", local_device_id: deviceId },
      deviceKeyCookie(deviceId),
    );
    expect(res.status).toBe(200);
    const [user] = await db.select().from(users).where(eq(users.email, "cart@example.com"));
    // The device cart became the account's cart, and the device id was released with it.
    const [cart] = await db.select().from(carts).where(eq(carts.userId, user.id));
    expect(cart).toBeDefined();
    expect(await db.select().from(carts).where(eq(carts.deviceId, deviceId))).toHaveLength(0);
  });

  it("ignores a malformed local_device_id instead of failing the sign-up", async () => {
    const res = await post({ ...valid, email: "device@example.com", local_device_id: "not-a-uuid" });
    expect(res.status).toBe(200);
  });
});
