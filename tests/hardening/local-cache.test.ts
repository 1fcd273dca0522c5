/**
 * The page cache's handler on one instance (cache-handlers/local-cache-handler.mjs, no REDIS_URL), on the production build:
 *
 * - An optimised image is encoded once: its second request is a cache hit, and so is its first request after a
 *   restart (the variants are kept on disk). Before, every request re-encoded it (`x-nextjs-cache: MISS` each time,
 *   about 240 ms of CPU), and the product page's LCP image waited for it.
 * - The pages behind proxy.ts answer (Next makes the handler there too, without a dist folder).
 * - A page that `next build` prerendered with the site chrome's fallback (no database at build time: no WhatsApp
 *   link) shows the real chrome on its very first request after the start, not minutes later.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";

const PORT = hardeningPort(Number(process.env.HARDENING_LOCAL_CACHE_PORT ?? 3316));
const WHATSAPP = "https://wa.me/6281188009100";
// A size no page asks for, so no earlier test or bench has encoded this variant.
const IMAGE = "/_next/image?url=%2Fmedia%2Fproducts%2Fhd-26-0002-1.webp&w=480&q=75";
const AVIF = { accept: "image/avif,image/webp,*/*" };

async function imageCacheState(base: string): Promise<string | null> {
  const res = await fetch(`${base}${IMAGE}`, { headers: AVIF });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/avif");
  expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(500);
  return res.headers.get("x-nextjs-cache");
}

describe("the page cache's handler without Redis", () => {
  let server: ServerHandle | null = null;

  beforeAll(() => ensureBuild(), 600_000);
  afterEach(() => stopServer(server));

  it("shows the real site chrome on the first request of a page the build prerendered with the fallback", async () => {
    const built = path.join(process.cwd(), ".next", "server", "app", "en", "faq.html");
    // The precondition: the build's own copy of /faq has the fallback chrome, without the WhatsApp link.
    expect(existsSync(built)).toBe(true);
    expect(readFileSync(built, "utf8")).not.toContain(WHATSAPP);

    server = await startServer(PORT, { REDIS_URL: "" });
    const first = await fetch(`${server.url}/faq`);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(WHATSAPP);
    const second = await fetch(`${server.url}/faq`);
    expect(await second.text()).toContain(WHATSAPP);
  }, 120_000);

  it("serves the pages behind proxy.ts, whose runtime makes the handler without a dist folder", async () => {
    server = await startServer(PORT, { REDIS_URL: "" });
    for (const page of ["/sign-in", "/id/sign-in", "/cart", "/checkout"]) {
      const res = await fetch(`${server.url}${page}`);
      expect([page, res.status]).toEqual([page, 200]);
      const prefetch = await fetch(`${server.url}${page}`, { headers: { rsc: "1" } });
      expect([page, prefetch.status]).toEqual([page, 200]);
    }
    expect(server.output()).not.toContain("TypeError");
  }, 120_000);

  it("encodes an optimised image once and keeps it across a restart", async () => {
    server = await startServer(PORT, { REDIS_URL: "" });
    const first = await imageCacheState(server.url);
    // A run before this one on the same build may have stored it already; either way the next request is a hit.
    expect(["MISS", "HIT"]).toContain(first);
    expect(await imageCacheState(server.url)).toBe("HIT");
    await stopServer(server);

    server = await startServer(PORT, { REDIS_URL: "" });
    expect(await imageCacheState(server.url)).toBe("HIT");
  }, 180_000);
});
