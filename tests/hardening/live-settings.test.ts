/**
 * Issue #34, points 7 and 8 (and 2 on the standalone server), on the deploy's live standalone server (port 3348),
 * built with SITE_URL only, as the red team built it (no NEXT_PUBLIC_SITE_URL), on PostgreSQL:
 *
 * - point 7: blank values and short secrets stop a live start; the public address baked into the build (canonical,
 *   Open Graph, sitemap, robots) is SITE_URL's;
 * - point 8: the session cookie is Secure even when a request reaches the server over plain http with no
 *   X-Forwarded-Proto, and the cross-site check never takes X-Forwarded-Host (or Host) as the shop's origin;
 * - point 2: behind the one trusted proxy, what a client writes left of the proxy's entry is not its address, and a
 *   request with no X-Forwarded-For (straight to the server) is keyed on its socket, not unknown;
 * - issue #47, point 1: .env.example's placeholders, a repetitive secret and a sandbox base stop a live start.
 */
import { randomUUID } from "node:crypto";
import { hardeningPort, stopServer, type ServerHandle } from "../support/hardening-server";
import { ask, buildLiveStandalone, LIVE_SITE_URL, runToExit, startStandalone } from "../support/live-server";
import { databaseName, pgAdmin, withDatabase } from "../support/pg-admin";
import { LIVE_ENV as SHARED_LIVE_ENV } from "../support/live-env";
import { readEnvExample } from "../support/deploy-files";

const PORT = hardeningPort(3348);
const PG = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const DB = `${databaseName(PG)}_sf_live_settings`;
const PASSWORD = "rahasia-kuat-123";

const LIVE_ENV: Record<string, string> = {
  ...SHARED_LIVE_ENV,
  DATABASE_URL: withDatabase(PG, DB),
  REVALIDATE_SECRET: "live-settings-revalidate-secret-0123456789",
  RATE_LIMIT_SIGN_IN: "3/900",
};

/** Starts the standalone server to its end (a refused start exits by itself): its exit code and output. */
const startToExit = (dir: string, env: Record<string, string>) =>
  runToExit(["server.js"], dir, { PORT: String(PORT), HOSTNAME: "127.0.0.1", ...env });

let dir = "";
let server: ServerHandle | null = null;

beforeAll(async () => {
  dir = buildLiveStandalone();
  await pgAdmin(PG, [`DROP DATABASE IF EXISTS "${DB}" WITH (FORCE)`, `CREATE DATABASE "${DB}"`]);
}, 900_000);
afterAll(async () => {
  await stopServer(server);
  await pgAdmin(PG, [`DROP DATABASE IF EXISTS "${DB}" WITH (FORCE)`]);
});

describe("live settings that must not start (point 7)", () => {
  it("exits naming blank values and short secrets", async () => {
    const { code, output } = await startToExit(dir, {
      ...LIVE_ENV,
      FASPAY_MERCHANT_NAME: " ",
      REVALIDATE_SECRET: "x",
      OPS_TOKEN: "short-ops-token",
    });
    expect(code).toBe(1);
    for (const problem of [
      "FASPAY_MERCHANT_NAME is blank",
      "REVALIDATE_SECRET must be at least 32 characters",
      "OPS_TOKEN must be at least 32 characters",
    ]) {
      expect(output).toContain(problem);
    }
  }, 90_000);
});

// Issue #47, point 1: a live server with .env.example's Faspay password and merchant answered ready, and a
// notification signed with that published password turned an order PAID.
describe("live settings that must not start (issue #47, point 1)", () => {
  it("exits naming .env.example's placeholders, a repetitive secret and a sandbox base", async () => {
    const example = readEnvExample();
    const { code, output } = await startToExit(dir, {
      ...LIVE_ENV,
      FASPAY_PASSWORD: example.FASPAY_PASSWORD!,
      FASPAY_MERCHANT_ID: example.FASPAY_MERCHANT_ID!,
      REVALIDATE_SECRET: "a".repeat(32),
      FASPAY_BASE_URL: "https://XPRESS-SANDBOX.faspay.co.id.",
    });
    expect(code).toBe(1);
    for (const problem of [
      "FASPAY_PASSWORD holds a placeholder of .env.example",
      "FASPAY_MERCHANT_ID 00000 is no merchant code",
      "REVALIDATE_SECRET must have at least 8 different characters",
      "FASPAY_BASE_URL is a sandbox (xpress-sandbox.faspay.co.id)",
    ]) {
      expect(output).toContain(problem);
    }
  }, 90_000);
});

describe("a live server built with SITE_URL only", () => {
  beforeAll(async () => {
    server = await startStandalone(dir, PORT, LIVE_ENV);
  }, 120_000);

  it("says SITE_URL in the canonical, Open Graph, sitemap and robots addresses (point 7)", async () => {
    const home = await ask(`${server!.url}/`, { headers: { "x-forwarded-proto": "https" } });
    expect(home.status).toBe(200);
    expect(home.text).toContain(`<link rel="canonical" href="${LIVE_SITE_URL}`);
    expect(home.text).toMatch(new RegExp(`<meta property="og:url" content="${LIVE_SITE_URL}`));
    const robots = await ask(`${server!.url}/robots.txt`);
    expect(robots.text).toContain(`${LIVE_SITE_URL}/sitemap.xml`);
    const sitemap = await ask(`${server!.url}/sitemap.xml`);
    expect(sitemap.text).toContain(`<loc>${LIVE_SITE_URL}`);
    for (const text of [home.text, robots.text, sitemap.text]) expect(text).not.toContain("localhost:3000");
  });

  it("sets the session cookie Secure over plain http with no X-Forwarded-Proto (point 8)", async () => {
    const email = `secure-${randomUUID()}@example.com`;
    const signedUp = await ask(`${server!.url}/api/v1/auth/sign-up`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: LIVE_SITE_URL, "x-forwarded-for": "203.0.113.21" },
      body: JSON.stringify({ name: "Sari Dewi", gender: "FEMALE", email, password: PASSWORD, password_conf: PASSWORD }),
    });
    expect(signedUp.status).toBe(200);
    const session = signedUp.setCookies.find((c) => c.startsWith("access_token="));
    expect(session).toMatch(/; Secure/i);
  });

  it("refuses a foreign Origin whatever X-Forwarded-Host says (point 8)", async () => {
    const cart = (headers: Record<string, string>) =>
      ask(`${server!.url}/api/v1/cart`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-proto": "https",
          "x-forwarded-for": "203.0.113.22",
          ...headers,
        },
        body: JSON.stringify({ local_device_id: randomUUID() }),
      });
    expect((await cart({ origin: "https://evil.example", "x-forwarded-host": "evil.example" })).status).toBe(403);
    expect((await cart({ origin: `http://127.0.0.1:${PORT}`, "x-forwarded-host": `127.0.0.1:${PORT}` })).status).toBe(
      403,
    );
    expect((await cart({ origin: LIVE_SITE_URL })).status).not.toBe(403);
  });

  it("keys a client on the proxy's entry, never on what it wrote to the left (point 2)", async () => {
    const email = `hops-${randomUUID()}@example.com`;
    const up = await ask(`${server!.url}/api/v1/auth/sign-up`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: LIVE_SITE_URL, "x-forwarded-for": "203.0.113.30" },
      body: JSON.stringify({ name: "Hops", gender: "FEMALE", email, password: PASSWORD, password_conf: PASSWORD }),
    });
    expect(up.status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await ask(`${server!.url}/api/v1/auth/sign-in`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: LIVE_SITE_URL,
          "x-forwarded-for": `198.51.100.${i + 1}, 203.0.113.31`,
        },
        body: JSON.stringify({ email, password: `salah-${i}-123456` }),
      });
      statuses.push(res.status);
    }
    // RATE_LIMIT_SIGN_IN is 3 here: the rotating left part changes nothing.
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  }, 60_000);
});
