import type { NextConfig } from "next";
import { catalogueCspHeader, catalogueHeaderSource, languageRewrites } from "./lib/server/http/page-routing";

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "nodemailer"],
  poweredByHeader: false,
  // No ETag: Next hashes the whole HTML of every cached page for it, an eighth of the server's time per page
  // (docs/performance.md). Cached pages carry s-maxage; a CDN in front keeps its own validators.
  generateEtags: false,
  // Several root layouts (site, category landing, bare bench page): unmatched URLs get app/global-not-found.tsx.
  experimental: { globalNotFound: true },
  reactStrictMode: true,
  // Metadata in <head> for every visitor, not streamed into <body> (invalid HTML) for all but known bots; the
  // pages that compute it (/products) need the same cached data for their content, so nothing waits longer.
  htmlLimitedBots: /.*/,
  images: {
    formats: ["image/avif", "image/webp"],
    deviceSizes: [360, 480, 640, 828, 1080, 1280, 1920],
    imageSizes: [64, 96, 128, 200, 256, 384],
    minimumCacheTTL: 31536000,
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
      // Pages: the nonce-free catalogue policy here; the sensitive pages get a per-request nonce from proxy.ts
      // (lib/server/http/page-routing.ts). API answers are data: nothing may load or frame them.
      { source: catalogueHeaderSource(), headers: [catalogueCspHeader()] },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }] },
    ];
  },
  // Each page URL is served by its language's tree (app/(site)/[lang]) as the `lang` cookie says.
  async rewrites() {
    return { beforeFiles: languageRewrites(), afterFiles: [], fallback: [] };
  },
  async redirects() {
    return [
      { source: "/left-sidebar/product/:id", destination: "/product/:id", permanent: true },
      { source: "/fashion", destination: "/", permanent: false },
    ];
  },
};

export default nextConfig;
