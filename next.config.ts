import { execSync } from "node:child_process";
import { networkInterfaces } from "node:os";
import path from "node:path";
import type { NextConfig } from "next";
import { CATALOG_CACHE_LIFE } from "./lib/domain/catalog/cache-life";
import { SERVICE_WORKER_URL } from "./lib/domain/system/worker-registration";
import { PREFIXED_LOCALES } from "./lib/i18n/route";
import {
  catalogueCspHeader,
  catalogueHeaderSource,
  languageRedirects,
  languageRewrites,
  notFoundRewrites,
} from "./lib/server/http/page-routing";
import { liveSiteHost, siteHostRedirects } from "./lib/server/http/site-host";
import { paymentCspHosts } from "./lib/server/payment/providers/registry";

// The shop's public address comes from one setting (issue #34, point 7): NEXT_PUBLIC_SITE_URL, which Next inlines
// into the build for the canonical links, the sitemap and Open Graph, is SITE_URL unless it is set on its own. The
// build keeps it (SHOP_BUILD_SITE_URL): a live server whose SITE_URL is another address refuses to start.
if (!process.env.NEXT_PUBLIC_SITE_URL && process.env.SITE_URL) process.env.NEXT_PUBLIC_SITE_URL = process.env.SITE_URL;
const PUBLIC_SITE_URL = process.env.NEXT_PUBLIC_SITE_URL ?? "";

// The payment providers' CSP hosts (lib/server/http/csp.ts reads them): baked into the build for the proxy, and set
// here for the catalogue policy this file computes.
const PAYMENT_CSP = JSON.stringify(paymentCspHosts());
process.env.SHOP_BUILD_PAYMENT_CSP = PAYMENT_CSP;

/**
 * One build id for every instance of a release: BUILD_ID, else the git commit (so instances built separately from one
 * commit agree), else Next's random id (an image built without git: its containers share the one build). The shared
 * cache's keys carry it (cache-handlers/cache-handler.mjs), so a release never reads an older release's entries.
 */
function buildId(): string | null {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    return (
      execSync("git rev-parse HEAD", { stdio: ["ignore", "pipe", "ignore"] })
        .toString()
        .trim() || null
    );
  } catch {
    return null;
  }
}

/**
 * The page cache's handler. Without REDIS_URL, Next's own file-system cache with optimised images kept on disk and
 * the build's fallback-chrome pages rendered again on their first request (cache-handlers/local-cache-handler.mjs). With REDIS_URL,
 * the page cache (ISR pages, their tags) lives in Redis, shared by every instance, with no per-instance memory copy
 * (cache-handlers/cache-handler.mjs); `'use cache'` reads stay in each instance's memory with their tag expirations shared through
 * Redis (cache-handlers/use-cache-handler.mjs, docs/adr/0002-caching.md). `next start` reads this file at start, so REDIS_URL at
 * start is enough; a standalone server carries the config of its build, so build it with REDIS_URL set too (the
 * build itself never connects). Both handlers keep the optimised images on disk (cache-handlers/image-cache.mjs).
 */
function cacheHandlers(): Partial<NextConfig> {
  if (!process.env.REDIS_URL)
    return { cacheHandler: path.join(process.cwd(), "cache-handlers/local-cache-handler.mjs") };
  return {
    cacheHandler: path.join(process.cwd(), "cache-handlers/cache-handler.mjs"),
    cacheHandlers: { default: path.join(process.cwd(), "cache-handlers/use-cache-handler.mjs") },
    cacheMaxMemorySize: 0,
  };
}

/**
 * The hosts `next dev` may be opened at besides `localhost`: the loopback address and this machine's own addresses
 * (a phone on the same network). Without them the dev server blocks its own hot-reload socket ('Blocked cross-origin
 * request to /_next/hmr') when opened at `127.0.0.1`. Development only: `next start` ignores it.
 */
function devOrigins(): string[] {
  const own = Object.values(networkInterfaces()).flatMap((list) =>
    (list ?? []).filter((i) => i.family === "IPv4").map((i) => i.address),
  );
  return [...new Set(["127.0.0.1", "localhost", ...own])];
}

const nextConfig: NextConfig = {
  allowedDevOrigins: devOrigins(),
  // PGlite ships WASM and data files that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pg",
    "nodemailer",
    "pino",
    "@redis/client",
    // One copy per process: the metrics' registry and the tracer provider are shared by every bundle.
    "prom-client",
    "@opentelemetry/api",
    "@opentelemetry/sdk-trace-node",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/resources",
  ],
  poweredByHeader: false,
  // Only for measuring what a page's script is made of (scripts/bench/script-sources.ts); never in a live build.
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === "1" && process.env.SHOP_MODE !== "live",
  generateBuildId: buildId,
  ...cacheHandlers(),
  // NEXT_DIST_DIR: a second build beside the usual one (the live-mode proof in tests/hardening builds into .next-live).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // NEXT_OUTPUT=standalone: the self-contained server of a deploy (Dockerfile; CI starts it in
  // tests/hardening/live-mode.test.ts), carrying the migrations it applies at start and the reference regions it
  // loads with them (read as files, lib/db/reference). `npm start` uses the usual build.
  ...(process.env.NEXT_OUTPUT === "standalone"
    ? {
        output: "standalone" as const,
        outputFileTracingIncludes: {
          "*": [
            "./lib/db/migrations/**/*",
            "./node_modules/idn-area-data/package.json",
            "./node_modules/idn-area-data/data/provinces.csv",
            "./node_modules/idn-area-data/data/regencies.csv",
            "./node_modules/idn-area-data/data/districts.csv",
          ],
        },
      }
    : {}),
  // The mode the build is made for (SHOP_MODE, default demo): cached pages carry its notice, so instrumentation.ts
  // refuses to start a build in the other mode (lib/server/startup). A live build also keeps the host it redirects
  // every other host to (SITE_URL's, below): a live server whose SITE_URL names another host refuses to start.
  env: {
    SHOP_BUILD_MODE: process.env.SHOP_MODE === "live" ? "live" : "demo",
    SHOP_BUILD_SITE_HOST: liveSiteHost() ?? "",
    SHOP_BUILD_SITE_URL: PUBLIC_SITE_URL,
    SHOP_BUILD_PAYMENT_CSP: PAYMENT_CSP,
    ...(PUBLIC_SITE_URL ? { NEXT_PUBLIC_SITE_URL: PUBLIC_SITE_URL } : {}),
  },
  // No ETag: Next hashes the whole HTML of every cached page for it, an eighth of the server's time per page
  // (docs/performance.md). Cached pages carry s-maxage; a CDN in front keeps its own validators.
  generateEtags: false,
  // Several root layouts (site, category landing, bare bench page): unmatched URLs get app/global-not-found.tsx.
  // isrFlushToDisk false: the data cache and the pages rendered at run time live in memory only, like Next's record of
  // revalidated tags. On disk they outlived a restart while that record did not, so a page or product cached before
  // `npm run revalidate` came back, stale, after the next restart (docs/adr/0002-caching.md).
  // turbopackFileSystemCacheForBuild: Turbopack keeps its build cache on disk for the next build of this checkout;
  // CI builds a fresh clone once, so writing it there is only work (about 10 s a build on CI's two cores).
  experimental: { globalNotFound: true, isrFlushToDisk: false, turbopackFileSystemCacheForBuild: !process.env.CI },
  reactStrictMode: true,
  // Cache Components (docs/adr/0002-caching.md): catalogue reads are `'use cache'` functions tagged from the one
  // registry (lib/domain/catalog/cache-tags.ts); pages prerender a static shell and stream what is per-shopper.
  cacheComponents: true,
  // No partial prefetching: product pages, landings and cached listings await their params outside <Suspense>, so
  // each URL's first request renders it whole and later ones are served from the page cache (ISR), never a shell.
  partialPrefetching: false,
  cacheLife: {
    // Catalogue data (lib/domain/catalog/cache-life.ts, shared with the service worker's saved pages).
    catalog: CATALOG_CACHE_LIFE,
    // What the build renders without a database (the header's fallback menu): replaced by real data soon.
    buildFallback: { stale: 60, revalidate: 300, expire: 3600 },
  },
  images: {
    formats: ["image/avif", "image/webp"],
    // The optimiser's widths and qualities, in one place: next/image reads them from here.
    deviceSizes: [360, 480, 640, 828, 1080, 1280, 1920],
    imageSizes: [64, 96, 128, 200, 256, 384],
    qualities: [75],
    minimumCacheTTL: 31536000,
    // Optimised images go through the page cache's handler, which keeps them on disk (cache-handlers/image-cache.mjs).
    customCacheHandler: true,
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
      // The service worker, a static file of the build (scripts/build-worker.ts), controls the whole site from /serwist/.
      { source: SERVICE_WORKER_URL, headers: [{ key: "Service-Worker-Allowed", value: "/" }] },
      // Pages: the nonce-free catalogue policy here; the sensitive pages get a per-request nonce from proxy.ts
      // (lib/server/http/page-routing.ts). API answers are data: nothing may load or frame them.
      { source: catalogueHeaderSource(), headers: [catalogueCspHeader()] },
      {
        source: "/api/:path*",
        headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }],
      },
    ];
  },
  // Each page address is served by its language's tree (app/(site)/[lang]): /fr/… and /id/… directly, the rest by /en/….
  async rewrites() {
    return { beforeFiles: languageRewrites(), afterFiles: [], fallback: notFoundRewrites() };
  },
  async redirects() {
    return [
      // Live mode: a request on any host but SITE_URL's goes there first, same path and query (308), before any page
      // renders, so a shopper is never where payment cannot work; the probes stay (lib/server/http/site-host.ts).
      ...siteHostRedirects(),
      { source: "/left-sidebar/product/:id", destination: "/product/:id", permanent: true },
      {
        source: `/:lang(${PREFIXED_LOCALES.join("|")})/left-sidebar/product/:id`,
        destination: "/:lang/product/:id",
        permanent: true,
      },
      { source: "/fashion", destination: "/", permanent: false },
      // A page without an icon link (the payment sandbox, a raw API answer) makes the browser ask for /favicon.ico,
      // which would otherwise reach the language tree as a language named "favicon.ico" and render a 404 there.
      { source: "/favicon.ico", destination: "/icon.svg", permanent: true },
      { source: `/:lang(${PREFIXED_LOCALES.join("|")})/fashion`, destination: "/:lang", permanent: false },
      // /en/… to the unprefixed address; an unprefixed page to the language the `lang` cookie keeps.
      ...languageRedirects(),
    ];
  },
};

export default nextConfig;
