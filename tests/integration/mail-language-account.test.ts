import { desc, eq } from "drizzle-orm";
import { POST as forgot } from "@/app/api/v1/auth/forgot-password/route";
import { POST as signIn } from "@/app/api/v1/auth/sign-in/route";
import { POST as signUp } from "@/app/api/v1/auth/sign-up/route";
import { POST as saveProfile } from "@/app/api/v1/user/profile/route";
import { getDb } from "@/lib/db";
import { mailOutbox, users } from "@/lib/db/schema";
import { call } from "../support/http";

const PASSWORD = "rahasia123";
const cookie = (lang: string) => ({ cookie: `lang=${lang}` });
let counter = 0;

async function accountLang(email: string) {
  const db = await getDb();
  return (await db.select({ lang: users.lang }).from(users).where(eq(users.email, email)))[0]?.lang;
}

async function signUpWith(headers: Record<string, string>, name = "Dewi Lestari") {
  counter += 1;
  const email = `lang${counter}.${process.pid}@example.com`;
  const res = await call(signUp, "POST", "/api/v1/auth/sign-up", {
    body: { name, gender: "FEMALE", email, password: PASSWORD, password_conf: PASSWORD },
    headers,
  });
  expect(res.status).toBe(200);
  return { email, name, token: res.data.access_token as string };
}

/** Asks for a reset link (no cookie: the mail follows the account, not the request) and answers its mail. */
async function resetMail(email: string) {
  expect((await call(forgot, "POST", "/api/v1/auth/forgot-password", { body: { email } })).status).toBe(200);
  const db = await getDb();
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  expect(mail?.kind).toBe("PASSWORD_RESET");
  return mail!;
}

/** The reset link opens the reset page in the account's language: /reset-password in English, /id/reset-password … */
const LINK = /http:\/\/localhost(?:\/(?:fr|id))?\/reset-password\?token=[A-Za-z0-9_%-]+/;

describe("the account's language and its password reset mail", () => {
  it("sign-up in Indonesian keeps 'id'; the reset mail is Indonesian, in text and in escaped HTML with the link", async () => {
    const who = await signUpWith(cookie("id"), "Dewi <i>Lestari</i>");
    expect(await accountLang(who.email)).toBe("id");
    const mail = await resetMail(who.email);
    expect(mail.subject).toBe("Atur ulang kata sandi Anda");
    expect(mail.textBody).toMatch(
      /^Halo Dewi <i>Lestari<\/i>,\n\nKami menerima permintaan untuk mengatur ulang kata sandi akun Anda\./,
    );
    const link = LINK.exec(mail.textBody)![0];
    expect(new URL(link).pathname).toBe("/id/reset-password");
    expect(mail.textBody).toContain("Tautan ini hanya berlaku sekali.");
    const html = mail.htmlBody!;
    expect(html).toContain('<html lang="id">');
    expect(html).toContain("Halo Dewi &lt;i&gt;Lestari&lt;/i&gt;,");
    expect(html).not.toContain("<i>Lestari");
    expect(html).toContain(`<a href="${link}"`);
    expect(html).toContain("Pilih kata sandi baru");
  });

  it("sign-in and profile save keep the request's language; a request without one changes nothing", async () => {
    const who = await signUpWith({});
    expect(await accountLang(who.email)).toBe("en");
    expect(
      (
        await call(signIn, "POST", "/api/v1/auth/sign-in", {
          body: { email: who.email, password: PASSWORD },
          headers: cookie("fr"),
        })
      ).status,
    ).toBe(200);
    expect(await accountLang(who.email)).toBe("fr");
    const french = await resetMail(who.email);
    expect(french.subject).toBe("Réinitialisez votre mot de passe");
    expect(french.textBody).toMatch(/^Bonjour Dewi Lestari,\n\nNous avons reçu une demande/);
    expect(french.htmlBody).toContain('<html lang="fr">');
    expect(new URL(LINK.exec(french.textBody)![0]).pathname).toBe("/fr/reset-password");

    expect(
      (await call(signIn, "POST", "/api/v1/auth/sign-in", { body: { email: who.email, password: PASSWORD } })).status,
    ).toBe(200);
    expect(
      (
        await call(signIn, "POST", "/api/v1/auth/sign-in", {
          body: { email: who.email, password: PASSWORD },
          headers: cookie("xx"),
        })
      ).status,
    ).toBe(200);
    expect(await accountLang(who.email)).toBe("fr");

    const profile = { name: "Dewi Lestari", gender: "FEMALE", email: who.email };
    expect(
      (
        await call(saveProfile, "POST", "/api/v1/user/profile", {
          body: profile,
          token: who.token,
          headers: cookie("id"),
        })
      ).status,
    ).toBe(200);
    expect(await accountLang(who.email)).toBe("id");
    expect((await call(saveProfile, "POST", "/api/v1/user/profile", { body: profile, token: who.token })).status).toBe(
      200,
    );
    expect(await accountLang(who.email)).toBe("id");
  });

  it("an English account's reset mail is exactly the text it always was", async () => {
    const who = await signUpWith(cookie("en"));
    const mail = await resetMail(who.email);
    expect(mail.subject).toBe("Reset your password");
    const link = LINK.exec(mail.textBody)![0];
    expect(mail.textBody).toBe(
      [
        `Hello ${who.name},`,
        "",
        "We received a request to reset the password of your account. Open this link within one hour to choose a new password:",
        "",
        link,
        "",
        "The link works once. If you did not ask for it, ignore this mail: your password stays as it is.",
      ].join("\n"),
    );
    expect(mail.htmlBody).toContain('<html lang="en">');
  });
});
