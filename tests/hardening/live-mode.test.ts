/**
 * Live mode on real processes. A server started in live mode with unsafe settings refuses to start, naming every
 * problem at once; a complete live configuration (on PostgreSQL, with a standalone build made for live mode, started
 * the way the Dockerfile starts it) serves the shop without the demo notice, has no payment sandbox, outbox page or
 * bench floor, and never seeds. It serves pages only on SITE_URL's host: a request on any other host is redirected
 * there (308), except the load balancer's probes (lib/server/http/site-host.ts).
 */
import path from "node:path";
import { ensureBuild, hardeningPort, stopServer, type ServerHandle } from "../support/hardening-server";
import { ask, buildLiveStandalone, runToExit, startStandalone } from "../support/live-server";
import { databaseName, pgAdmin, withDatabase } from "../support/pg-admin";
import { LIVE_ENV } from "../support/live-env";

const ROOT = process.cwd();
const PORT = hardeningPort(Number(process.env.HARDENING_LIVE_PORT ?? 3312));
const PG = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

/** Runs `next start` to its end (a refused start exits by itself) and returns its exit code and output. */
const startToExit = (env: Record<string, string>) =>
  runToExit(
    [path.join(ROOT, "node_modules/next/dist/bin/next"), "start", "-H", "127.0.0.1", "-p", String(PORT)],
    ROOT,
    env,
  );

describe("live mode refuses unsafe settings", () => {
  beforeAll(() => ensureBuild(), 600_000);

  it("exits naming every problem when live mode is started on the demo's defaults", async () => {
    const { code, output } = await startToExit({
      SHOP_MODE: "live",
      DATABASE_URL: "",
      OUTBOX_PAGE: "1",
      SITE_URL: "http://shop.test",
      TRUSTED_PROXY_HOPS: "0",
    });
    expect(code).toBe(1);
    for (const problem of [
      "PAYMENT_PROVIDER must be a real payment provider",
      "SITE_URL must be an https address",
      "OUTBOX_PAGE must be off",
      "TRUSTED_PROXY_HOPS must be 1 or more",
      "SMTP_URL is missing",
      "DATABASE_URL is missing",
      "this build was made for demo",
    ]) {
      expect(output).toContain(problem);
    }
  }, 90_000);

  it("exits on a malformed setting in demo mode too", async () => {
    const { code, output } = await startToExit({ SMTP_URL: "http://mail.test" });
    expect(code).toBe(1);
    expect(output).toContain("SMTP_URL must be an smtp:// or smtps:// address");
  }, 90_000);
});

describe("a complete live configuration, on the standalone server", () => {
  const db = `${databaseName(PG)}_sf_live`;
  let server: ServerHandle | null = null;

  beforeAll(async () => {
    const dir = buildLiveStandalone();
    await pgAdmin(PG, [`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`, `CREATE DATABASE "${db}"`]);
    server = await startStandalone(dir, PORT, { ...LIVE_ENV, DATABASE_URL: withDatabase(PG, db) });
  }, 600_000);
  afterAll(async () => {
    await stopServer(server);
    await pgAdmin(PG, [`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`]);
  });

  it("starts, applies the migrations, and serves the shop without the demo notice or the demo data", async () => {
    const home = await ask(`${server!.url}/`);
    expect(home.status).toBe(200);
    expect(home.text).not.toContain('class="demo-notice"');
    const products = JSON.parse((await ask(`${server!.url}/api/v1/products?page=1&limit=8`)).text) as {
      data: { products: unknown[] };
    };
    expect(products.data.products).toEqual([]);
    for (const page of ["/products", "/stores", "/faq", "/sign-in", "/cart"]) {
      expect([page, (await ask(`${server!.url}${page}`)).status]).toEqual([page, 200]);
    }
    expect((await ask(`${server!.url}/_next/static/not-there.js`)).status).toBe(404);
  });

  it("sends a request on any other host to SITE_URL's host before a page renders (308, same path and query)", async () => {
    for (const host of [`127.0.0.1:${PORT}`, "10.0.0.7:3000", "www.shop.example.co.id"]) {
      for (const page of ["/", "/checkout", "/id/products?search=crop%20top&page=2"]) {
        const res = await ask(`${server!.url}${page}`, { host });
        const to = new URL(res.location || "/", "http://nowhere.test");
        const asked = new URL(page, LIVE_ENV.SITE_URL);
        expect([host, page, res.status, to.origin, to.pathname, [...to.searchParams]]).toEqual([
          host,
          page,
          308,
          LIVE_ENV.SITE_URL,
          asked.pathname,
          [...asked.searchParams],
        ]);
      }
    }
  });

  it("answers the load balancer's probes on the instance's own address", async () => {
    for (const probe of ["/api/health", "/api/ready", "/api/v1/health"]) {
      expect([probe, (await ask(`${server!.url}${probe}`, { host: `127.0.0.1:${PORT}` })).status]).toEqual([
        probe,
        200,
      ]);
    }
  });

  it.each(["/payment-sandbox", "/dev/outbox", "/bench-floor"])("has no %s", async (page) => {
    expect((await ask(`${server!.url}${page}`)).status).toBe(404);
  });

  it("refuses a sandbox payment post", async () => {
    expect((await ask(`${server!.url}/payment-sandbox/complete`, { method: "POST" })).status).toBe(404);
  });
});
