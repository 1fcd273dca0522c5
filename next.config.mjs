/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "nodemailer"],
  poweredByHeader: false,
  // Several root layouts (site, category landing, bare bench page): unmatched URLs get app/global-not-found.tsx.
  experimental: { globalNotFound: true },
  reactStrictMode: true,
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
      // Pages get their Content-Security-Policy from proxy.ts (lib/server/http/csp.ts: a nonce on the sensitive
      // pages, a nonce-free policy on the cached catalogue). API answers are data: nothing may load or frame them.
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }] },
    ];
  },
  async redirects() {
    return [
      { source: "/left-sidebar/product/:id", destination: "/product/:id", permanent: true },
      { source: "/fashion", destination: "/", permanent: false },
    ];
  },
};

export default nextConfig;
