import "server-only";
import { createClient } from "@redis/client";

type Client = ReturnType<typeof createClient>;
let client: Client | null = null;

/** The cache handlers' own connection (cache-handlers/cache-redis.mjs keeps it on globalThis; Next's server loads those files). */
const cacheConnection = () =>
  (globalThis as { __storefrontRedis?: { client: { isReady: boolean } | null } }).__storefrontRedis?.client;

/**
 * Whether the shared cache can use Redis: its own connection (once made) is up, and Redis (REDIS_URL) answers a PING
 * within a second. While the cache's connection is still being made or is down, this instance reads with its own
 * tag times only (cache-handlers/use-cache-handler.mjs), so it reports "degraded" even when Redis itself answers. One client per instance, connected on
 * first use and reconnecting by itself; no offline queue, so a check while Redis is down fails at once.
 */
export async function redisAnswers(url: string): Promise<boolean> {
  if (!client) {
    client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 1_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000) },
    });
    client.on("error", () => {}); // the cache handler logs the outage; readiness reports it
    client.connect().catch(() => {});
  }
  const c = client;
  const ping = async (): Promise<boolean> => {
    if (!c.isReady) await new Promise((r) => setTimeout(r, 300)); // a first check may race the first connection
    return c.isReady && (await c.ping()) === "PONG";
  };
  const answers = await Promise.race([
    ping().catch(() => false),
    new Promise<boolean>((r) => setTimeout(() => r(false), 1_000)),
  ]);
  return answers && cacheConnection()?.isReady !== false;
}
