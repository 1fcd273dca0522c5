/**
 * Live mode on real processes. A server started in live mode with unsafe settings refuses to start, naming every
 * problem at once; a complete live configuration (on PostgreSQL, with a build made for live mode) starts, serves
 * the shop without the demo notice, has no payment sandbox, outbox page or bench floor, and never seeds.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { ensureBuild, startServer, stopServer, type ServerHandle } from "../support/hardening-server";
import { databaseName, pgAdmin, withDatabase } from "../support/pg-admin";

const ROOT = process.cwd();
const PORT = Number(process.env.HARDENING_LIVE_PORT ?? 3312);
const LIVE_DIST = ".next-live";
const PG = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

const LIVE_ENV = {
  SHOP_MODE: "live",
  SITE_URL: "https://shop.example.co.id",
  PAYMENT_PROVIDER: "faspay",
  FASPAY_MERCHANT_ID: "31234",
  FASPAY_MERCHANT_NAME: "Toko Contoh",
  FASPAY_PASSWORD: "secret-from-faspay",
  SHOP_LIVE_HOST: "shop.example.co.id",
  COURIER_PROVIDER: "rajaongkir",
  RAJAONGKIR_API_KEY: "key-from-rajaongkir",
  OUTBOX_PAGE: "",
  SEED_DEMO: "",
};

/** Runs `next start` to its end (a refused start exits by itself) and returns its exit code and output. */
function startToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), "start", "-H", "127.0.0.1", "-p", String(PORT)], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production", NODE_OPTIONS: "", NEXT_TELEMETRY_DISABLED: "1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe("live mode refuses unsafe settings", () => {
  beforeAll(() => ensureBuild(), 600_000);

  it("exits naming every problem when live mode is started on the demo's defaults", async () => {
    const { code, output } = await startToExit({ SHOP_MODE: "live", DATABASE_URL: "", OUTBOX_PAGE: "1", SITE_URL: "http://shop.test" });
    expect(code).toBe(1);
    for (const problem of ["PAYMENT_PROVIDER must be faspay", "FASPAY_MERCHANT_ID is missing", "SHOP_LIVE_HOST is missing",
      "SITE_URL must be an https address", "OUTBOX_PAGE must be off", "DATABASE_URL is missing", "this build was made for demo"]) {
      expect(output).toContain(problem);
    }
  }, 90_000);

  it("exits on a malformed setting in demo mode too", async () => {
    const { code, output } = await startToExit({ SMTP_URL: "http://mail.test" });
    expect(code).toBe(1);
    expect(output).toContain("SMTP_URL must be an smtp:// or smtps:// address");
  }, 90_000);
});

describe("a complete live configuration", () => {
  const db = `${databaseName(PG)}_sf_live`;
  let server: ServerHandle | null = null;

  beforeAll(async () => {
    if (!existsSync(path.join(ROOT, LIVE_DIST, "BUILD_ID"))) {
      const built = spawnSync(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), "build"], {
        cwd: ROOT, stdio: "inherit", env: { ...process.env, NODE_ENV: "production", NODE_OPTIONS: "", SHOP_MODE: "live", NEXT_DIST_DIR: LIVE_DIST },
      });
      if (built.status !== 0) throw new Error("the live build failed");
    }
    await pgAdmin(PG, [`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`, `CREATE DATABASE "${db}"`]);
    server = await startServer(PORT, { ...LIVE_ENV, NEXT_DIST_DIR: LIVE_DIST, DATABASE_URL: withDatabase(PG, db) });
  }, 600_000);
  afterAll(async () => {
    await stopServer(server);
    await pgAdmin(PG, [`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`]);
  });

  it("starts and serves the shop without the demo notice, and without the demo data", async () => {
    const home = await fetch(`${server!.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).not.toContain('class="demo-notice"');
    const products = (await (await fetch(`${server!.url}/api/v1/products?page=1&limit=8`)).json()) as { data: { products: unknown[] } };
    expect(products.data.products).toEqual([]);
  });

  it.each(["/payment-sandbox", "/dev/outbox", "/bench-floor"])("has no %s", async (page) => {
    expect((await fetch(`${server!.url}${page}`)).status).toBe(404);
  });

  it("refuses a sandbox payment post", async () => {
    expect((await fetch(`${server!.url}/payment-sandbox/complete`, { method: "POST" })).status).toBe(404);
  });
});
