/**
 * Sign-in under attack (issue #21, points 3, 4, 5, 6, 11), through the real route handlers, on PGlite and on
 * PostgreSQL. Each simulated client has its own address (`X-Forwarded-For`'s last entry: the tests play the one
 * trusted proxy, TRUSTED_PROXY_HOPS=1 in tests/support/integration-env.ts).
 */
import { POST as changePassword } from "@/app/api/v1/user/change-password/route";
import { POST as signIn } from "@/app/api/v1/auth/sign-in/route";
import { POST as signUp } from "@/app/api/v1/auth/sign-up/route";
import { POST as postProfile } from "@/app/api/v1/user/profile/route";
import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import { AUTH_MSG } from "@/lib/domain/auth/messages";
import { hashingStats } from "@/lib/server/auth/password";
import { call } from "../support/http";

// Limits small enough to reach in a test; the email-alone slow-down long enough to measure.
process.env.RATE_LIMIT_SIGN_IN_FAILURES = "12/900";
process.env.RATE_LIMIT_SIGN_UP_TAKEN = "3/900";
process.env.SIGN_IN_SLOWDOWN_AFTER = "5";
process.env.SIGN_IN_SLOWDOWN_MS = "1500";

const PASSWORD = "rahasia123";
let serial = 0;
let addresses = 0;
const newClient = () => `198.51.100.${++addresses}`;

async function account(): Promise<{ email: string; token: string }> {
  serial += 1;
  const email = `abuse-${serial}-${process.pid}@example.com`;
  const res = await call(signUp, "POST", "/api/v1/auth/sign-up", {
    body: { name: `Abuse ${serial}`, gender: "FEMALE", email, password: PASSWORD, password_conf: PASSWORD },
    headers: { "x-forwarded-for": newClient() },
  });
  expect(res.status).toBe(200);
  return { email, token: res.data.access_token as string };
}

const attempt = (client: string, email: string, password: string) =>
  call(signIn, "POST", "/api/v1/auth/sign-in", { body: { email, password }, headers: { "x-forwarded-for": client } });

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - started };
}

describe("sign-in throttle under a burst (point 3)", () => {
  it("40 attempts at once for one account from one client: at most 5 passwords checked, the rest 429", async () => {
    const { email } = await account();
    const client = newClient();
    const before = hashingStats().verified;
    const passwords = Array.from({ length: 40 }, (_, i) => (i === 20 ? PASSWORD : `wrong-pass-${i}`));
    const answers = await Promise.all(passwords.map((password) => attempt(client, email, password)));
    const checked = hashingStats().verified - before;
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(40 - checked);
    for (const a of answers.filter((x) => x.status === 429)) expect(a.error?.message).toBe(AUTH_MSG.throttled);
    // A success among them gave back its own point only: the client is still locked for this email.
    expect((await attempt(client, email, "wrong-again")).status).toBe(429);
  });

  it("answers the lock with Retry-After", async () => {
    const { email } = await account();
    const client = newClient();
    for (let i = 0; i < 5; i++) expect((await attempt(client, email, "wrong-password")).status).toBe(401);
    const res = await signIn(
      new Request("http://localhost/api/v1/auth/sign-in", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": client },
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
    );
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(800);
  });
});

describe("no lockout by a stranger (point 4)", () => {
  it("a stranger's wrong passwords lock the stranger, not the owner on their own device, again and again", async () => {
    const { email } = await account();
    const owner = newClient();
    for (let round = 0; round < 2; round++) {
      const stranger = newClient();
      for (let i = 0; i < 5; i++) expect((await attempt(stranger, email, "guess-guess")).status).toBe(401);
      const locked = await attempt(stranger, email, PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.error?.message).toBe(AUTH_MSG.throttled);
      // The owner signs in: slowed down (the email alone has 5 recent failures), never refused.
      const signedIn = await timed(() => attempt(owner, email, PASSWORD));
      expect(signedIn.value.status).toBe(200);
      expect(signedIn.ms).toBeGreaterThanOrEqual(1400);
    }
  });

  it("the email alone is slowed down: past 5 recent failures each attempt waits, whichever client sends it", async () => {
    const { email } = await account();
    const fresh = await timed(() => attempt(newClient(), email, "wrong-fresh"));
    expect(fresh.value.status).toBe(401);
    for (let i = 0; i < 4; i++) expect((await attempt(newClient(), email, "wrong-spread")).status).toBe(401);
    const slowed = await timed(() => attempt(newClient(), email, "wrong-slowed"));
    expect(slowed.value.status).toBe(401);
    expect(slowed.ms).toBeGreaterThanOrEqual(1400);
    expect(slowed.ms - fresh.ms).toBeGreaterThan(1000);
  });
});

describe("unknown emails count toward the client's limit (point 5)", () => {
  it("after 12 failed sign-ins with unknown emails the client is refused before any password is checked", async () => {
    const client = newClient();
    for (let i = 0; i < 12; i++)
      expect((await attempt(client, `nobody-${i}-${process.pid}@example.com`, "whatever1")).status).toBe(401);
    const before = hashingStats().verified;
    const refused = await attempt(client, `nobody-last-${process.pid}@example.com`, "whatever1");
    expect(refused.status).toBe(429);
    expect(hashingStats().verified).toBe(before);
    // Another client is not affected.
    const { email } = await account();
    expect((await attempt(newClient(), email, PASSWORD)).status).toBe(200);
  });
});

describe("change-password and sign-up answers are limited (points 6 and 11)", () => {
  it("wrong old passwords: 5 per account, counted before checking, even 20 at once", async () => {
    const { token } = await account();
    const before = hashingStats().verified;
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(changePassword, "POST", "/api/v1/user/change-password", {
          token,
          body: { old_password: `wrong-old-${i}`, new_password: "rahasia456", new_password_conf: "rahasia456" },
        }),
      ),
    );
    expect(hashingStats().verified - before).toBeLessThanOrEqual(5);
    expect(tries.filter((t) => t.status === 400)).toHaveLength(5);
    expect(tries.filter((t) => t.status === 429)).toHaveLength(15);
    expect(tries.find((t) => t.status === 429)?.error?.message).toBe(LIMIT_MSG.tooMany);
  });

  it("sign-up's 'already exists' answer: 3 per client, then 429; another client still signs up", async () => {
    const { email } = await account();
    const client = newClient();
    const body = { name: "Again", gender: "MALE", email, password: PASSWORD, password_conf: PASSWORD };
    for (let i = 0; i < 3; i++)
      expect(
        (await call(signUp, "POST", "/api/v1/auth/sign-up", { body, headers: { "x-forwarded-for": client } })).status,
      ).toBe(409);
    const refused = await call(signUp, "POST", "/api/v1/auth/sign-up", {
      body,
      headers: { "x-forwarded-for": client },
    });
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe(LIMIT_MSG.tooMany);
    await account();
  });

  // Counted first, atomically (lib/server/auth/limits.ts): before, every parallel probe passed the check before any
  // was counted, and all 10 got 409.
  it("'already exists' at once: 10 parallel sign-ups from one client get at most 3 × 409, the rest 429", async () => {
    const { email } = await account();
    const body = { name: "Again", gender: "MALE", email, password: PASSWORD, password_conf: PASSWORD };
    const signUps = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(signUp, "POST", "/api/v1/auth/sign-up", { body, headers: { "x-forwarded-for": "192.0.2.10" } }),
      ),
    );
    expect(signUps.filter((a) => a.status === 409).length).toBeLessThanOrEqual(3);
    expect(signUps.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(7);
  });

  it("'already used by another account' at once: 10 parallel profile changes get at most 3 × 409, the rest 429", async () => {
    const { email } = await account();
    const { token } = await account();
    const profiles = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(postProfile, "POST", "/api/v1/user/profile", {
          token,
          body: { name: "Prober", gender: "MALE", email, current_password: PASSWORD },
          headers: { "x-forwarded-for": "192.0.2.11" },
        }),
      ),
    );
    expect(profiles.filter((a) => a.status === 409).length).toBeLessThanOrEqual(3);
    expect(profiles.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(7);
  });
});
