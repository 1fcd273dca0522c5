/** HTTP throughput and latency with autocannon (the settings: 32 connections, 10 s). */
import autocannon from "autocannon";

export interface LoadFigures {
  path: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function measureLoad(
  origin: string,
  path: string,
  options: { connections?: number; seconds?: number } = {},
): Promise<LoadFigures> {
  const result = await autocannon({
    url: `${origin}${path}`,
    connections: options.connections ?? 32,
    duration: options.seconds ?? 10,
  });
  return {
    path,
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
