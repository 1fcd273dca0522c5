/**
 * Issue #34, points 1, 3 and 12, on the production build (port 3340), PGlite or PostgreSQL (the test file's own
 * database). Each simulated client has its own address: the server trusts one proxy hop, so the last
 * `X-Forwarded-For` entry is the client, as behind compose.yaml's Caddy.
 * - Point 1: every check of an account's password (sign-in, change-password, the profile's email change) shares one
 *   budget per account, and the profile's "email taken" answer is limited like sign-up's, counted first so that
 *   parallel probes do not all get it.
 * - Point 3: 20 parallel wrong sign-ins for one email from 20 addresses are not all checked; the owner's own address
 *   still signs in during the burst.
 * - Point 12: an over-stock refusal tells the exact count only at 1-3; /dev/outbox without OUTBOX_PAGE is a 404.
 */
import { randomUUID } from "node:crypto";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";

const PORT = hardeningPort(3340);
const PASSWORD = "rahasia123";
let server: ServerHandle | null = null;
let addresses = 0;
const newClient = () => `203.0.113.${++addresses}`;

beforeAll(async () => {
  ensureBuild();
  server = await startServer(PORT, {
    TRUSTED_PROXY_HOPS: "1",
    RATE_LIMIT_SIGN_UP_TAKEN: "3/900",
    SIGN_IN_SLOWDOWN_AFTER: "2",
    SIGN_IN_SLOWDOWN_MS: "400",
    OUTBOX_PAGE: "",
  });
}, 120_000);
afterAll(() => stopServer(server));

interface Answer {
  status: number;
  message?: string;
  token?: string;
}

async function post(path: string, body: unknown, client: string, token?: string): Promise<Answer> {
  const res = await fetch(`${server!.url}/api/v1/${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": client,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: { access_token?: string }; error?: { message: string } };
  return { status: res.status, message: json.error?.message, token: json.data?.access_token };
}

async function account(client = newClient()): Promise<{ email: string; token: string; client: string }> {
  const email = `oracle-${randomUUID()}@example.com`;
  const res = await post(
    "auth/sign-up",
    { name: "Oracle", gender: "FEMALE", email, password: PASSWORD, password_conf: PASSWORD },
    client,
  );
  expect(res.status).toBe(200);
  return { email, token: res.token!, client };
}

const newEmailWith = (token: string, client: string, email: string, password: string) =>
  post("user/profile", { name: "Oracle", gender: "FEMALE", email, current_password: password }, client, token);

describe("one password budget per account (point 1)", () => {
  it("the profile form's password guesses are limited: 12 wrong ones get 5 × 400, then 429, and the right one too", async () => {
    const { token, client } = await account();
    const answers: number[] = [];
    for (let i = 0; i < 12; i++)
      answers.push((await newEmailWith(token, client, `moved-${randomUUID()}@example.com`, `wrong-guess-${i}`)).status);
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.slice(5)).toEqual(Array(7).fill(429));
    expect((await newEmailWith(token, client, `moved-${randomUUID()}@example.com`, PASSWORD)).status).toBe(429);
  });

  it("after change-password locked, the profile form refuses the right password as well", async () => {
    const { token, client } = await account();
    for (let i = 0; i < 5; i++)
      expect(
        (
          await post(
            "user/change-password",
            { old_password: `wrong-old-${i}`, new_password: "rahasia456", new_password_conf: "rahasia456" },
            client,
            token,
          )
        ).status,
      ).toBe(400);
    expect(
      (
        await post(
          "user/change-password",
          { old_password: PASSWORD, new_password: "rahasia456", new_password_conf: "rahasia456" },
          client,
          token,
        )
      ).status,
    ).toBe(429);
    expect((await newEmailWith(token, client, `moved-${randomUUID()}@example.com`, PASSWORD)).status).toBe(429);
  });

  it("wrong sign-ins use up the same budget (the owner still signs in)", async () => {
    const { email, token, client } = await account();
    for (let i = 0; i < 5; i++)
      expect((await post("auth/sign-in", { email, password: `wrong-sign-in-${i}` }, newClient())).status).toBe(401);
    expect((await newEmailWith(token, client, `moved-${randomUUID()}@example.com`, PASSWORD)).status).toBe(429);
    expect((await post("auth/sign-in", { email, password: PASSWORD }, client)).status).toBe(200);
  });

  it("'email taken' on the profile form: 3 answers per client, then 429", async () => {
    const other = await account();
    const { token, client } = await account();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await newEmailWith(token, client, other.email, PASSWORD)).status);
    expect(answers).toEqual([409, 409, 409, 429, 429, 429]);
  });

  it("'email taken' at once: 10 parallel profile changes, then 10 parallel sign-ups, from one client get at most 3 × 409, the rest 429", async () => {
    const other = await account();
    const { token, client } = await account();
    const profiles = await Promise.all(
      Array.from({ length: 10 }, () => newEmailWith(token, client, other.email, PASSWORD)),
    );
    expect(profiles.filter((a) => a.status === 409).length).toBeLessThanOrEqual(3);
    expect(profiles.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(7);
    const prober = newClient();
    const body = { name: "Prober", gender: "MALE", email: other.email, password: PASSWORD, password_conf: PASSWORD };
    const signUps = await Promise.all(Array.from({ length: 10 }, () => post("auth/sign-up", body, prober)));
    expect(signUps.filter((a) => a.status === 409).length).toBeLessThanOrEqual(3);
    expect(signUps.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(7);
  }, 60_000);
});

describe("a per-email bound at any concurrency (point 3)", () => {
  it("20 parallel wrong sign-ins from 20 addresses for a slowed email: not all checked; the owner's address signs in meanwhile", async () => {
    const { email, client: owner } = await account();
    for (let i = 0; i < 2; i++)
      expect((await post("auth/sign-in", { email, password: `wrong-first-${i}` }, newClient())).status).toBe(401);
    const burst = Array.from({ length: 20 }, (_, i) =>
      post("auth/sign-in", { email, password: `wrong-burst-${i}` }, newClient()),
    );
    const own = post("auth/sign-in", { email, password: PASSWORD }, owner);
    const answers = await Promise.all(burst);
    const checked = answers.filter((a) => a.status === 401).length;
    expect(checked).toBeLessThanOrEqual(4);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - checked);
    expect((await own).status).toBe(200);
  }, 60_000);
});

describe("small leaks (point 12)", () => {
  it("/dev/outbox without OUTBOX_PAGE answers 404", async () => {
    for (const path of ["/dev/outbox", "/id/dev/outbox", "/dev/outbox/1"])
      expect((await fetch(`${server!.url}${path}`)).status).toBe(404);
  });

  it("more units than a size has: the exact count only when 1 to 3 are left", async () => {
    const device = randomUUID();
    const refusals: string[] = [];
    for (const size of ["S", "M", "L", "XL"]) {
      const res = await post("cart", { local_device_id: device, product_detail_id: 19, size, qty: 998 }, newClient());
      if (res.status === 409) refusals.push(res.message!);
    }
    expect(refusals.length).toBeGreaterThan(0);
    for (const message of refusals) {
      const count = /Only (\d+) left/.exec(message)?.[1];
      if (count) expect(Number(count)).toBeLessThanOrEqual(3);
      else expect(message).toBe("There is not enough stock of this size for that quantity.");
    }
  });
});
