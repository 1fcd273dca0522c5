/**
 * The deploy's server for the live-mode proofs: a live, standalone build (`NEXT_OUTPUT=standalone`, what the
 * Dockerfile runs) laid out as the image lays it out, started with `node server.js` on PostgreSQL, and a client
 * that reaches it as Caddy forwards a shopper's request (deploy/Caddyfile): the public Host kept, the scheme and the
 * shopper's address in X-Forwarded-Proto and X-Forwarded-For (TRUSTED_PROXY_HOPS=1).
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import type { ServerHandle } from "./hardening-server";

const ROOT = process.cwd();
const LIVE_DIST = ".next-live";

/** The live build is made for one SITE_URL (its redirect to that host is in the routes manifest). */
export const LIVE_SITE_URL = "https://shop.example.co.id";
export const LIVE_SITE_HOST = new URL(LIVE_SITE_URL).host;

export interface Answer {
  status: number;
  location: string;
  text: string;
  setCookies: string[];
}

export interface AskOptions {
  method?: string;
  host?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** node:http sends the Host header as given (fetch would send the address's own). */
export function ask(url: string, { method = "GET", host = LIVE_SITE_HOST, headers = {}, body }: AskOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: { host, ...headers } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => {
        const cookies = res.headers["set-cookie"] ?? [];
        resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? ""), text, setCookies: cookies });
      });
    });
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Makes the live standalone build once per SITE_URL, and answers the folder to start it in. */
export function buildLiveStandalone(siteUrl = LIVE_SITE_URL): string {
  const standalone = path.join(ROOT, LIVE_DIST, "standalone");
  const manifest = path.join(ROOT, LIVE_DIST, "routes-manifest.json");
  const forThisSite = existsSync(manifest) && (JSON.parse(readFileSync(manifest, "utf8")) as { redirects: { destination: string }[] }).redirects.some((r) => r.destination.startsWith(`${siteUrl}/`));
  if (!existsSync(path.join(standalone, "server.js")) || !forThisSite) {
    const built = spawnSync(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), "build"], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production", NODE_OPTIONS: "", SHOP_MODE: "live", SITE_URL: siteUrl, NEXT_DIST_DIR: LIVE_DIST, NEXT_OUTPUT: "standalone" },
    });
    if (built.status !== 0) throw new Error("the live build failed");
    cpSync(path.join(ROOT, LIVE_DIST, "static"), path.join(standalone, LIVE_DIST, "static"), { recursive: true });
    cpSync(path.join(ROOT, "public"), path.join(standalone, "public"), { recursive: true });
  }
  return standalone;
}

/** `node server.js` in the standalone folder, ready once /api/ready answers 200 (migrations applied). */
export async function startStandalone(dir: string, port: number, env: Record<string, string>): Promise<ServerHandle> {
  let log = "";
  const child = spawn(process.execPath, ["server.js"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", NODE_OPTIONS: "", NEXT_TELEMETRY_DISABLED: "1", PORT: String(port), HOSTNAME: "127.0.0.1", SHUTDOWN_DELAY_SECONDS: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (c: Buffer) => (log += c.toString()));
  child.stderr.on("data", (c: Buffer) => (log += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the standalone server exited with ${child.exitCode}:\n${log}`);
    if (await fetch(`${url}/api/ready`).then((r) => r.ok, () => false)) return { url, child, output: () => log };
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill("SIGKILL");
  throw new Error(`the standalone server never became ready:\n${log}`);
}
