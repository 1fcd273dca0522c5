import { liveSiteHost } from "../http/site-host";
import { checkSettings } from "./checks";
import { settingsInput, settingsSchema, type Env, type Settings } from "./schema";

export type { Env, Settings } from "./schema";
export { checkSettings, liveProblems } from "./checks";

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

/**
 * Refuses to start on a bad or unsafe environment, naming every problem at once. A build made for one mode does
 * not run in the other: its cached pages would show the wrong notice. A live build runs only with the SITE_URL host
 * it was made for: it redirects every other host to that one (lib/server/http/site-host.ts).
 */
export function assertStartupSettings(env: Env = process.env): Settings {
  const check = checkSettings(env);
  const problems = check.ok ? [] : [...check.problems];
  const mode = env.SHOP_MODE === "live" ? "live" : "demo";
  if (buildMode() !== mode) problems.push(`SHOP_MODE is ${mode} but this build was made for ${buildMode()}: build again with SHOP_MODE=${mode}`);
  const host = liveSiteHost(env);
  if (mode === "live" && buildMode() === "live" && host && host !== buildSiteHost()) {
    problems.push(buildSiteHost()
      ? `SITE_URL's host is ${host} but this build sends shoppers to ${buildSiteHost()}: build again with SITE_URL=${env.SITE_URL}`
      : `this build was made without SITE_URL, so it cannot keep shoppers on ${host}: build again with SITE_URL=${env.SITE_URL}`);
  }
  if (!check.ok || problems.length) {
    throw new Error(`The shop cannot start with these settings:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
  return check.settings;
}
