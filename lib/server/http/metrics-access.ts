import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { BlockList, isIP } from "node:net";
import { normalizeAddress } from "./client-address";
import { PEER_HEADER } from "./peer-header";

export type MetricsAccess = "off" | "allowed" | "refused";

type Env = Readonly<Record<string, string | undefined>>;

const digest = (value: string): Buffer => createHash("sha256").update(value).digest();

/** METRICS_ALLOW as a list Node can check addresses against (checked at start: lib/server/config/schema.ts). */
function allowList(value: string): BlockList {
  const list = new BlockList();
  for (const entry of value.split(",").map((e) => e.trim())) {
    const [address = "", bits] = entry.split("/");
    const family = isIP(address);
    if (!family) continue;
    const type = family === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

const lists = new Map<string, BlockList>();

/**
 * Who may read GET /api/metrics: off (404) unless METRICS_TOKEN or METRICS_ALLOW is set. Allowed with
 * `Authorization: Bearer <METRICS_TOKEN>` (compared as SHA-256 digests in constant time), or from an address of
 * METRICS_ALLOW. That address is the connection's own (the x-shop-peer header the server writes: peer-address.ts),
 * never X-Forwarded-For, which a client can write: behind the proxy every request comes from the proxy's address, so
 * the allow-list names the scraper that connects to the instance directly.
 */
export function metricsAccess(headers: Pick<Headers, "get">, env: Env = process.env): MetricsAccess {
  const token = env.METRICS_TOKEN;
  const allow = env.METRICS_ALLOW;
  if (!token && !allow) return "off";
  const bearer = /^Bearer (.+)$/.exec(headers.get("authorization") ?? "");
  if (token && bearer && timingSafeEqual(digest(bearer[1]!), digest(token))) return "allowed";
  const peer = headers.get(PEER_HEADER);
  if (allow && peer) {
    const address = normalizeAddress(peer);
    const family = isIP(address);
    let list = lists.get(allow);
    if (!list) lists.set(allow, (list = allowList(allow)));
    if (family && list.check(address, family === 4 ? "ipv4" : "ipv6")) return "allowed";
  }
  return "refused";
}
