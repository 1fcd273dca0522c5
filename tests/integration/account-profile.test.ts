import { eq } from "drizzle-orm";
import { POST as signIn } from "@/app/api/v1/auth/sign-in/route";
import { POST as newsletter } from "@/app/api/v1/newsletter/route";
import { POST as changePassword } from "@/app/api/v1/user/change-password/route";
import { POST as subscribe } from "@/app/api/v1/user/newsletter/subscribe/route";
import { POST as unsubscribe } from "@/app/api/v1/user/newsletter/unsubscribe/route";
import { GET as getProfile, POST as postProfile } from "@/app/api/v1/user/profile/route";
import { getDb } from "@/lib/db";
import { newsletterSubscriptions } from "@/lib/db/schema";
import { call } from "../support/http";
import { PASSWORD, newShopper } from "./account-helpers";

const EXPIRED = "Your session has been expired, please sign in again to shop.";

const profileOf = (token: string) => call(getProfile, "GET", "/api/v1/user/profile", { token });

describe("user/profile", () => {
  it("GET answers the shopper's own profile and newsletter flag", async () => {
    const shopper = await newShopper("profile");
    const res = await profileOf(shopper.token);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      profile: { name: expect.any(String), email: shopper.email, gender: "FEMALE" },
      newsletter_subscription: false,
    });
  });

  it("each shopper reads only their own profile", async () => {
    const a = await newShopper("own-a");
    const b = await newShopper("own-b");
    expect(((await profileOf(a.token)).data.profile as { email: string }).email).toBe(a.email);
    expect(((await profileOf(b.token)).data.profile as { email: string }).email).toBe(b.email);
  });

  it("POST updates name, gender and email with the spec's message", async () => {
    const shopper = await newShopper("update");
    const res = await call(postProfile, "POST", "/api/v1/user/profile", {
      token: shopper.token,
      body: { name: "Budi Santoso", gender: "MALE", email: "Budi.Baru@Example.com", current_password: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.data.message).toBe("Your profile have been successfully updated.");
    expect((await profileOf(shopper.token)).data.profile).toEqual({
      name: "Budi Santoso",
      gender: "MALE",
      email: "budi.baru@example.com",
    });
  });

  it("refuses an email taken by another account with 409", async () => {
    const a = await newShopper("taken-a");
    const b = await newShopper("taken-b");
    const res = await call(postProfile, "POST", "/api/v1/user/profile", {
      token: b.token,
      body: { name: "B", gender: "MALE", email: a.email },
    });
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe("This email address is already used by another account.");
  });

  it.each([
    [{ name: "" }, "Please enter your name"],
    [{ gender: "" }, "Please choose your gender"],
    [{ email: "" }, "Please enter your email address"],
  ])("answers 400 with the spec's message for %j", async (change, message) => {
    const shopper = await newShopper("profile-bad");
    const res = await call(postProfile, "POST", "/api/v1/user/profile", {
      token: shopper.token,
      body: { name: "N", gender: "MALE", email: shopper.email, ...change },
    });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(message);
  });

  it("needs a valid session for both calls", async () => {
    expect((await call(getProfile, "GET", "/api/v1/user/profile", { token: "wrong" })).error?.message).toBe(EXPIRED);
    const res = await call(postProfile, "POST", "/api/v1/user/profile", {
      token: "wrong",
      body: { name: "N", gender: "MALE", email: "n@example.com" },
    });
    expect(res.status).toBe(401);
  });
});

describe("newsletter", () => {
  it("subscribe and unsubscribe toggle the profile's flag", async () => {
    const shopper = await newShopper("news");
    const on = await call(subscribe, "POST", "/api/v1/user/newsletter/subscribe", { token: shopper.token });
    expect(on.data.message).toBe("You have subscribed to our newsletter.");
    expect((await profileOf(shopper.token)).data.newsletter_subscription).toBe(true);
    const off = await call(unsubscribe, "POST", "/api/v1/user/newsletter/unsubscribe", { token: shopper.token });
    expect(off.data.message).toBe("You have unsubscribed from our newsletter.");
    expect((await profileOf(shopper.token)).data.newsletter_subscription).toBe(false);
  });

  it("needs a session", async () => {
    expect((await call(subscribe, "POST", "/api/v1/user/newsletter/subscribe", { token: "wrong" })).status).toBe(401);
    expect((await call(unsubscribe, "POST", "/api/v1/user/newsletter/unsubscribe")).status).toBe(401);
  });

  it("follows the shopper to a new email", async () => {
    const shopper = await newShopper("news-move");
    await call(subscribe, "POST", "/api/v1/user/newsletter/subscribe", { token: shopper.token });
    await call(postProfile, "POST", "/api/v1/user/profile", {
      token: shopper.token,
      body: { name: "N", gender: "MALE", email: "moved@example.com", current_password: PASSWORD },
    });
    expect((await profileOf(shopper.token)).data.newsletter_subscription).toBe(true);
  });

  it("the home box stores the email once, answers that a confirmation was mailed and validates the email", async () => {
    const body = { email: "Home.Box@example.com" };
    const first = await call(newsletter, "POST", "/api/v1/newsletter", { body });
    const second = await call(newsletter, "POST", "/api/v1/newsletter", { body });
    expect(first.data).toEqual({
      message: "Thank you! Please confirm your subscription with the link we have sent to your email address.",
    });
    expect(second.status).toBe(200);
    const db = await getDb();
    expect(
      await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, "home.box@example.com")),
    ).toHaveLength(1);
    expect((await call(newsletter, "POST", "/api/v1/newsletter", { body: { email: "" } })).error?.message).toBe(
      "Please enter your email address",
    );
    expect(
      (await call(newsletter, "POST", "/api/v1/newsletter", { body: { email: "not-an-email" } })).error?.message,
    ).toBe("Please enter a valid email address");
  });
});

describe("POST user/change-password", () => {
  const post = (token: string, body: Record<string, unknown>) =>
    call(changePassword, "POST", "/api/v1/user/change-password", { token, body });
  const good = { old_password: PASSWORD, new_password: "ganti-baru-1", new_password_conf: "ganti-baru-1" };

  it("changes the password, keeps this session and ends the others", async () => {
    const shopper = await newShopper("chpw");
    const other = await call(signIn, "POST", "/api/v1/auth/sign-in", {
      body: { email: shopper.email, password: PASSWORD },
    });
    const res = await post(shopper.token, good);
    expect(res.status).toBe(200);
    expect(res.data.message).toBe("Your password has been successfully changed.");
    expect((await profileOf(shopper.token)).status).toBe(200);
    expect((await profileOf(other.data.access_token as string)).status).toBe(401);
    expect(
      (await call(signIn, "POST", "/api/v1/auth/sign-in", { body: { email: shopper.email, password: "ganti-baru-1" } }))
        .status,
    ).toBe(200);
  });

  it("refuses a wrong old password", async () => {
    const shopper = await newShopper("chpw-wrong");
    const res = await post(shopper.token, { ...good, old_password: "not-my-password" });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe("Your old password is not correct.");
  });

  it.each([
    [{ old_password: "" }, "Please enter the old password"],
    [{ new_password: "" }, "Please enter the new password"],
    [{ new_password_conf: "" }, "Please enter the new password confirmation"],
    [{ new_password_conf: "something-else" }, "New password doesn't match the confirmation."],
    [{ new_password: "short", new_password_conf: "short" }, "Password length should be at least 8 characters"],
  ])("answers 400 with the spec's message for %j", async (change, message) => {
    const shopper = await newShopper("chpw-bad");
    const res = await post(shopper.token, { ...good, ...change });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(message);
  });

  it("needs a session", async () => {
    expect((await post("wrong", good)).status).toBe(401);
  });
});
