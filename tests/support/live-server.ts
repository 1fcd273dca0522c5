/**
 * The deploy's server for the live-mode proofs: a live, standalone build (`NEXT_OUTPUT=standalone`, what the
 * Dockerfile runs) laid out as the image lays it out, started with `node server.js` on PostgreSQL, and a client
 * that reaches it as Caddy forwards a shopper's request (deploy/Caddyfile): the public Host kept, the scheme and the
 * shopper's address in X-Forwarded-Proto and X-Forwarded-For (TRUSTED_PROXY_HOPS=1).
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { FIXTURE, pngPhoto } from "./catalog-fixture";
import { tracked, type ServerHandle } from "./hardening-server";

const ROOT = process.cwd();
/** The live build's folder (NEXT_DIST_DIR), beside the usual `.next`. */
export const LIVE_DIST = ".next-live";

/** The live build is made for one SITE_URL (its redirect to that host is in the routes manifest). */
export const LIVE_SITE_URL = "https://shop.example.co.id";
export const LIVE_SITE_HOST = new URL(LIVE_SITE_URL).host;

export interface Answer {
  status: number;
  location: string;
  text: string;
  setCookies: string[];
  headers: IncomingHttpHeaders;
}

export interface AskOptions {
  method?: string;
  host?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** node:http sends the Host header as given (fetch would send the address's own). */
export function ask(
  url: string,
  { method = "GET", host = LIVE_SITE_HOST, headers = {}, body }: AskOptions = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: { host, ...headers } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => {
        const cookies = res.headers["set-cookie"] ?? [];
        resolve({
          status: res.statusCode ?? 0,
          location: String(res.headers.location ?? ""),
          text,
          setCookies: cookies,
          headers: res.headers,
        });
      });
    });
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/**
 * Runs `work` holding a lock shared by every process of this checkout: the two hardening passes run side by side
 * (scripts/test-all.sh), and two `next build`s into one folder refuse each other ("Another next build process is
 * already running"), or one starts a server the other is still copying. A lock older than the longest build is taken
 * as left by a killed run.
 */
function withLock<T>(name: string, work: () => T): T {
  const lock = path.join(ROOT, `${name}.lock`);
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 15 * 60_000) rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(sleeper, 0, 0, 500);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Makes the live standalone build once per SITE_URL (one process at a time), and answers the folder to start it in. */
export function buildLiveStandalone(siteUrl = LIVE_SITE_URL): string {
  return withLock(LIVE_DIST, () => buildLiveStandaloneNow(siteUrl));
}

/**
 * What the sources are: the commit and the working tree's changes to it. A live build of other sources (an earlier
 * commit, or edits since) is made again, so a local run never proves old code.
 */
function sourceFingerprint(): string {
  const git = (...args: string[]) => spawnSync("git", args, { cwd: ROOT, encoding: "utf8" }).stdout ?? "";
  return createHash("sha256")
    .update(git("rev-parse", "HEAD"))
    .update(git("diff", "HEAD", "--", ".", ":(exclude)tests", ":(exclude)e2e", ":(exclude)docs"))
    .digest("hex");
}

function buildLiveStandaloneNow(siteUrl: string): string {
  const standalone = path.join(ROOT, LIVE_DIST, "standalone");
  const manifest = path.join(ROOT, LIVE_DIST, "routes-manifest.json");
  const fingerprintFile = path.join(ROOT, LIVE_DIST, "source-fingerprint");
  const fingerprint = sourceFingerprint();
  const current = existsSync(fingerprintFile) && readFileSync(fingerprintFile, "utf8") === fingerprint;
  const forThisSite =
    existsSync(manifest) &&
    (JSON.parse(readFileSync(manifest, "utf8")) as { redirects: { destination: string }[] }).redirects.some((r) =>
      r.destination.startsWith(`${siteUrl}/`),
    );
  if (!existsSync(path.join(standalone, "server.js")) || !forThisSite || !current) {
    // The documented build (README, "Deploy"): `next build` for live mode, then the service worker compiled for this
    // build, written into the standalone copy of public (the checkout's public keeps its usual build's worker).
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      NODE_OPTIONS: "",
      SHOP_MODE: "live",
      SITE_URL: siteUrl,
      NEXT_DIST_DIR: LIVE_DIST,
      NEXT_OUTPUT: "standalone",
    };
    const media = spawnSync("npm", ["run", "media"], { cwd: ROOT, stdio: "inherit", env });
    const built = spawnSync(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), "build"], {
      cwd: ROOT,
      stdio: "inherit",
      env,
    });
    if (media.status !== 0 || built.status !== 0) throw new Error("the live build failed");
    cpSync(path.join(ROOT, LIVE_DIST, "static"), path.join(standalone, LIVE_DIST, "static"), { recursive: true });
    cpSync(path.join(ROOT, "public"), path.join(standalone, "public"), { recursive: true });
    const worker = spawnSync("npx", ["tsx", "scripts/build-worker.ts", path.join(standalone, "public/serwist")], {
      cwd: ROOT,
      stdio: "inherit",
      env,
    });
    if (worker.status !== 0) throw new Error("the live build's service worker failed");
    writeFileSync(fingerprintFile, fingerprint);
  }
  return standalone;
}

/** `node server.js` in the standalone folder, ready once /api/ready answers 200 (migrations applied). */
export async function startStandalone(dir: string, port: number, env: Record<string, string>): Promise<ServerHandle> {
  let log = "";
  const child = spawn(process.execPath, ["server.js"], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NODE_OPTIONS: "",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      SHUTDOWN_DELAY_SECONDS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (c: Buffer) => (log += c.toString()));
  child.stderr.on("data", (c: Buffer) => (log += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the standalone server exited with ${child.exitCode}:\n${log}`);
    if (
      await fetch(`${url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return tracked({ url, child, output: () => log });
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill("SIGKILL");
  throw new Error(`the standalone server never became ready:\n${log}`);
}

/**
 * Caddy's part in front of the live server (deploy/Caddyfile), for callers that cannot set a Host header (fetch):
 * a local forwarder that passes each request on to the shop with the public host, https, and the caller's address
 * appended to X-Forwarded-For. The providers' fakes send their notifications through it.
 */
export async function startFrontProxy(
  shopUrl: string,
  callerAddress = "198.51.100.7",
): Promise<{ url: string; stop: () => Promise<void> }> {
  const target = new URL(shopUrl);
  const server = createServer((req, res) => {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: {
          ...req.headers,
          host: LIVE_SITE_HOST,
          "x-forwarded-proto": "https",
          "x-forwarded-for": callerAddress,
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A catalogue folder as the retailer saves it: the import fixture, any file replaced, with its photo. */
export async function catalogueFolder(overrides: Record<string, string> = {}): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "live-catalogue-"));
  for (const [name, body] of Object.entries({ ...FIXTURE, ...overrides })) writeFileSync(path.join(dir, name), body);
  mkdirSync(path.join(dir, "images"));
  writeFileSync(path.join(dir, "images", "front.png"), await pngPhoto());
  return dir;
}

/** `npm run catalog -- import <dir>`, as the retailer runs it beside the server (DATABASE_URL, no OPS_URL). */
export function importCatalogue(dir: string, databaseUrl: string): { status: number | null; output: string } {
  const run = spawnSync("npm", ["run", "--silent", "catalog", "--", "import", dir], {
    cwd: ROOT,
    encoding: "utf8",
    env: {
      ...process.env,
      NODE_OPTIONS: "",
      DATABASE_URL: databaseUrl,
      SHOP_MODE: "live",
      DATA_DIR: "",
      OPS_URL: "",
      REVALIDATE_URL: "",
    },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** `npm run ops -- <args>` on the shop's database, as the staff runs it. */
export function runOps(databaseUrl: string, ...args: string[]): { status: number | null; output: string } {
  const run = spawnSync("npm", ["run", "--silent", "ops", "--", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: "", DATABASE_URL: databaseUrl, DATA_DIR: "", OPS_URL: "" },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** One query on the shop's database. */
export async function query<T>(databaseUrl: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Runs a server command (`node server.js` in a standalone folder, or `next start`) to its end, for the proofs that a
 * refused start exits by itself: its exit code and output (killed after 60 s).
 */
export function runToExit(
  args: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, NODE_ENV: "production", NODE_OPTIONS: "", NEXT_TELEMETRY_DISABLED: "1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
