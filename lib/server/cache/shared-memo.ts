import "server-only";

/**
 * A small cache of answers from a slow or paid outside service (the courier's quotes), by key, for `ttlMs`:
 * - in this instance's memory, at most `max` entries (the oldest go first), with one call in flight per key, so two
 *   requests at once ask the service once;
 * - and in the shared cache's Redis when REDIS_URL is set and its connection is up (the connection the cache handlers
 *   make, cache-handlers/cache-redis.mjs; keys under REDIS_KEY_PREFIX and the database's identity, so two shops on
 *   one Redis never share one), so the instances share one answer. Redis may evict an entry (its memory cap): that
 *   costs one more call, never a wrong answer. Redis down or slow: memory only.
 * Only successful answers are kept; a failure is asked again next time.
 */
/** A service's answer (lib/server/result.ts's Result): its data, or a failure, which is never kept. */
type Answer<T, F extends { ok: false }> = { ok: true; data: T } | F;

export interface SharedMemo<T, F extends { ok: false }> {
  get(key: string, load: () => Promise<Answer<T, F>>): Promise<Answer<T, F>>;
  /** Forgets every entry of this instance (tests). */
  clear(): void;
}

interface RedisLike {
  isReady: boolean;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, options: { expiration: { type: "PX"; value: number } }): Promise<unknown>;
}

const REDIS_WAIT_MS = 150;

/** The cache handlers' Redis connection and the shop's key prefix, when both are there. */
function sharedRedis(): { client: RedisLike; prefix: string } | null {
  const g = globalThis as {
    __storefrontRedis?: { client: RedisLike | null };
    __storefrontDatabaseIdentity?: { id: string | null };
  };
  const client = g.__storefrontRedis?.client;
  const identity = g.__storefrontDatabaseIdentity?.id;
  if (!client?.isReady || !identity) return null;
  return { client, prefix: `${process.env.REDIS_KEY_PREFIX || "storefront:"}${identity}:` };
}

/** A Redis call that gives up (null) after REDIS_WAIT_MS or on any error: the cache never holds a request up. */
async function quick<R>(call: () => Promise<R>): Promise<R | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      call(),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), REDIS_WAIT_MS);
      }),
    ]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export function sharedMemo<T, F extends { ok: false }>({
  name,
  ttlMs,
  max,
}: {
  name: string;
  ttlMs: number;
  max: number;
}): SharedMemo<T, F> {
  const memory = new Map<string, { until: number; value: T }>();
  const inFlight = new Map<string, Promise<Answer<T, F>>>();
  const ok = (data: T) => ({ ok: true as const, data });

  function remember(key: string, value: T, until: number) {
    memory.delete(key);
    memory.set(key, { until, value });
    while (memory.size > max) memory.delete(memory.keys().next().value!);
  }

  async function readThrough(key: string, load: () => Promise<Answer<T, F>>): Promise<Answer<T, F>> {
    const redis = sharedRedis();
    const redisKey = redis ? `${redis.prefix}${name}:${key}` : "";
    if (redis) {
      const stored = await quick(() => redis.client.get(redisKey));
      if (stored) {
        const { until, value } = JSON.parse(stored) as { until: number; value: T };
        if (until > Date.now()) {
          remember(key, value, until);
          return ok(value);
        }
      }
    }
    const answer = await load();
    if (!answer.ok) return answer;
    const until = Date.now() + ttlMs;
    remember(key, answer.data, until);
    if (redis)
      await quick(() =>
        redis.client.set(redisKey, JSON.stringify({ until, value: answer.data }), {
          expiration: { type: "PX", value: ttlMs },
        }),
      );
    return answer;
  }

  return {
    async get(key, load) {
      const hit = memory.get(key);
      if (hit && hit.until > Date.now()) return ok(hit.value);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const started = readThrough(key, load).finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
    clear() {
      memory.clear();
    },
  };
}
