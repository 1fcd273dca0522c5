/**
 * Live mode keeps every shopper on SITE_URL's host (issue #30). The payment provider returns shoppers to SITE_URL and
 * the page's policy lets a form post only to its own origin, so a shopper on any other host (the server's address, a
 * second DNS name, www. or not) could browse and fill a cart and then never pay. A next.config.ts redirect (308, same
 * path and query) sends such a request to SITE_URL's host before the proxy, the rewrites or any page run, on every
 * page, cached ones included (proxy.ts runs only on the sensitive pages).
 *
 * - Computed when the build is made: Next serves a build's redirects from its routes manifest, not from the config at
 *   start. The build keeps the host it was made for (SHOP_BUILD_SITE_HOST), and a live server whose SITE_URL names
 *   another host refuses to start (lib/server/startup).
 * - Not what is addressed to one instance on its own address: the load balancer's and the container's probes (the
 *   Dockerfile's HEALTHCHECK asks 127.0.0.1) must hear that instance, and so must the operators' endpoints
 *   (`npm run revalidate` to each instance's REVALIDATE_URL, `npm run ops` with OPS_URL, Prometheus' scrape). A redirect to the public
 *   address would answer them from whichever instance the load balancer picks. No shopper page is among them.
 * - Demo mode has no rule: the demo shop works on whatever address it is opened at (payment included).
 *
 * Relative imports only: next.config.ts loads this file before the `@/` alias exists.
 */

type Env = Readonly<Record<string, string | undefined>>;

/** Answered on any host: the readiness and liveness probes, and the operators' per-instance endpoints. */
export const INSTANCE_PATHS = [
  "/api/health",
  "/api/ready",
  "/api/v1/health",
  "/api/v1/revalidate",
  "/api/ops",
  // Prometheus scrapes each instance on its own address (deploy/prometheus/prometheus.yml).
  "/api/metrics",
] as const;
/** Answered on any host with everything under it: the ops API (the POS's stock sync calls an instance's address too). */
const INSTANCE_TREES = ["/api/ops"] as const;

export interface HostRedirect {
  source: string;
  missing: { type: "host"; value: string }[];
  destination: string;
  permanent: true;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** SITE_URL's host (lower case, no port) in live mode; null in demo mode or without a valid SITE_URL. */
export function liveSiteHost(env: Env = process.env): string | null {
  if (env.SHOP_MODE !== "live" || !env.SITE_URL) return null;
  try {
    return new URL(env.SITE_URL).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** The redirect of every request on another host to SITE_URL's (none in demo mode). */
export function siteHostRedirects(env: Env = process.env): HostRedirect[] {
  const host = liveSiteHost(env);
  if (!host) return [];
  const origin = new URL(env.SITE_URL!).origin;
  const instance = INSTANCE_PATHS.map((p) => escapeRegex(p.slice(1))).join("|");
  const trees = INSTANCE_TREES.map((p) => `${escapeRegex(p.slice(1))}/`).join("|");
  return [
    {
      source: `/:path((?!(?:${instance})$|${trees}).*)`,
      missing: [{ type: "host", value: escapeRegex(host) }],
      destination: `${origin}/:path`,
      permanent: true,
    },
  ];
}
