/**
 * The service worker on the deploy's server (issue #45, point 9): the live standalone build, laid out as README's
 * "Deploy" lays it out without Docker (`.next/static` and `public` copied beside `server.js`) and started with
 * `node server.js` on PostgreSQL, serves /serwist/sw.js as a static file of the build, with its precache list, and a
 * phone's browser behind the front proxy installs it and opens the shop offline (docs/adr/0009-offline.md).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { hardeningPort, stopServer, type ServerHandle } from "../support/hardening-server";
import { ask, buildLiveStandalone, LIVE_DIST, startFrontProxy, startStandalone } from "../support/live-server";
import { databaseName, pgAdmin, withDatabase } from "../support/pg-admin";
import { openShopBrowser, openWithWorker, type ShopBrowser } from "../support/shop-browser";
import { LIVE_ENV as SHARED_LIVE_ENV } from "../support/live-env";

const PORT = hardeningPort(Number(process.env.HARDENING_WORKER_PORT ?? 3351));
const PG = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const DB = `${databaseName(PG)}_sf_worker`;

const LIVE_ENV = { ...SHARED_LIVE_ENV, DATABASE_URL: withDatabase(PG, DB) };

/** The build's key for on-demand regeneration (Next's prerender manifest). */
function previewModeId(standalone: string): string {
  const manifest = readFileSync(path.join(standalone, LIVE_DIST, "prerender-manifest.json"), "utf8");
  return (JSON.parse(manifest) as { preview: { previewModeId: string } }).preview.previewModeId;
}

describe("the service worker on the standalone server", () => {
  let server: ServerHandle | null = null;
  let front: Awaited<ReturnType<typeof startFrontProxy>> | null = null;
  let browser: ShopBrowser | null = null;
  let dir = "";

  beforeAll(async () => {
    dir = buildLiveStandalone();
    await pgAdmin(PG, [`DROP DATABASE IF EXISTS "${DB}" WITH (FORCE)`, `CREATE DATABASE "${DB}"`]);
    server = await startStandalone(dir, PORT, LIVE_ENV);
    front = await startFrontProxy(server.url);
  }, 900_000);
  afterAll(async () => {
    await browser?.close();
    await front?.stop();
    await stopServer(server);
    await pgAdmin(PG, [`DROP DATABASE IF EXISTS "${DB}" WITH (FORCE)`]);
  });

  it("serves /serwist/sw.js: 200, JavaScript, allowed the whole site, with the precache list inside", async () => {
    // Also when Next would run the route again instead of serving the build's copy (an on-demand regeneration, which
    // this header asks for): the worker is a file of the release, never bundled at request time.
    const regenerate = { "x-prerender-revalidate": previewModeId(dir) };
    for (const headers of [{}, regenerate, {}]) {
      const worker = await ask(`${server!.url}/serwist/sw.js`, {
        headers: { "x-forwarded-proto": "https", ...headers },
      });
      expect([worker.status, worker.headers["content-type"], worker.headers["service-worker-allowed"]]).toEqual([
        200,
        expect.stringMatching(/^(?:application|text)\/javascript\b/),
        "/",
      ]);
      // The shell: the build's scripts and style sheets, and each language's offline page.
      expect(worker.text).toMatch(/"\/_next\/static\/[^"]+\.js"/);
      expect(worker.text).toMatch(/"\/_next\/static\/[^"]+\.css"/);
      for (const offline of ['"/offline"', '"/id/offline"', '"/fr/offline"']) expect(worker.text).toContain(offline);
    }
    expect(server!.output()).not.toMatch(/Could not resolve|Failed to build the service worker/);
    expect((await ask(`${server!.url}/serwist/other.js`)).status).toBe(404);
  });

  it("installs in a phone's browser and opens the shop offline: the saved page, and the offline page elsewhere", async () => {
    browser = await openShopBrowser(front!.url);
    const { page, context } = browser;
    // The first view installs the worker; the next, under its control, is saved.
    await openWithWorker(page, "/");
    await page.goto("/");

    await context.setOffline(true);
    await page.reload();
    await page
      .getByRole("status")
      .filter({ hasText: "You are offline. This page was saved on your last visit" })
      .waitFor({ state: "visible" });
    await page.goto("/checkout");
    await page.getByRole("heading", { level: 1, name: "You are offline" }).waitFor({ state: "visible" });
    await context.setOffline(false);
  }, 120_000);
});
