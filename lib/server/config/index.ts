import { settingsInput, settingsSchema, type Env, type Settings } from "./schema";

export type { Env, Settings } from "./schema";

/**
 * The running server's settings. The start-up check (instrumentation.ts) has already refused a bad environment,
 * so this parses without failing; outside a server (scripts, tests) an invalid value falls back to its default.
 */
export function settings(env: Env = process.env): Settings {
  const parsed = settingsSchema.safeParse(settingsInput(env));
  return parsed.success ? parsed.data : settingsSchema.parse({ SHOP_MODE: env.SHOP_MODE === "live" ? "live" : "demo" });
}

export function isLive(env: Env = process.env): boolean {
  return settings(env).SHOP_MODE === "live";
}

/** The mode this build was made for (next.config.ts bakes it in): cached pages carry that mode's notice. */
export function buildMode(): string {
  return process.env.SHOP_BUILD_MODE ?? "demo";
}

/** The host a live build sends every request on another host to (next.config.ts bakes it in); "" for none. */
export function buildSiteHost(): string {
  return process.env.SHOP_BUILD_SITE_HOST ?? "";
}

/** The public address this build baked in (NEXT_PUBLIC_SITE_URL, else SITE_URL at build: next.config.ts); "" for none. */
export function buildSiteUrl(): string {
  return process.env.SHOP_BUILD_SITE_URL ?? "";
}
