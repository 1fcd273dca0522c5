/**
 * The start-up check: the shop's settings with every plug-in's (payment and courier registries), and the build's mode
 * and host. Above every service folder (docs/architecture.md): lib/server/config only reads the shop's own settings.
 */
import { buildMode, buildSiteHost, buildSiteUrl, type Env, type Settings } from "@/lib/server/config";
import { liveSiteHost } from "@/lib/server/http/site-host";
import { checkSettings } from "./checks";

export { checkSettings, liveProblems, SETTING_NAMES } from "./checks";
export type { Env, Settings } from "@/lib/server/config";

function originOf(value: string | undefined): string | null {
  try {
    return value ? new URL(value).origin : null;
  } catch {
    return null;
  }
}

/**
 * Refuses to start on a bad or unsafe environment, naming every problem at once. A build made for one mode does
 * not run in the other: its cached pages would show the wrong notice. A live build runs only with the SITE_URL host
 * it was made for: it redirects every other host to that one (lib/server/http/site-host.ts), and with the public
 * address it baked into its pages (issue #34, point 7).
 */
export function assertStartupSettings(env: Env = process.env): Settings {
  const check = checkSettings(env);
  const problems = check.ok ? [] : [...check.problems];
  const mode = env.SHOP_MODE === "live" ? "live" : "demo";
  if (buildMode() !== mode)
    problems.push(
      `SHOP_MODE is ${mode} but this build was made for ${buildMode()}: build again with SHOP_MODE=${mode}`,
    );
  const host = liveSiteHost(env);
  if (mode === "live" && buildMode() === "live" && host && host !== buildSiteHost()) {
    problems.push(
      buildSiteHost()
        ? `SITE_URL's host is ${host} but this build sends shoppers to ${buildSiteHost()}: build again with SITE_URL=${env.SITE_URL}`
        : `this build was made without SITE_URL, so it cannot keep shoppers on ${host}: build again with SITE_URL=${env.SITE_URL}`,
    );
  }
  // The canonical, sitemap, robots and Open Graph addresses were baked in at build: they must be the live SITE_URL.
  const baked = originOf(buildSiteUrl());
  const site = originOf(env.SITE_URL);
  if (mode === "live" && buildMode() === "live" && site && baked !== site) {
    problems.push(
      `SITE_URL is ${site} but this build's public address (canonical links, sitemap, Open Graph) is ${baked ?? "none"}: build again with SITE_URL=${env.SITE_URL}`,
    );
  }
  if (!check.ok || problems.length) {
    throw new Error(`The shop cannot start with these settings:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
  return check.settings;
}
