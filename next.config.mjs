/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "nodemailer"],
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ["image/avif", "image/webp"],
    deviceSizes: [360, 480, 640, 828, 1080, 1280, 1920],
    imageSizes: [64, 96, 128, 200, 256, 384],
    minimumCacheTTL: 31536000,
  },
  async redirects() {
    return [
      { source: "/left-sidebar/product/:id", destination: "/product/:id", permanent: true },
      { source: "/fashion", destination: "/", permanent: false },
    ];
  },
};

export default nextConfig;
