/**
 * What a live build must be given (next.config.ts refuses to build without it; the Dockerfile checks it first with
 * scripts/check-build-settings.ts, before the long build). A live build bakes in the shop's public address twice:
 * SITE_URL's host, to which every other host is redirected (lib/server/http/site-host.ts), and NEXT_PUBLIC_SITE_URL,
 * the address of the canonical links, the sitemap and Open Graph (inlined by Next at build time: set at start, it
 * comes too late; unset, next.config.ts makes it SITE_URL). Both must be the one public https address, and a live
 * server started with another SITE_URL refuses to start (lib/server/config/index.ts). No "server-only" import: next.config.ts loads it.
 */
import { siteUrlProblems } from "./live-values";
import type { Env } from "./schema";

const BUILD_HINT =
  "docker build --build-arg SITE_URL=https://shop.example.co.id (compose.yaml passes SITE_URL from .env)";

function httpsOrigin(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** Every problem of a live build's settings, each named (empty for a demo build or a complete live one). */
export function liveBuildProblems(env: Env): string[] {
  if (env.SHOP_MODE !== "live") return [];
  const problems: string[] = [];
  const site = httpsOrigin(env.SITE_URL);
  // Unset, NEXT_PUBLIC_SITE_URL is SITE_URL (next.config.ts): one setting names the public address.
  const publicUrl = env.NEXT_PUBLIC_SITE_URL || env.SITE_URL;
  const published = httpsOrigin(publicUrl);
  if (!env.SITE_URL)
    problems.push(`SITE_URL is missing: a live build is made for the shop's public https address (${BUILD_HINT})`);
  else problems.push(...siteUrlProblems(env.SITE_URL));
  if (env.NEXT_PUBLIC_SITE_URL) problems.push(...siteUrlProblems(env.NEXT_PUBLIC_SITE_URL, "NEXT_PUBLIC_SITE_URL"));
  if (site && published && site !== published) {
    problems.push(
      `NEXT_PUBLIC_SITE_URL (${published}) and SITE_URL (${site}) must be the same address: shoppers are kept on SITE_URL's host`,
    );
  }
  return problems;
}

/** Throws, naming every problem, when a live build lacks its public address. */
export function assertLiveBuildSettings(env: Env = process.env): void {
  const problems = liveBuildProblems(env);
  if (problems.length)
    throw new Error(`This live build cannot be made:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
}
