import "server-only";

import { publicSiteUrl } from "@/lib/domain/public-site-url";

/** The public address of the shop (lib/domain/public-site-url.ts), for canonical links, share links, JSON-LD and the sitemap. */
export function siteUrl(): string {
  return publicSiteUrl();
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl()}/`).toString();
}
