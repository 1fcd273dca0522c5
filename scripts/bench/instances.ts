/**
 * One instance against two, on PostgreSQL and Redis (`npm run bench -- --only instances`, or as part of the whole
 * bench). One `next start` on a fresh PostgreSQL database, with REDIS_URL and a key prefix of its own, is loaded with
 * 32 connections; then a second `next start` joins it on the same database and Redis prefix (its own port) and both
 * are loaded at once, 16 connections each, by two autocannon runs in parallel. Reported: the product page and the
 * products API, req/s of each instance and their sum, p50 / p99, and the ratio of two instances to one.
 *
 * The servers, PostgreSQL, Redis and the load generator share the machine's cores. One Node server runs its
 * JavaScript on one core, so on a 2-core machine a second instance can take up what the first leaves idle, and no
 * more: the ratio says what a second instance gains on the same host (bounded by its cores), not what a second
 * machine would add.
 *
 * The instances are stopped, the database dropped and the Redis keys deleted whether the run succeeds or fails.
 */
import { randomUUID } from "node:crypto";
import os from "node:os";
import { createClient } from "@redis/client";
import { measureLoad, type LoadFigures } from "./load";
import { dropPostgres, freshPostgres } from "./postgres";
import { startServer, warm, type RunningServer } from "./server";

export interface InstanceFigures {
  path: string;
  instances: 1 | 2;
  /** The sum over the instances. */
  requestsPerSec: number;
  /** The higher of the instances' own percentiles (autocannon gives percentiles, not a histogram to merge). */
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  perInstance: LoadFigures[];
}

export interface InstancesFigures {
  database: string;
  connections: number;
  seconds: number;
  runs: InstanceFigures[];
  /** req/s of two instances over one, per path. */
  ratio: Record<string, number>;
  note: string;
}

export interface InstancesOptions {
  /** The PostgreSQL URL the fresh database is created next to (its own database is only connected to). */
  databaseUrl: string;
  redisUrl: string;
  /** The first instance's port; the second uses the next one. */
  port: number;
  productPath: string;
  apiPath: string;
  connections?: number;
  seconds?: number;
}

async function waitReady(origin: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      (await fetch(`${origin}/api/ready`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${origin} never became ready (/api/ready)`);
}

async function deleteKeys(redisUrl: string, prefix: string): Promise<number> {
  const redis = createClient({ url: redisUrl });
  await redis.connect();
  let deleted = 0;
  try {
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) {
      if (keys.length) deleted += await redis.unlink(keys);
    }
  } finally {
    await redis.close();
  }
  return deleted;
}

function combine(path: string, perInstance: LoadFigures[]): InstanceFigures {
  return {
    path,
    instances: perInstance.length === 1 ? 1 : 2,
    requestsPerSec: perInstance.reduce((sum, l) => sum + l.requestsPerSec, 0),
    p50: Math.max(...perInstance.map((l) => l.p50)),
    p99: Math.max(...perInstance.map((l) => l.p99)),
    errors: perInstance.reduce((sum, l) => sum + l.errors, 0),
    non2xx: perInstance.reduce((sum, l) => sum + l.non2xx, 0),
    perInstance,
  };
}

export async function measureInstances(options: InstancesOptions): Promise<InstancesFigures> {
  const connections = options.connections ?? 32;
  const seconds = options.seconds ?? 10;
  const paths = [options.productPath, options.apiPath];
  const prefix = `${process.env.BENCH_REDIS_KEY_PREFIX || "sf-bench-"}${randomUUID()}:`;

  // Both services must be there before anything is created.
  const probe = createClient({ url: options.redisUrl, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  probe.on("error", () => undefined);
  await probe.connect();
  await probe.close();
  const databaseUrl = await freshPostgres(options.databaseUrl, "_sf_bench_instances");

  const servers: RunningServer[] = [];
  try {
    // The jobs scheduler is off so that no instance spends the measured seconds on it; no shutdown delay on stop.
    const env = {
      REDIS_URL: options.redisUrl,
      REDIS_KEY_PREFIX: prefix,
      JOBS_INTERVAL_SECONDS: "0",
      SHUTDOWN_DELAY_SECONDS: "0",
    };
    const start = async (port: number) => {
      const server = await startServer({ port, dataDir: "", databaseUrl, env });
      servers.push(server);
      await waitReady(server.origin); // the first one migrates and seeds the fresh database
      return server;
    };

    // Each instance gets a short load of its own before measuring, so that its first measured seconds are not its
    // JIT's warm-up (otherwise the warmer first instance would flatter the two-instance run).
    const warmUp = async (server: RunningServer) => {
      await warm(server.origin, paths);
      for (const p of paths) await measureLoad(server.origin, p, { connections: 8, seconds: 2 });
    };
    const a = await start(options.port);
    await warmUp(a);
    const runs: InstanceFigures[] = [];
    for (const p of paths) runs.push(combine(p, [await measureLoad(a.origin, p, { connections, seconds })]));

    const b = await start(options.port + 1);
    await warmUp(b);
    const half = Math.max(1, Math.round(connections / 2));
    for (const p of paths) {
      const both = await Promise.all([a, b].map((s) => measureLoad(s.origin, p, { connections: half, seconds })));
      runs.push(combine(p, both));
    }

    const ratio: Record<string, number> = {};
    for (const p of paths) {
      const one = runs.find((r) => r.path === p && r.instances === 1)!;
      const two = runs.find((r) => r.path === p && r.instances === 2)!;
      ratio[p] = Number((two.requestsPerSec / Math.max(one.requestsPerSec, 1)).toFixed(2));
    }
    const cores = os.cpus().length;
    const note =
      `Both instances, PostgreSQL, Redis and the load generator (this process) share this machine's ${cores} cores. ` +
      "One Node server runs its JavaScript on one core, so a second instance can only take up what the first leaves idle: " +
      `on ${cores} cores the ratio cannot approach 2 and may be near 1 or below when the machine is busy. ` +
      "It is what a second instance gains on the same host, not what a second machine adds.";
    return { database: "postgresql + redis (shared cache)", connections, seconds, runs, ratio, note };
  } finally {
    for (const server of servers.reverse())
      await server.stop().catch((error) => console.error("stopping a bench instance:", error));
    await deleteKeys(options.redisUrl, prefix).catch((error) =>
      console.error(`deleting the bench's Redis keys ${prefix}*:`, error),
    );
    await dropPostgres(options.databaseUrl, databaseUrl).catch((error) =>
      console.error("dropping the bench database:", error),
    );
  }
}

/** The run as table rows: one per path and number of instances, then one per instance of the two-instance runs. */
export function instancesRows(figures: InstancesFigures): object[] {
  const rows: object[] = [];
  for (const r of figures.runs) {
    rows.push({
      path: r.path,
      instances: r.instances,
      "req/s": r.requestsPerSec,
      p50: r.p50,
      p99: r.p99,
      errors: r.errors,
      non2xx: r.non2xx,
      "2/1": r.instances === 2 ? figures.ratio[r.path] : "",
    });
    if (r.instances === 2) {
      r.perInstance.forEach((l, i) =>
        rows.push({
          path: `  instance ${i + 1}`,
          instances: "",
          "req/s": l.requestsPerSec,
          p50: l.p50,
          p99: l.p99,
          errors: l.errors,
          non2xx: l.non2xx,
          "2/1": "",
        }),
      );
    }
  }
  return rows;
}
