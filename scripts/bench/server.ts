/** Starts the production server (`next start`, from an existing `npm run build`) on a given database folder. */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${origin} not healthy after ${timeoutMs} ms`);
}

/**
 * The server uses PGlite in `dataDir`, or PostgreSQL when `databaseUrl` is given, migrated and seeded with the demo
 * shop on first use (an empty PostgreSQL database only on SEED_DEMO=1, which is asked for here).
 * `env` adds settings of its own (e.g. REDIS_URL for the shared cache).
 */
export async function startServer(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    DATA_DIR: options.dataDir,
    PORT: String(options.port),
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) {
    env.DATABASE_URL = options.databaseUrl;
    env.SEED_DEMO = "1";
  }
  const origin = `http://127.0.0.1:${options.port}`;
  if (
    await fetch(`${origin}/api/v1/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${options.port} is already in use (set BENCH_PORT)`);
  // Next's own binary under this Node (not npx): stopping the child then stops the server itself.
  const nextBin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
  // No "-H 127.0.0.1": Next 16 would proxy proxy.ts rewrites over the network (vercel/next.js#94745).
  const child = spawn(process.execPath, [nextBin, "start", "-p", String(options.port)], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  // SIGTERM, then SIGKILL if the server has not exited 15 s later (its shutdown delay is 5 s by default).
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill("SIGTERM");
    });
  try {
    await waitForHealth(origin, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** Requests a path a few times so caches (data cache, ISR, image optimiser) are warm before measuring. */
export async function warm(origin: string, paths: string[], times = 3): Promise<void> {
  for (let i = 0; i < times; i++) {
    for (const path of paths) {
      const res = await fetch(`${origin}${path}`);
      await res.arrayBuffer();
    }
  }
}

/**
 * Fetches every optimised image variant the pages reference, as Chromium asks for them (AVIF first), so Lighthouse
 * measures the steady state in which the image optimiser's cache (a year, next.config.ts) already holds them,
 * as it does for the pages themselves.
 */
export async function warmImages(origin: string, paths: string[]): Promise<void> {
  const urls = new Set<string>();
  for (const path of paths) {
    const html = await (await fetch(`${origin}${path}`)).text();
    for (const match of html.matchAll(/\/_next\/image\?[^\s"',]+/g)) urls.add(match[0].replaceAll("&amp;", "&"));
  }
  const accept = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
  for (const url of urls) await (await fetch(`${origin}${url}`, { headers: { accept } })).arrayBuffer();
}
