/**
 * A burst of unique searches (issue #34 point 9): 32 connections ask for `/products?search=kemeja <random>!` (a
 * query no cached listing takes: rendered per request) while one probe reads a cached page one request at a time.
 * The probe's p50 and p95 before and during the burst, and how many searches were rendered or answered with the
 * cheap 429 (lib/server/http/search-gate.ts, in proxy.ts). Target: the cached page's p95 under 50 ms.
 */
import { randomBytes } from "node:crypto";

export interface BurstFigures {
  path: string;
  idleP50: number;
  idleP95: number;
  burstP50: number;
  burstP95: number;
  probes: number;
  searchesRendered: number;
  searchesBusy: number;
  searchesFailed: number;
}

const percentile = (values: number[], p: number) =>
  Math.round(
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0,
  );

async function timed(url: string): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  const res = await fetch(url);
  const body = await res.text();
  return { ms: performance.now() - started, status: res.status, body };
}

export async function measureBurst(
  origin: string,
  path: string,
  options: { connections?: number; seconds?: number } = {},
): Promise<BurstFigures> {
  const connections = options.connections ?? 32;
  const seconds = options.seconds ?? 10;
  for (let i = 0; i < 20; i++) await timed(`${origin}${path}`);
  const idle: number[] = [];
  for (let i = 0; i < 50; i++) idle.push((await timed(`${origin}${path}`)).ms);

  const deadline = Date.now() + seconds * 1000;
  const counts = { rendered: 0, busy: 0, failed: 0 };
  const burst = Array.from({ length: connections }, async () => {
    while (Date.now() < deadline) {
      const term = encodeURIComponent(`kemeja ${randomBytes(4).toString("hex")}!`);
      const res = await timed(`${origin}/products?search=${term}`).catch(() => null);
      if (res?.status === 429) counts.busy += 1;
      else if (res?.status === 200) counts.rendered += 1;
      else counts.failed += 1;
    }
  });
  const probe: number[] = [];
  await new Promise((r) => setTimeout(r, 1000));
  while (Date.now() < deadline) {
    probe.push((await timed(`${origin}${path}`)).ms);
    await new Promise((r) => setTimeout(r, 20));
  }
  await Promise.all(burst);
  return {
    path,
    idleP50: percentile(idle, 50),
    idleP95: percentile(idle, 95),
    burstP50: percentile(probe, 50),
    burstP95: percentile(probe, 95),
    probes: probe.length,
    searchesRendered: counts.rendered,
    searchesBusy: counts.busy,
    searchesFailed: counts.failed,
  };
}
