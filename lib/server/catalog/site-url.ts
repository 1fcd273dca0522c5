import "server-only";

/** The public address of the shop (NEXT_PUBLIC_SITE_URL), for canonical links, share links, JSON-LD and the sitemap. */
export function siteUrl(): string {
  return (process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl()}/`).toString();
}
