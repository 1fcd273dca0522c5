/**
 * Promise 5 (in one process; the two-server throttle is throttle-shared.test.ts): passwords are scrypt hashes with a
 * per-user salt, reset links work once and expire, sign-out revokes the session.
 */
import { desc, eq } from "drizzle-orm";
import { POST as forgotPassword } from "@/app/api/v1/auth/forgot-password/route";
import { POST as resetPassword } from "@/app/api/v1/auth/reset-password/route";
import { POST as signIn } from "@/app/api/v1/auth/sign-in/route";
import { POST as signOut } from "@/app/api/v1/auth/sign-out/route";
import { POST as signUp } from "@/app/api/v1/auth/sign-up/route";
import { GET as profile } from "@/app/api/v1/user/profile/route";
import { getDb } from "@/lib/db";
import { mailOutbox, passwordResets, users } from "@/lib/db/schema";
import { verifyPassword } from "@/lib/server/auth/password";
import { call } from "../support/http";

const PASSWORD = "rahasia123";
let serial = 0;

async function account() {
  serial += 1;
  const email = `pw-${serial}-${process.pid}@example.com`;
  const res = await call(signUp, "POST", "/api/v1/auth/sign-up", {
    body: { name: `Pw ${serial}`, gender: "MALE", email, password: PASSWORD, password_conf: PASSWORD },
  });
  expect(res.status).toBe(200);
  return { email, token: res.data.access_token as string };
}

async function resetToken(email: string): Promise<string> {
  expect((await call(forgotPassword, "POST", "/api/v1/auth/forgot-password", { body: { email } })).status).toBe(200);
  const db = await getDb();
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /token=([^\s"&<]+)/.exec(mail!.textBody)?.[1];
  expect(token).toBeDefined();
  return decodeURIComponent(token!);
}

const reset = (token: string, password: string) =>
  call(resetPassword, "POST", "/api/v1/auth/reset-password", { body: { token, password, password_conf: password } });
const signInWith = (email: string, password: string) =>
  call(signIn, "POST", "/api/v1/auth/sign-in", { body: { email, password } });

describe("passwords and sessions", () => {
  it("stores scrypt hashes with a per-user salt: the same password hashes differently for two shoppers", async () => {
    const a = await account();
    const b = await account();
    const db = await getDb();
    const [ua] = await db.select().from(users).where(eq(users.email, a.email));
    const [ub] = await db.select().from(users).where(eq(users.email, b.email));
    for (const u of [ua!, ub!]) {
      expect(u.passwordHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]{20,}\$[A-Za-z0-9+/=]{40,}$/);
      expect(u.passwordHash).not.toContain(PASSWORD);
      expect(await verifyPassword(PASSWORD, u.passwordHash)).toBe(true);
    }
    const salt = (hash: string) => hash.split("$")[4];
    expect(salt(ua!.passwordHash)).not.toBe(salt(ub!.passwordHash));
    expect(ua!.passwordHash).not.toBe(ub!.passwordHash);
    expect(Number(ua!.passwordHash.split("$")[1])).toBeGreaterThanOrEqual(16384);
  });

  it("a reset link works once, ends the old sessions, and a link older than its lifetime is refused", async () => {
    const a = await account();
    const token = await resetToken(a.email);
    const [first, second] = await Promise.all([reset(token, "baru12345"), reset(token, "lagi12345")]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect((await reset(token, "ketiga123")).status).toBe(400);
    expect((await call(profile, "GET", "/api/v1/user/profile", { token: a.token })).status).toBe(401);
    const newPassword = first.status === 200 ? "baru12345" : "lagi12345";
    expect((await signInWith(a.email, newPassword)).status).toBe(200);
    expect((await signInWith(a.email, PASSWORD)).status).toBe(401);

    const stale = await resetToken(a.email);
    const db = await getDb();
    const [row] = await db.select().from(passwordResets).orderBy(desc(passwordResets.id)).limit(1);
    await db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.id, row!.id));
    expect((await reset(stale, "expired123")).status).toBe(400);
    expect((await signInWith(a.email, newPassword)).status).toBe(200);
  });

  it("sign-out revokes the session on the server, not only the cookie", async () => {
    const a = await account();
    const signedIn = await signInWith(a.email, PASSWORD);
    const token = signedIn.data.access_token as string;
    expect((await call(profile, "GET", "/api/v1/user/profile", { token })).status).toBe(200);
    expect((await call(signOut, "POST", "/api/v1/auth/sign-out", { token })).status).toBe(200);
    expect((await call(profile, "GET", "/api/v1/user/profile", { token })).status).toBe(401);
    // The sign-up session of the same shopper is a different session and stays valid.
    expect((await call(profile, "GET", "/api/v1/user/profile", { token: a.token })).status).toBe(200);
  });
});
