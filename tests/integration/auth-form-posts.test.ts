/**
 * The sign-in pages' forms posted as plain HTML (script off, or sent before hydration): the server actions behind
 * them, with Next's request helpers replaced by the request under test.
 */
import { eq } from "drizzle-orm";
import { GET as getProfile } from "@/app/api/v1/user/profile/route";
import { getDb } from "@/lib/db";
import { passwordResets, sessions, users } from "@/lib/db/schema";
import { FORM_FLASH_COOKIE, type AuthFormState } from "@/lib/domain/form-state";
import { forgotPasswordAction, resetPasswordAction, signInAction, signUpAction } from "@/lib/server/auth/form-actions";
import { hashToken, newToken } from "@/lib/server/auth/tokens";
import { call } from "../support/http";
import { PASSWORD, newShopper } from "./account-helpers";

type SetCookie = {
  value: string;
  options: { httpOnly?: boolean; sameSite?: string; maxAge?: number; secure?: boolean };
};
const mockCookies = new Map<string, SetCookie>();
const mockRequest = { headers: new Headers() };

jest.mock("next/headers", () => ({
  headers: async () => mockRequest.headers,
  cookies: async () => ({
    set: (name: string, value: string, options: SetCookie["options"]) => mockCookies.set(name, { value, options }),
  }),
}));
jest.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error("NEXT_REDIRECT"), { to });
  },
}));

// SITE_URL is http://localhost in the tests (tests/support/integration-env.ts): the origin check compares with it.
const SAME_SITE = { host: "localhost", origin: "http://localhost", "sec-fetch-site": "same-origin" };
const CROSS_SITE = "Requests from another site are not allowed.";

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

type Action = (previous: AuthFormState, form: FormData) => Promise<AuthFormState>;

/**
 * Posts the form the way the browser does. A refused post redirects back to its form (`backTo`) with the state to
 * show in the flash cookie (`state`); a done one redirects onwards (`redirectedTo`).
 */
async function post(action: Action, fields: Record<string, string>, headers: Record<string, string> = SAME_SITE) {
  mockCookies.clear();
  mockRequest.headers = new Headers(headers);
  try {
    await action(null, formOf(fields));
    throw new Error("the form post answered without a redirect");
  } catch (error) {
    if (!(error instanceof Error && error.message === "NEXT_REDIRECT")) throw error;
    const to = (error as Error & { to: string }).to;
    const flash = mockCookies.get(FORM_FLASH_COOKIE);
    if (!flash) return { state: null, redirectedTo: to, backTo: null };
    const state = (JSON.parse(Buffer.from(flash.value, "base64url").toString("utf8")) as { state: AuthFormState })
      .state;
    return { state, redirectedTo: null, backTo: to, flash: flash.options };
  }
}

async function sessionCount(email: string): Promise<number> {
  const db = await getDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user ? (await db.select().from(sessions).where(eq(sessions.userId, user.id))).length : 0;
}

function expectSignedIn() {
  const session = mockCookies.get("access_token");
  expect(session?.options).toMatchObject({ httpOnly: true, sameSite: "lax", maxAge: 2592000, secure: false });
  expect(mockCookies.get("session_handoff")).toMatchObject({ value: "1", options: { sameSite: "lax" } });
  expect(mockCookies.get("session_handoff")?.options.httpOnly).toBeFalsy();
  return session?.value ?? "";
}

describe("sign-in form post", () => {
  it("sets the session cookie and its hand-over marker, then goes back where the guard came from", async () => {
    const shopper = await newShopper("form-signin");
    const out = await post(signInAction, { email: shopper.email, password: PASSWORD, next: "/account/orders" });
    expect(out.redirectedTo).toBe("/account/orders");
    const token = expectSignedIn();
    expect((await call(getProfile, "GET", "/api/v1/user/profile", { token })).status).toBe(200);
  });

  it("never redirects to another site", async () => {
    const shopper = await newShopper("form-next");
    expect(
      (await post(signInAction, { email: shopper.email, password: PASSWORD, next: "//evil.example/x" })).redirectedTo,
    ).toBe("/");
  });

  it("answers the spec's messages and keeps the email, never the password", async () => {
    const empty = await post(signInAction, { email: "", password: "" });
    expect(empty.state?.errors).toEqual({
      email: "Please enter your email address",
      password: "Please enter your password, 8 characters minimum",
    });
    const shopper = await newShopper("form-wrong");
    const wrong = await post(signInAction, { email: shopper.email, password: "not-the-password" });
    expect(wrong.state).toEqual({
      values: { email: shopper.email },
      errors: {},
      message: "The email or password you entered is incorrect.",
    });
    expect(mockCookies.has("access_token")).toBe(false);
  });

  it("refuses a post from another site, whatever it carries", async () => {
    const shopper = await newShopper("form-csrf");
    const before = await sessionCount(shopper.email);
    const crossSite: Record<string, string>[] = [
      { host: "shop.example", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { host: "shop.example", "sec-fetch-site": "cross-site" },
      { host: "shop.example", origin: "null" },
    ];
    for (const headers of crossSite) {
      const out = await post(signInAction, { email: shopper.email, password: PASSWORD }, headers);
      expect(out.state?.message).toBe(CROSS_SITE);
      expect(mockCookies.has("access_token")).toBe(false);
    }
    expect(await sessionCount(shopper.email)).toBe(before);
  });
});

describe("sign-up form post", () => {
  const valid = (email: string) => ({
    name: "Sari Dewi",
    gender: "FEMALE",
    email,
    password: PASSWORD,
    password_conf: PASSWORD,
  });

  it("creates the account, signs it in and goes home", async () => {
    const email = `form-signup.${process.pid}@example.com`;
    const out = await post(signUpAction, valid(email));
    expect(out.redirectedTo).toBe("/");
    const token = expectSignedIn();
    const profile = await call(getProfile, "GET", "/api/v1/user/profile", { token });
    expect(profile.data.profile).toMatchObject({ name: "Sari Dewi", gender: "FEMALE", email });
  });

  it("answers every spec message and keeps name, gender and email", async () => {
    const empty = await post(signUpAction, { name: "", email: "", password: "", password_conf: "" });
    expect(empty.state?.errors).toEqual({
      name: "Please enter your name",
      gender: "Please choose your gender",
      email: "Please enter your email address",
      password: "Please enter your password, 8 characters minimum",
      password_conf: "Please enter the password confirmation",
    });
    const short = await post(signUpAction, {
      ...valid("short@example.com"),
      password: "short",
      password_conf: "short",
    });
    expect(short.state?.errors.password).toBe("Password length should be at least 8 characters");
    const mismatch = await post(signUpAction, { ...valid("mismatch@example.com"), password_conf: "rahasia124" });
    expect(mismatch.state).toEqual({
      values: { name: "Sari Dewi", gender: "FEMALE", email: "mismatch@example.com" },
      errors: { password_conf: "Your password confirmation doesn't match the password" },
    });
  });

  it("tells a taken email next to the field, and refuses another site", async () => {
    const shopper = await newShopper("form-taken");
    const taken = await post(signUpAction, valid(shopper.email));
    expect(taken.state?.errors.email).toBe("An account with this email address already exists.");
    const cross = await post(signUpAction, valid(`form-cross.${process.pid}@example.com`), {
      host: "shop.example",
      origin: "https://evil.example",
    });
    expect(cross.state?.message).toBe(CROSS_SITE);
    expect(await sessionCount(`form-cross.${process.pid}@example.com`)).toBe(0);
  });
});

describe("where a refused form post goes back to", () => {
  it("its own page, keeping sign-in's `next`, and never a page of another site", async () => {
    const back = (referer: string) =>
      post(signInAction, { email: "", password: "" }, { ...SAME_SITE, referer }).then((out) => out.backTo);
    expect(await back("http://localhost/sign-in?next=%2Faccount%2Forders")).toBe("/sign-in?next=%2Faccount%2Forders");
    expect(await back("http://evil.example/sign-in?next=%2Fx")).toBe("/sign-in");
    expect(await back("http://localhost/products")).toBe("/sign-in");
    expect((await post(signUpAction, { name: "" })).backTo).toBe("/sign-up");
  });

  it("the page in the form's language (its hidden `lang` field), and a signed-in shopper goes on in it", async () => {
    const back = (referer: string) =>
      post(signInAction, { email: "", password: "", lang: "id" }, { ...SAME_SITE, referer }).then((out) => out.backTo);
    expect(await back("http://localhost/id/sign-in?next=%2Fid%2Faccount")).toBe("/id/sign-in?next=%2Fid%2Faccount");
    expect(await back("http://localhost/sign-in")).toBe("/id/sign-in");
    expect((await post(signUpAction, { name: "", lang: "fr" })).backTo).toBe("/fr/sign-up");
    expect((await post(signUpAction, { name: "", lang: "de" })).backTo).toBe("/sign-up");
    const shopper = await newShopper("form-lang");
    expect((await post(signInAction, { email: shopper.email, password: PASSWORD, lang: "id" })).redirectedTo).toBe(
      "/id",
    );
    expect(
      (await post(signInAction, { email: shopper.email, password: PASSWORD, lang: "id", next: "/id/account/orders" }))
        .redirectedTo,
    ).toBe("/id/account/orders");
  });
});

describe("forgot and reset password form posts", () => {
  it("asks for the email, then answers the same notice as the API", async () => {
    expect((await post(forgotPasswordAction, { email: "" })).state?.errors).toEqual({
      email: "Please enter your email address",
    });
    const shopper = await newShopper("form-forgot");
    const sent = await post(forgotPasswordAction, { email: shopper.email });
    expect(sent.state?.done).toBe(
      "If an account exists for this email address, we have sent it a link to reset your password.",
    );
    const cross = await post(
      forgotPasswordAction,
      { email: shopper.email },
      { host: "shop.example", "sec-fetch-site": "cross-site" },
    );
    expect(cross.state).toEqual({ values: {}, errors: {}, message: CROSS_SITE });
  });

  it("resets the password once with a valid link, with the spec's messages otherwise", async () => {
    const shopper = await newShopper("form-reset");
    const db = await getDb();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, shopper.email));
    const token = newToken();
    await db
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60_000) });

    const mismatch = await post(resetPasswordAction, {
      token,
      password: "baru-sekali-1",
      password_conf: "baru-sekali-2",
    });
    expect(mismatch.state?.errors).toEqual({ password_conf: "Your password confirmation doesn't match the password" });
    // Back to the link's own page (its Referer carries no path), the outcome kept for one minute, out of scripts' reach.
    expect(mismatch.backTo).toBe(`/reset-password?token=${encodeURIComponent(token)}`);
    expect(mismatch.flash).toMatchObject({ httpOnly: true, sameSite: "lax", maxAge: 60 });
    const cross = await post(
      resetPasswordAction,
      { token, password: "baru-sekali-1", password_conf: "baru-sekali-1" },
      { host: "shop.example", origin: "https://evil.example" },
    );
    expect(cross.state?.message).toBe(CROSS_SITE);

    const done = await post(resetPasswordAction, { token, password: "baru-sekali-1", password_conf: "baru-sekali-1" });
    expect(done.state?.done).toBe("Your password has been reset, please sign in with your new password.");
    const again = await post(resetPasswordAction, { token, password: "baru-sekali-3", password_conf: "baru-sekali-3" });
    expect(again.state?.message).toBe("This password reset link is invalid or has expired, please request a new one.");
  });
});
