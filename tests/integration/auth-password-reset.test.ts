import { desc, eq } from "drizzle-orm";
import { POST as forgot } from "@/app/api/v1/auth/forgot-password/route";
import { POST as reset } from "@/app/api/v1/auth/reset-password/route";
import { POST as signIn } from "@/app/api/v1/auth/sign-in/route";
import { GET as getProfile } from "@/app/api/v1/user/profile/route";
import { getDb } from "@/lib/db";
import { mailOutbox, passwordResets } from "@/lib/db/schema";
import { hashToken } from "@/lib/server/auth/tokens";
import { call } from "../support/http";
import { PASSWORD, newShopper } from "./account-helpers";

const SAME_ANSWER = "If an account exists for this email address, we have sent it a link to reset your password.";
const INVALID = "This password reset link is invalid or has expired, please request a new one.";
const NEW_PASSWORD = "baru-sekali-99";

async function lastMailTo(email: string) {
  const db = await getDb();
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

function tokenOf(text: string): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error("no reset link in the mail");
  return decodeURIComponent(match[1]);
}

async function requestLink(email: string): Promise<string> {
  const res = await call(forgot, "POST", "/api/v1/auth/forgot-password", { body: { email } });
  expect(res.data.message).toBe(SAME_ANSWER);
  return tokenOf((await lastMailTo(email)).textBody);
}

function resetWith(token: string, password = NEW_PASSWORD, password_conf = password) {
  return call(reset, "POST", "/api/v1/auth/reset-password", { body: { token, password, password_conf } });
}

describe("POST auth/forgot-password", () => {
  it("mails a reset link and stores only the hash of its token, valid for one hour", async () => {
    const shopper = await newShopper("forgot");
    const token = await requestLink(shopper.email);
    const mail = await lastMailTo(shopper.email);
    expect(mail.kind).toBe("PASSWORD_RESET");
    expect(mail.textBody).toContain(`http://localhost/reset-password?token=`);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it("answers an unknown email the same way and sends nothing", async () => {
    const res = await call(forgot, "POST", "/api/v1/auth/forgot-password", {
      body: { email: "nobody-here@example.com" },
    });
    expect(res.status).toBe(200);
    expect(res.data.message).toBe(SAME_ANSWER);
    expect(await lastMailTo("nobody-here@example.com")).toBeUndefined();
  });

  it("asks for the email with the spec's message", async () => {
    const res = await call(forgot, "POST", "/api/v1/auth/forgot-password", { body: { email: "" } });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe("Please enter your email address");
  });
});

describe("POST auth/reset-password", () => {
  it("sets the new password, ends every session of the shopper and works only once", async () => {
    const shopper = await newShopper("reset");
    const token = await requestLink(shopper.email);
    const res = await resetWith(token);
    expect(res.status).toBe(200);
    expect((await call(getProfile, "GET", "/api/v1/user/profile", { token: shopper.token })).status).toBe(401);
    expect(
      (await call(signIn, "POST", "/api/v1/auth/sign-in", { body: { email: shopper.email, password: PASSWORD } }))
        .status,
    ).toBe(401);
    expect(
      (await call(signIn, "POST", "/api/v1/auth/sign-in", { body: { email: shopper.email, password: NEW_PASSWORD } }))
        .status,
    ).toBe(200);

    const again = await resetWith(token, "yet-another-1");
    expect(again.status).toBe(400);
    expect(again.error?.message).toBe(INVALID);
  });

  it("refuses a link older than one hour", async () => {
    const shopper = await newShopper("late");
    const token = await requestLink(shopper.email);
    const db = await getDb();
    await db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    const res = await resetWith(token);
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(INVALID);
    expect((await call(getProfile, "GET", "/api/v1/user/profile", { token: shopper.token })).status).toBe(200);
  });

  it("refuses an unknown token", async () => {
    const res = await resetWith("made-up-token");
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(INVALID);
  });

  it.each([
    [{ password: "" }, "Please enter your password, 8 characters minimum"],
    [{ password: "short12", password_conf: "short12" }, "Password length should be at least 8 characters"],
    [{ password_conf: "" }, "Please enter the password confirmation"],
    [{ password_conf: "different-1" }, "Your password confirmation doesn't match the password"],
  ])("checks the new password like sign-up: %j", async (change, message) => {
    const res = await call(reset, "POST", "/api/v1/auth/reset-password", {
      body: { token: "any-token", password: NEW_PASSWORD, password_conf: NEW_PASSWORD, ...change },
    });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(message);
  });

  it("retires the shopper's other open links with the old password", async () => {
    const shopper = await newShopper("two-links");
    const first = await requestLink(shopper.email);
    const second = await requestLink(shopper.email);
    expect((await resetWith(second)).status).toBe(200);
    expect((await resetWith(first)).status).toBe(400);
  });
});
