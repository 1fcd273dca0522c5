/**
 * The shop's public address, for canonical links, Open Graph, JSON-LD, the sitemap and robots: one setting,
 * SITE_URL. NEXT_PUBLIC_SITE_URL is what the build baked in (next.config.ts derives it from SITE_URL when it is not
 * set, and a live server refuses to start when it is not its SITE_URL: lib/server/config); at run time SITE_URL
 * stands in for a build made without either (issue #34, point 7). Server-side only in practice (metadata, pages,
 * route handlers): a browser bundle sees no SITE_URL. The literal `process.env.…` reads let Next inline the build's value.
 */
export function publicSiteUrl(): string {
  return (process.env.NEXT_PUBLIC_SITE_URL || process.env.SITE_URL || "http://localhost:3000").replace(/\/$/, "");
}
