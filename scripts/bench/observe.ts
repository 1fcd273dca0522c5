/**
 * The cost of metrics and traces (issue #52; `npm run bench -- --only observe`, after `npm run build`). Three
 * `next start` of the same build run side by side, each on its own copy of a fresh demo database and its own port
 * (BENCH_PORT, +1, +2):
 * - off: neither METRICS_TOKEN nor OTEL_EXPORTER_OTLP_ENDPOINT;
 * - metrics: METRICS_TOKEN set (the request histogram and the counters recorded);
 * - metrics+tracing: METRICS_TOKEN and OTEL_EXPORTER_OTLP_ENDPOINT, its spans exported over OTLP/HTTP to a receiver
 *   in this process (tests/support/otlp-receiver.ts, counting exports only, on a free port).
 * Each is warmed on the cached product page, then loaded with autocannon (32 connections) on that page for
 * BENCH_OBSERVE_SECONDS (default 10), one server at a time; BENCH_OBSERVE_ROUNDS (default 3) rounds, the order rotated
 * each round so no setting always runs first. Reported: each run, then each setting's median req/s, p50 and p99 and
 * its median req/s as a ratio of off's. Prometheus' scrapes are left out: their cost is per scrape, not per request.
 */
import { cpSync, rmSync } from "node:fs";
import { startOtlpReceiver } from "../../tests/support/otlp-receiver";
import { prepareCatalog } from "./grow-catalog";
import { measureLoad, type LoadFigures } from "./load";
import { startServer, warm, type RunningServer } from "./server";

export const OBSERVE_SETTINGS = ["off", "metrics", "metrics+tracing"] as const;
export type ObserveSetting = (typeof OBSERVE_SETTINGS)[number];

/** The bench's own metrics token (the servers are on loopback and stopped afterwards). */
const TOKEN = "bench-observe-metrics-token-0123456789";

export interface ObserveRun extends LoadFigures {
  round: number;
  setting: ObserveSetting;
}

export interface ObserveSummary {
  setting: ObserveSetting;
  medianRequestsPerSec: number;
  medianP50: number;
  medianP99: number;
  /** median req/s over off's median req/s. */
  ratioToOff: number;
  errors: number;
  non2xx: number;
}

export interface ObserveFigures {
  path: string;
  rounds: number;
  seconds: number;
  connections: number;
  runs: ObserveRun[];
  summary: ObserveSummary[];
  /** Trace exports the receiver got from the metrics+tracing server, and their size. */
  otlp: { exports: number; bytes: number };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Checks each server runs the setting it was given: metrics answer 404 when off, and count requests when on. */
async function checkSetting(origin: string, setting: ObserveSetting): Promise<void> {
  const res = await fetch(`${origin}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  const body = await res.text();
  const on = res.status === 200 && body.includes("shop_http_request_duration_seconds_count");
  if (on !== (setting !== "off")) throw new Error(`the ${setting} server's /api/metrics answered ${res.status}`);
}

export async function measureObserve(options: {
  port: number;
  productPath: string;
  dataDir: string;
  rounds?: number;
  seconds?: number;
  connections?: number;
}): Promise<ObserveFigures> {
  const rounds = options.rounds ?? 3;
  const seconds = options.seconds ?? 10;
  const connections = options.connections ?? 32;
  // One seeded database, copied for each server (PGlite has one owner at a time).
  await prepareCatalog(options.dataDir, 0);
  const dirs = OBSERVE_SETTINGS.map((setting, i) => {
    const dir = `${options.dataDir}-${i}`;
    rmSync(dir, { recursive: true, force: true });
    cpSync(options.dataDir, dir, { recursive: true });
    return { setting, dir };
  });
  const receiver = await startOtlpReceiver(0, { keep: false });
  const servers: { setting: ObserveSetting; server: RunningServer }[] = [];
  try {
    for (const [i, { setting, dir }] of dirs.entries()) {
      const env: Record<string, string> = {};
      if (setting !== "off") env.METRICS_TOKEN = TOKEN;
      if (setting === "metrics+tracing") env.OTEL_EXPORTER_OTLP_ENDPOINT = receiver.url;
      servers.push({ setting, server: await startServer({ port: options.port + i, dataDir: dir, env }) });
    }
    for (const { setting, server } of servers) {
      await warm(server.origin, [options.productPath], 10);
      await checkSetting(server.origin, setting);
      // A short load first, so each server's code is compiled before it is measured.
      await measureLoad(server.origin, options.productPath, { connections, seconds: 3 });
    }
    if (receiver.counts().exports === 0) {
      // The batch exporter sends every few seconds: wait for its first export before trusting the tracing setting.
      await new Promise((r) => setTimeout(r, 6_000));
      if (receiver.counts().exports === 0) throw new Error("the metrics+tracing server exported no trace");
    }
    const runs: ObserveRun[] = [];
    for (let round = 0; round < rounds; round++) {
      for (let k = 0; k < servers.length; k++) {
        const { setting, server } = servers[(round + k) % servers.length]!;
        const load = await measureLoad(server.origin, options.productPath, { connections, seconds });
        runs.push({ round: round + 1, setting, ...load });
      }
    }
    const off = median(runs.filter((r) => r.setting === "off").map((r) => r.requestsPerSec)) || 1;
    const summary = OBSERVE_SETTINGS.map((setting): ObserveSummary => {
      const mine = runs.filter((r) => r.setting === setting);
      const rps = median(mine.map((r) => r.requestsPerSec));
      return {
        setting,
        medianRequestsPerSec: Math.round(rps),
        medianP50: median(mine.map((r) => r.p50)),
        medianP99: median(mine.map((r) => r.p99)),
        ratioToOff: Number((rps / off).toFixed(2)),
        errors: mine.reduce((n, r) => n + r.errors, 0),
        non2xx: mine.reduce((n, r) => n + r.non2xx, 0),
      };
    });
    return { path: options.productPath, rounds, seconds, connections, runs, summary, otlp: receiver.counts() };
  } finally {
    await Promise.all(servers.map(({ server }) => server.stop()));
    await receiver.close();
    for (const { dir } of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
