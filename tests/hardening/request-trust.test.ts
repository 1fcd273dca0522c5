/**
 * Issue #34, points 2, 7 and 8, on the production build (`next start`, port 3347), PGlite or PostgreSQL (the test
 * file's own database), with nothing in front of the server (TRUSTED_PROXY_HOPS=0):
 *
 * - point 2: a client that rotates X-Forwarded-For gets no fresh budget: its socket's address is the client, on
 *   sign-in (per address and email) and on invalid payment notifications;
 * - point 7: wrong secrets on the secret-checked endpoints (revalidate, the ops API, the stock sync) are limited per
 *   client, and past the limit even the right secret waits;
 * - point 8: the cross-site check never takes the request's Host or X-Forwarded-Host as the shop's origin, in the
 *   API and in proxy.ts (form posts); a loopback Origin equal to Host still passes in demo mode (`npm run dev`).
 */
import { randomUUID } from "node:crypto";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";
import { ask } from "../support/live-server";

const PORT = hardeningPort(3347);
const PASSWORD = "rahasia123";
const SECRET = "request-trust-revalidate-secret-0123456789";
const OPS = "request-trust-ops-token-0123456789abcdef";
const STOCK = "request-trust-stock-sync-token-0123456789";
let server: ServerHandle | null = null;
let rotation = 0;
/** A fresh, made-up X-Forwarded-For on every call: what the red team sent. */
const rotating = () => ({ "x-forwarded-for": `198.51.100.${(++rotation % 250) + 1}` });

beforeAll(async () => {
  ensureBuild();
  server = await startServer(PORT, {
    TRUSTED_PROXY_HOPS: "0",
    RATE_LIMIT_PAYMENT_INVALID: "3/600",
    SIGN_IN_SLOWDOWN_MS: "0",
    REVALIDATE_SECRET: SECRET,
    OPS_TOKEN: OPS,
    STOCK_SYNC_TOKEN: STOCK,
  });
}, 120_000);
afterAll(() => stopServer(server));

async function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; cookies: string[] }> {
  const res = await fetch(`${server!.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { status: res.status, cookies: res.headers.getSetCookie() };
}

describe("client addresses with no proxy in front (point 2)", () => {
  it("counts wrong sign-ins from rotating X-Forwarded-For as one client", async () => {
    const email = `rotate-${randomUUID()}@example.com`;
    expect(
      (
        await post("/api/v1/auth/sign-up", {
          name: "Rotate",
          gender: "FEMALE",
          email,
          password: PASSWORD,
          password_conf: PASSWORD,
        })
      ).status,
    ).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await post("/api/v1/auth/sign-in", { email, password: `salah-${i}-123` }, rotating())).status);
    // Before: 7 × 401, every guess checked. Now the sign-in limit (5 per address and email) holds.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  }, 60_000);

  it("counts invalid payment notifications from rotating X-Forwarded-For as one client", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post("/api/v1/payment/notification", { bill_no: `nope-${i}` }, rotating())).status);
    // Before: 6 × 400 (a fresh budget per made-up address). RATE_LIMIT_PAYMENT_INVALID is 3 here.
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429, 429]);
  }, 60_000);
});

describe("secret-checked endpoints (point 7)", () => {
  it("limits wrong secrets per client, on revalidate, the ops API and the stock sync together", async () => {
    const wrong = (i: number) => `wrong-secret-${i}-${"x".repeat(30)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post("/api/v1/revalidate", {}, { "x-revalidate-secret": wrong(i), ...rotating() })).status);
    for (let i = 0; i < 3; i++)
      statuses.push((await post("/api/ops", { args: ["help"] }, { authorization: `Bearer ${wrong(i)}` })).status);
    for (let i = 0; i < 3; i++)
      statuses.push((await post("/api/ops/stock", { rows: [] }, { authorization: `Bearer ${wrong(i)}` })).status);
    // Before: every guess answered 401/403, without end.
    expect(statuses.every((s) => s === 401 || s === 403)).toBe(true);
    expect((await post("/api/v1/revalidate", {}, { "x-revalidate-secret": wrong(99) })).status).toBe(429);
    expect((await post("/api/ops", { args: ["help"] }, { authorization: `Bearer ${wrong(99)}` })).status).toBe(429);
    expect((await post("/api/ops/stock", { rows: [] }, { authorization: `Bearer ${wrong(99)}` })).status).toBe(429);
    // Past the limit the right secret waits too: the guesser cannot tell.
    expect((await post("/api/v1/revalidate", {}, { "x-revalidate-secret": SECRET })).status).toBe(429);
  }, 60_000);
});

describe("the cross-site check behind a proxy (point 8)", () => {
  const host = () => `127.0.0.1:${PORT}`;
  const cart = (headers: Record<string, string>) =>
    ask(`${server!.url}/api/v1/cart`, {
      method: "POST",
      host: headers.host ?? host(),
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ local_device_id: randomUUID() }),
    });

  it("refuses a foreign Origin whatever X-Forwarded-Host or Host says", async () => {
    // Before: 400 (the write went through to validation), the foreign origin matched X-Forwarded-Host.
    expect((await cart({ origin: "https://evil.example", "x-forwarded-host": "evil.example" })).status).toBe(403);
    expect((await cart({ origin: "http://evil.example", host: "evil.example" })).status).toBe(403);
    const form = await ask(`${server!.url}/sign-in`, {
      method: "POST",
      host: host(),
      headers: {
        origin: "https://evil.example",
        "x-forwarded-host": "evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "email=a%40b.c",
    });
    expect(form.status).toBe(403);
  });

  it("still takes the shop's own origin, and in demo mode a loopback Origin equal to Host", async () => {
    expect((await cart({ origin: server!.url })).status).not.toBe(403);
    expect((await cart({ origin: `http://localhost:${PORT}`, host: `localhost:${PORT}` })).status).not.toBe(403);
  });
});
