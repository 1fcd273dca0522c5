/** Starts the production server (`next start` from the existing build) on the test file's own database. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { closeDb } from "@/lib/db";
import { pgOverlapLine } from "./pg-overlap";

const ROOT = process.cwd();

export interface ServerHandle {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/**
 * A hardening test's port. The passes on PGlite and on PostgreSQL may run at the same time (scripts/test-all.sh), each
 * with its own HARDENING_PORT_OFFSET, so their servers never meet on one port.
 */
export function hardeningPort(port: number): number {
  return port + Number(process.env.HARDENING_PORT_OFFSET ?? 0);
}

/** Builds once when .next is missing (the hardening run otherwise reuses the e2e build). */
export function ensureBuild(): void {
  if (existsSync(path.join(ROOT, ".next", "BUILD_ID"))) return;
  const built = spawnSync("npm", ["run", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (built.status !== 0) throw new Error("next build failed");
}

/**
 * `next start -H host -p port`, reached at 127.0.0.1 (which 0.0.0.0 includes).
 * The server gets this test file's database: DATABASE_URL on PostgreSQL, DATA_DIR on PGlite. PGlite has one
 * owner at a time, so the test's own connection is closed first and must stay closed until the server stops.
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  host = "127.0.0.1",
): Promise<ServerHandle> {
  await closeDb();
  const dbEnv: Record<string, string> = process.env.DATABASE_URL
    ? { DATABASE_URL: process.env.DATABASE_URL }
    : { DATA_DIR: process.env.DATA_DIR ?? "" };
  const url = `http://127.0.0.1:${port}`;
  // A server left over from an earlier run would answer the health check below for ours, on another database.
  if (
    await fetch(`${url}/api/v1/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is already in use`);
  let log = "";
  // Bound to loopback by default, the way a shop sits behind a reverse proxy on the same host.
  // On PGlite, its WASM on V8's baseline compiler only (tests/support/wasm-liftoff.cjs).
  const wasm = process.env.DATABASE_URL ? [] : ["--import", path.join(ROOT, "tests/support/wasm-liftoff.cjs")];
  const child = spawn(
    process.execPath,
    [...wasm, path.join(ROOT, "node_modules/next/dist/bin/next"), "start", "-H", host, "-p", String(port)],
    {
      cwd: ROOT,
      // TRUSTED_PROXY_HOPS: nothing in front, as in a demo (integration-env.ts sets 1 for the test's own process); a
      // test that plays a proxy says so.
      // SITE_URL: the shop builds its own absolute addresses (links, payment return, the sandbox notification) from it.
      env: {
        ...process.env,
        NODE_ENV: "production",
        NODE_OPTIONS: "",
        NEXT_TELEMETRY_DISABLED: "1",
        SHUTDOWN_DELAY_SECONDS: "0",
        SITE_URL: url,
        TRUSTED_PROXY_HOPS: "0",
        ...dbEnv,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) return tracked({ url, child, output: () => log });
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become healthy on ${url}:\n${log}`);
}

/** The servers this test file started that still run: stopped together when one is found at fault below. */
const running = new Set<ServerHandle>();

/** Counts a started server among the file's running servers (startServer, and live-server.ts's standalone). */
export function tracked(server: ServerHandle): ServerHandle {
  running.add(server);
  server.child.once("exit", () => running.delete(server));
  return server;
}

async function stop(server: ServerHandle, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill(signal);
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Stops the server (if it still runs), then fails when its output carries node-postgres's warning of two queries at
 * once on one client (./pg-overlap.ts); the file's other servers are stopped first, since the caller's own clean-up
 * ends with the error.
 */
export async function stopServer(server: ServerHandle | null, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (!server) return;
  await stop(server, signal);
  const overlap = pgOverlapLine(server.output());
  if (!overlap) return;
  await Promise.all([...running].map((other) => stop(other, "SIGTERM")));
  throw new Error(`the server on ${server.url} ran two queries at once on one PostgreSQL client: ${overlap}`);
}
