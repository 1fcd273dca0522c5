/**
 * deploy/Caddyfile on Debian's Caddy (scripts/ensure-deploy-tools.sh): it validates in both certificate modes, and,
 * run for real in front of a stand-in shop (other ports, upstream and certificate folder, through the file's own
 * settings), it sends HTTP to HTTPS, sets HSTS, and hands the shop what the shop's own rules need: the client's
 * address in X-Forwarded-For as the last entry whatever the client sent (clientAddress with compose's
 * TRUSTED_PROXY_HOPS), X-Forwarded-Proto https (the session cookie comes back Secure), the public Host and a request id.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import { request as httpsRequest } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sessionCookie } from "@/lib/server/auth/cookie";
import { clientAddress } from "@/lib/server/http/client-address";
import { CADDYFILE, itWithTool, loadCompose, systemTool } from "../../support/deploy-files";

const SITE = "shop.example.test";
const HOPS = Number(loadCompose().services["shop-1"]!.environment!.TRUSTED_PROXY_HOPS);

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function caddy(args: string[], env: Record<string, string>) {
  return spawnSync("caddy", args, { encoding: "utf8", env: { ...process.env, ...env } });
}

describe("deploy/Caddyfile", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "caddy-"));
  const home = {
    HOME: dir,
    XDG_DATA_HOME: path.join(dir, "data"),
    XDG_CONFIG_HOME: path.join(dir, "config"),
    CADDY_ADMIN: "off",
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  itWithTool("caddy")("validates with automatic HTTPS and with mounted certificates", () => {
    const auto = caddy(["adapt", "--config", CADDYFILE, "--adapter", "caddyfile"], {
      ...home,
      SITE_URL: `https://${SITE}`,
    });
    expect([auto.status, auto.stderr]).toEqual([0, expect.not.stringContaining("Error")]);
    const config = JSON.parse(auto.stdout) as { apps: { http: { servers: Record<string, { listen: string[] }> } } };
    expect(Object.values(config.apps.http.servers).map((s) => s.listen)).toEqual([[":443"]]);
    expect(auto.stdout).toContain('"dial":"shop-1:3000"');
    expect(auto.stdout).toContain('"dial":"shop-2:3000"');
    expect(auto.stdout).toContain('"Strict-Transport-Security":["max-age=31536000"]');
    const valid = caddy(["validate", "--config", CADDYFILE, "--adapter", "caddyfile"], {
      ...home,
      SITE_URL: `https://${SITE}`,
    });
    expect([valid.status, valid.stdout + valid.stderr]).toEqual([0, expect.stringContaining("Valid configuration")]);
    const files = caddy(["adapt", "--config", CADDYFILE, "--adapter", "caddyfile"], {
      ...home,
      SITE_URL: `https://${SITE}`,
      TLS_MODE: "files",
    });
    expect(files.status).toBe(0);
    expect(files.stdout).toContain(
      '"load_files":[{"certificate":"/etc/caddy/certs/fullchain.pem","key":"/etc/caddy/certs/privkey.pem"',
    );
    // An unknown mode is refused rather than served without TLS.
    expect(
      caddy(["adapt", "--config", CADDYFILE, "--adapter", "caddyfile"], {
        ...home,
        SITE_URL: `https://${SITE}`,
        TLS_MODE: "none",
      }).status,
    ).not.toBe(0);
  });

  describe("in front of a stand-in shop", () => {
    const run = systemTool("caddy") && systemTool("openssl") ? describe : describe.skip;
    if (!systemTool("openssl")) console.warn("[deploy tests] openssl is not installed: the Caddy run is skipped");
    let proxy: ChildProcess | null = null;
    let shop: Server | null = null;
    let seen: IncomingHttpHeaders[] = [];
    let ports = { http: 0, https: 0 };
    let cert = "";
    let log = "";

    beforeAll(async () => {
      if (!systemTool("caddy") || !systemTool("openssl")) return;
      const certs = path.join(dir, "certs");
      mkdirSync(certs);
      const made = spawnSync(
        "openssl",
        [
          "req",
          "-x509",
          "-newkey",
          "rsa:2048",
          "-nodes",
          "-days",
          "1",
          "-subj",
          `/CN=${SITE}`,
          "-addext",
          `subjectAltName=DNS:${SITE}`,
          "-keyout",
          path.join(certs, "privkey.pem"),
          "-out",
          path.join(certs, "fullchain.pem"),
        ],
        { encoding: "utf8" },
      );
      if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
      cert = readFileSync(path.join(certs, "fullchain.pem"), "utf8");
      // The stand-in shop: ready for the health checks; a page that sets the session cookie as the shop does.
      shop = createServer((req, res) => {
        if (req.url !== "/api/ready") seen.push(req.headers);
        const asRequest = new Request(`http://${req.headers.host}${req.url}`, {
          headers: Object.entries(req.headers).map(([k, v]) => [k, String(v)] as [string, string]),
        });
        res.writeHead(200, { "set-cookie": sessionCookie(asRequest, "token", 60), "content-type": "text/plain" });
        res.end("ok");
      });
      await new Promise<void>((resolve) => shop!.listen(0, "127.0.0.1", resolve));
      ports = { http: await freePort(), https: await freePort() };
      proxy = spawn("caddy", ["run", "--config", CADDYFILE, "--adapter", "caddyfile"], {
        env: {
          ...process.env,
          ...home,
          SITE_URL: `https://${SITE}`,
          TLS_MODE: "files",
          CADDY_CERT_DIR: certs,
          CADDY_HTTP_PORT: String(ports.http),
          CADDY_HTTPS_PORT: String(ports.https),
          SHOP_UPSTREAMS: `127.0.0.1:${(shop.address() as AddressInfo).port}`,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      proxy.stdout!.on("data", (c: Buffer) => (log += c.toString()));
      proxy.stderr!.on("data", (c: Buffer) => (log += c.toString()));
      for (let i = 0; i < 100; i++) {
        if (proxy.exitCode !== null) throw new Error(`caddy exited:\n${log}`);
        if (
          await viaHttps("/").then(
            () => true,
            () => false,
          )
        )
          return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`caddy never answered:\n${log}`);
    }, 30_000);

    afterAll(async () => {
      proxy?.kill("SIGTERM");
      await new Promise<void>((resolve) => (shop ? shop.close(() => resolve()) : resolve()));
    });

    function viaHttps(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
      return new Promise((resolve, reject) => {
        const req = httpsRequest(
          {
            host: "127.0.0.1",
            port: ports.https,
            path: pathname,
            servername: SITE,
            ca: cert,
            headers: { host: SITE, ...headers },
          },
          (res) => {
            let body = "";
            res.on("data", (c: Buffer) => (body += c.toString()));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
          },
        );
        req.on("error", reject);
        req.end();
      });
    }

    function viaHttp(pathname: string): Promise<Answer> {
      return new Promise((resolve, reject) => {
        const req = httpRequest(
          { host: "127.0.0.1", port: ports.http, path: pathname, headers: { host: SITE } },
          (res) => {
            res.resume();
            res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: "" }));
          },
        );
        req.on("error", reject);
        req.end();
      });
    }

    run("the forwarded request", () => {
      it("sends plain HTTP to HTTPS, same path and query", async () => {
        const answer = await viaHttp("/products?page=2");
        expect(answer.status).toBe(308);
        // Caddy names the HTTPS port only when it is not 443 (here it is a free one): the deploy's is 443.
        expect(answer.headers.location).toMatch(
          new RegExp(`^https://${SITE.replaceAll(".", "\\.")}(:${ports.https})?/products\\?page=2$`),
        );
      });

      it("answers over HTTPS with HSTS and the shop's Secure session cookie", async () => {
        const answer = await viaHttps("/sign-in");
        expect(answer.status).toBe(200);
        expect(answer.headers["strict-transport-security"]).toBe("max-age=31536000");
        expect(answer.headers["set-cookie"]?.[0]).toMatch(/; Secure$/);
      });

      it("gives the shop the client's address, the https scheme, the public host and a request id, whatever the client forged", async () => {
        seen = [];
        await viaHttps("/checkout", {
          "x-forwarded-for": "6.6.6.6, 7.7.7.7",
          "x-forwarded-proto": "http",
          "x-forwarded-host": "evil.test",
        });
        expect(seen).toHaveLength(1);
        const headers = seen[0]!;
        expect(headers["x-forwarded-proto"]).toBe("https");
        expect(headers.host).toBe(SITE);
        expect(headers["x-forwarded-host"]).toBe(SITE);
        expect(headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
        expect(clientAddress(new Headers({ "x-forwarded-for": String(headers["x-forwarded-for"]) }), HOPS)).toBe(
          "127.0.0.1",
        );
      });
    });
  });
});
