import { readFileSync } from "node:fs";
import path from "node:path";
import { assertStartupSettings, checkSettings, type Env } from "@/lib/server/startup";
import { sandboxPaymentsEnabled } from "@/lib/server/payment/providers/sandbox/bill";
import { SETTING_NAMES } from "@/lib/server/startup";
import { seedsDemo } from "@/lib/db";
import { LIVE_ENV } from "../../support/live-env";

/** A complete, safe live configuration. */
const LIVE: Env = {
  SHOP_MODE: "live",
  DATABASE_URL: "postgres://shop@db.internal:5432/shop",
  SITE_URL: "https://shop.example.co.id",
  PAYMENT_PROVIDER: "faspay",
  FASPAY_MERCHANT_ID: "31234",
  FASPAY_MERCHANT_NAME: "Toko Contoh",
  FASPAY_PASSWORD: "p@ssw0rd-from-faspay",
  FASPAY_ENV: "production",
  COURIER_PROVIDER: "rajaongkir",
  RAJAONGKIR_API_KEY: "key-from-rajaongkir",
  TRUSTED_PROXY_HOPS: "1",
  SMTP_URL: "smtps://shop:secret@smtp.example.co.id:465",
  RETURNS_DATA_KEY: "9c2e5a7f1b3d8e0a4c6f2b9d7e1a3c5f8b0d2e4a6c8f1b3d5e7a9c0f2b4d6e8a",
};

/** A secret as `openssl rand -hex 16` makes one: 32 characters, many of them different. */
const STRONG = "5f0c9a1e7b3d42c8a6e1f09b7d3c2a4e";

const problemsOf = (env: Env) => {
  const check = checkSettings(env);
  return check.ok ? [] : check.problems;
};

describe("settings checked at start", () => {
  it("runs a fresh clone with no settings at all, in demo mode, its server seeding the demo shop", () => {
    const check = checkSettings({});
    expect(check.ok && check.settings.SHOP_MODE).toBe("demo");
    expect(seedsDemo({}, true)).toBe(true);
    expect(seedsDemo({ SEED_DEMO: "0" }, true)).toBe(false);
    expect(sandboxPaymentsEnabled({})).toBe(true);
  });

  it("seeds only in a server instance, and an empty PostgreSQL database only when asked (issue #45, point 1)", () => {
    const PG = { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/shop" };
    // A script (db:migrate, catalog, ops) is no server instance: it never seeds, whatever the settings say.
    expect(seedsDemo({}, false)).toBe(false);
    expect(seedsDemo({ SEED_DEMO: "1" }, false)).toBe(false);
    expect(seedsDemo({})).toBe(false);
    // A demo server on PostgreSQL leaves an empty database empty unless SEED_DEMO=1.
    expect(seedsDemo(PG, true)).toBe(false);
    expect(seedsDemo({ ...PG, SEED_DEMO: "1" }, true)).toBe(true);
    expect(seedsDemo({ ...PG, SEED_DEMO: "1", SHOP_MODE: "live" }, true)).toBe(false);
    expect(sandboxPaymentsEnabled({})).toBe(true);
  });

  it("accepts a complete live configuration, which never seeds and has no sandbox", () => {
    expect(problemsOf(LIVE)).toEqual([]);
    expect(seedsDemo(LIVE, true)).toBe(false);
    expect(sandboxPaymentsEnabled(LIVE)).toBe(false);
    expect(sandboxPaymentsEnabled({ ...LIVE, PAYMENT_PROVIDER: "sandbox" })).toBe(false);
    expect(sandboxPaymentsEnabled({ PAYMENT_PROVIDER: "faspay" })).toBe(false);
  });

  it.each<[string, Env, RegExp]>([
    [
      "the sandbox payment",
      { PAYMENT_PROVIDER: "sandbox" },
      /PAYMENT_PROVIDER must be a real payment provider: sandbox is a sandbox/,
    ],
    ["no payment setting at all", { PAYMENT_PROVIDER: undefined }, /PAYMENT_PROVIDER must be a real payment provider/],
    ["Faspay's documented test merchant", { FASPAY_MERCHANT_ID: "99999" }, /documented test merchant/],
    ["no Faspay merchant", { FASPAY_MERCHANT_ID: undefined }, /FASPAY_MERCHANT_ID is missing/],
    ["no Faspay merchant name", { FASPAY_MERCHANT_NAME: "" }, /FASPAY_MERCHANT_NAME is missing/],
    ["no Faspay password", { FASPAY_PASSWORD: undefined }, /FASPAY_PASSWORD is missing/],
    ["Faspay's sandbox endpoint", { FASPAY_ENV: undefined }, /FASPAY_ENV must be production/],
    ["an unknown payment provider", { PAYMENT_PROVIDER: "paypal" }, /PAYMENT_PROVIDER/],
    [
      "a malformed Faspay merchant code",
      { FASPAY_MERCHANT_ID: "12ab" },
      /FASPAY_MERCHANT_ID must be Faspay's 5-digit merchant code/,
    ],
    ["no trusted proxy", { TRUSTED_PROXY_HOPS: undefined }, /TRUSTED_PROXY_HOPS must be 1 or more/],
    ["no site address", { SITE_URL: undefined }, /SITE_URL is missing/],
    ["a plain-http site address", { SITE_URL: "http://shop.example.co.id" }, /SITE_URL must be an https address/],
    ["the demo seed", { SEED_DEMO: "1" }, /SEED_DEMO must be off/],
    ["the outbox page", { OUTBOX_PAGE: "1" }, /OUTBOX_PAGE must be off/],
    ["the embedded database", { DATABASE_URL: undefined }, /DATABASE_URL is missing/],
    ["the sandbox courier", { COURIER_PROVIDER: "sandbox" }, /^COURIER_PROVIDER must be a real courier \(rajaongkir\)/],
    [
      "no courier setting at all (the sandbox)",
      { COURIER_PROVIDER: undefined },
      /^COURIER_PROVIDER must be a real courier/,
    ],
    ["RajaOngkir without its key", { RAJAONGKIR_API_KEY: undefined }, /^RAJAONGKIR_API_KEY is missing/],
    [
      "RajaOngkir with malformed courier codes",
      { RAJAONGKIR_COURIER: "jne,sicepat" },
      /^RAJAONGKIR_COURIER must be courier codes joined by ':'/,
    ],
    [
      "no SMTP server (mail would wait in the outbox forever)",
      { SMTP_URL: undefined },
      /^SMTP_URL is missing: live mode sends its mail/,
    ],
    ["an empty SMTP server", { SMTP_URL: "" }, /^SMTP_URL is missing/],
    ["no key for the refunds' bank accounts", { RETURNS_DATA_KEY: undefined }, /^RETURNS_DATA_KEY is missing/],
  ])("refuses live mode with %s", (_, change, message) => {
    const problems = problemsOf({ ...LIVE, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it("names every problem at once", () => {
    const problems = problemsOf({ SHOP_MODE: "live", OUTBOX_PAGE: "1", SITE_URL: "http://x.test" });
    expect(problems.length).toBeGreaterThanOrEqual(7);
    expect(() => assertStartupSettings({ SHOP_MODE: "live" })).toThrow(
      /SITE_URL is missing[\s\S]*DATABASE_URL is missing/,
    );
  });

  it("refuses malformed values in any mode, naming the variable", () => {
    expect(problemsOf({ DATABASE_URL: "mysql://x" })).toEqual([
      expect.stringMatching(/^DATABASE_URL must be a postgres/),
    ]);
    expect(problemsOf({ PORT: "eighty" })[0]).toMatch(/^PORT /);
    expect(problemsOf({ SHOP_MODE: "production" })[0]).toMatch(/^SHOP_MODE /);
    expect(problemsOf({ COURIER_PROVIDER: "pos-indonesia" })).toEqual([
      "COURIER_PROVIDER must be one of sandbox, rajaongkir",
    ]);
    expect(
      problemsOf({ COURIER_PROVIDER: "rajaongkir", RAJAONGKIR_API_KEY: "k", RAJAONGKIR_BASE_URL: "ftp://x" })[0],
    ).toMatch(/^RAJAONGKIR_BASE_URL /);
    expect(problemsOf({ ALLOWED_ORIGINS: "https://a.test, javascript:alert(1)" })[0]).toMatch(/^ALLOWED_ORIGINS /);
    expect(problemsOf({ SMTP_URL: "http://mail" })[0]).toMatch(/^SMTP_URL /);
    expect(problemsOf({ SEARCH_RATE_LIMIT: "three" })[0]).toMatch(/^SEARCH_RATE_LIMIT /);
    expect(problemsOf({ SEARCH_RATE_LIMIT: "0" })).toEqual([]);
    expect(problemsOf({ PORT: "" })).toEqual([]);
  });

  it("checks the stock sync secret at start: long enough, and not the staff tool's", () => {
    expect(problemsOf({ STOCK_SYNC_TOKEN: "short" })).toEqual([
      expect.stringMatching(/^STOCK_SYNC_TOKEN must be at least 32 characters/),
    ]);
    const token = STRONG;
    expect(problemsOf({ STOCK_SYNC_TOKEN: token })).toEqual([]);
    expect(problemsOf({ ...LIVE, STOCK_SYNC_TOKEN: token })).toEqual([]);
    expect(problemsOf({ STOCK_SYNC_TOKEN: token, OPS_TOKEN: token })).toEqual([
      expect.stringMatching(/^STOCK_SYNC_TOKEN must differ from OPS_TOKEN/),
    ]);
  });

  /** Runs `check` as a build made for `mode` (and, live, for SITE_URL's host `host`) would: next.config.ts bakes both in. */
  function asBuild(
    mode: string,
    host: string | undefined,
    check: () => void,
    url = host ? `https://${host}` : undefined,
  ) {
    const saved = {
      mode: process.env.SHOP_BUILD_MODE,
      host: process.env.SHOP_BUILD_SITE_HOST,
      url: process.env.SHOP_BUILD_SITE_URL,
    };
    try {
      process.env.SHOP_BUILD_MODE = mode;
      if (host === undefined) delete process.env.SHOP_BUILD_SITE_HOST;
      else process.env.SHOP_BUILD_SITE_HOST = host;
      if (url === undefined) delete process.env.SHOP_BUILD_SITE_URL;
      else process.env.SHOP_BUILD_SITE_URL = url;
      check();
    } finally {
      for (const [key, value] of [
        ["SHOP_BUILD_MODE", saved.mode],
        ["SHOP_BUILD_SITE_HOST", saved.host],
        ["SHOP_BUILD_SITE_URL", saved.url],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  }

  it("refuses to start a build in the other mode (its cached pages carry that mode)", () => {
    asBuild("demo", "", () => expect(() => assertStartupSettings(LIVE)).toThrow(/this build was made for demo/));
    asBuild("live", "shop.example.co.id", () => {
      expect(assertStartupSettings(LIVE).SHOP_MODE).toBe("live");
      expect(() => assertStartupSettings({})).toThrow(/this build was made for live/);
    });
  });

  it("refuses to start a live build made for another SITE_URL host, or none (it redirects every other host to its own)", () => {
    asBuild("live", "old-shop.example.co.id", () => {
      expect(() => assertStartupSettings(LIVE)).toThrow(
        "SITE_URL's host is shop.example.co.id but this build sends shoppers to old-shop.example.co.id: build again with SITE_URL=https://shop.example.co.id",
      );
    });
    asBuild("live", "", () =>
      expect(() => assertStartupSettings(LIVE)).toThrow(
        /this build was made without SITE_URL, so it cannot keep shoppers on shop\.example\.co\.id/,
      ),
    );
    asBuild("live", undefined, () =>
      expect(() => assertStartupSettings(LIVE)).toThrow(/this build was made without SITE_URL/),
    );
    // The host alone counts: its case, the port or a path do not.
    asBuild("live", "shop.example.co.id", () =>
      expect(assertStartupSettings({ ...LIVE, SITE_URL: "https://Shop.Example.co.id:443/" }).SHOP_MODE).toBe("live"),
    );
    // A demo build has no such rule.
    asBuild("demo", "", () =>
      expect(assertStartupSettings({ SITE_URL: "http://localhost:3000" }).SHOP_MODE).toBe("demo"),
    );
  });

  // Issue #34, point 7: the canonical, sitemap, robots and Open Graph addresses baked into the build are SITE_URL's.
  it("refuses to start a live build whose baked public address is not SITE_URL", () => {
    asBuild(
      "live",
      "shop.example.co.id",
      () => {
        expect(() => assertStartupSettings(LIVE)).toThrow(
          "SITE_URL is https://shop.example.co.id but this build's public address (canonical links, sitemap, Open Graph) is https://www.shop.example.co.id",
        );
      },
      "https://www.shop.example.co.id",
    );
    asBuild(
      "live",
      "shop.example.co.id",
      () =>
        expect(() => assertStartupSettings(LIVE)).toThrow(
          /this build's public address \(canonical links, sitemap, Open Graph\) is none/,
        ),
      "",
    );
    asBuild(
      "live",
      "shop.example.co.id",
      () => expect(assertStartupSettings(LIVE).SHOP_MODE).toBe("live"),
      "https://shop.example.co.id/",
    );
    asBuild(
      "demo",
      "",
      () => expect(assertStartupSettings({ SITE_URL: "https://shop.example" }).SHOP_MODE).toBe("demo"),
      "http://localhost:3000",
    );
  });

  // Issue #34, point 7: blank values and short secrets.
  it("refuses blank values and secrets shorter than 32 characters in live mode", () => {
    const problems = problemsOf({
      ...LIVE,
      FASPAY_MERCHANT_NAME: " ",
      SMTP_URL: LIVE.SMTP_URL,
      REVALIDATE_SECRET: "x",
      OPS_TOKEN: "o".repeat(31),
      MAIL_FROM: "\t ",
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^FASPAY_MERCHANT_NAME is blank/),
        expect.stringMatching(/^MAIL_FROM is blank/),
        expect.stringMatching(/^REVALIDATE_SECRET must be at least 32 characters/),
        expect.stringMatching(/^OPS_TOKEN must be at least 32 characters/),
      ]),
    );
    expect(problemsOf({ ...LIVE, REVALIDATE_SECRET: STRONG, OPS_TOKEN: `${STRONG}-ops` })).toEqual([]);
    // Demo mode keeps its short test secrets.
    expect(problemsOf({ REVALIDATE_SECRET: "x" })).toEqual([]);
  });

  // Issue #47, point 1: secrets below a strength bar, sandbox endpoints however named, plain-http bases, SITE_URL's shape.
  it.each<[string, Env, RegExp]>([
    ["a one-character Faspay password", { FASPAY_PASSWORD: "x" }, /^FASPAY_PASSWORD must be at least 8 characters/],
    [
      "a Faspay password of one repeated character",
      { FASPAY_PASSWORD: "aaaaaaaaaaaa" },
      /^FASPAY_PASSWORD must have at least 5 different characters/,
    ],
    [
      "a one-character RajaOngkir key",
      { RAJAONGKIR_API_KEY: "k" },
      /^RAJAONGKIR_API_KEY must be at least 8 characters/,
    ],
    [
      "32 × 'a' as the revalidation secret",
      { REVALIDATE_SECRET: "a".repeat(32) },
      /^REVALIDATE_SECRET must have at least 8 different/,
    ],
    [
      "a secret of two characters repeated",
      { OPS_TOKEN: "ab".repeat(20) },
      /^OPS_TOKEN must have at least 8 different/,
    ],
    [
      "32 × 'a' as the stock sync's secret",
      { STOCK_SYNC_TOKEN: "a".repeat(32) },
      /^STOCK_SYNC_TOKEN must have at least 8/,
    ],
    [
      "Faspay's sandbox set through FASPAY_BASE_URL with FASPAY_ENV=production",
      { FASPAY_BASE_URL: "https://xpress-sandbox.faspay.co.id" },
      /^FASPAY_BASE_URL is a sandbox \(xpress-sandbox\.faspay\.co\.id\)/,
    ],
    [
      "Faspay's sandbox spelt in capitals, with a trailing dot and the https port",
      { FASPAY_BASE_URL: "HTTPS://XPRESS-SANDBOX.Faspay.CO.ID.:443/" },
      /^FASPAY_BASE_URL is a sandbox/,
    ],
    [
      "Faspay's sandbox percent-encoded",
      { FASPAY_BASE_URL: "https://xpress%2Dsandbox.faspay.co.id" },
      /^FASPAY_BASE_URL is a sandbox/,
    ],
    [
      "Faspay's development host",
      { FASPAY_BASE_URL: "https://fpgdev.faspay.co.id/payment" },
      /^FASPAY_BASE_URL is a sandbox/,
    ],
    [
      "a base with a user name",
      { FASPAY_BASE_URL: "https://bot31234@xpress.faspay.co.id" },
      /^FASPAY_BASE_URL must not carry a user name/,
    ],
    [
      "FASPAY_BASE_URL without FASPAY_ENV=production",
      { FASPAY_ENV: undefined, FASPAY_BASE_URL: "https://xpress.faspay.co.id" },
      /^FASPAY_ENV must be production/,
    ],
    [
      "a plain-http Faspay base elsewhere than this machine",
      { FASPAY_BASE_URL: "http://xpress.faspay.co.id" },
      /^FASPAY_BASE_URL must be an https address \(plain http only to a fake on this machine\)/,
    ],
    [
      "a plain-http host that only says it is local",
      { FASPAY_BASE_URL: "http://127.0.0.1.nip.io:4010" },
      /^FASPAY_BASE_URL must be an https address/,
    ],
    [
      "a plain-http RajaOngkir base",
      { RAJAONGKIR_BASE_URL: "http://rajaongkir.komerce.id/api/v1" },
      /^RAJAONGKIR_BASE_URL must be an https address/,
    ],
    [
      "a sandbox RajaOngkir base",
      { RAJAONGKIR_BASE_URL: "https://api-sandbox.collaborator.komerce.id/api/v1" },
      /^RAJAONGKIR_BASE_URL is a sandbox/,
    ],
    [
      "a SITE_URL with a path",
      { SITE_URL: "https://shop.example.co.id/shop" },
      /^SITE_URL must be the shop's origin only/,
    ],
    [
      "a SITE_URL with a query",
      { SITE_URL: "https://shop.example.co.id/?ref=x" },
      /^SITE_URL must be the shop's origin only/,
    ],
    [
      "a SITE_URL with a fragment",
      { SITE_URL: "https://shop.example.co.id#top" },
      /^SITE_URL must be the shop's origin only/,
    ],
    [
      "a SITE_URL with a user name",
      { SITE_URL: "https://admin:pw@shop.example.co.id" },
      /^SITE_URL must not carry a user name or password/,
    ],
    [
      "a SITE_URL on a reserved example name",
      { SITE_URL: "https://shop.example.com" },
      /^SITE_URL is on a reserved example name/,
    ],
    ["a SITE_URL under .test", { SITE_URL: "https://toko.test" }, /^SITE_URL is on a reserved example name/],
    ["Faspay's merchant code 00000", { FASPAY_MERCHANT_ID: "00000" }, /^FASPAY_MERCHANT_ID 00000 is no merchant code/],
    ["a placeholder anywhere", { MAIL_FROM: "Change Me Store <a@b.co.id>" }, /^MAIL_FROM holds a placeholder/],
  ])("refuses live mode with %s", (_, change, message) => {
    const problems = problemsOf({ ...LIVE, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it("accepts strong secrets, production bases, fakes on this machine and an origin with a port", () => {
    expect(
      problemsOf({
        ...LIVE,
        REVALIDATE_SECRET: STRONG,
        OPS_TOKEN: `ops-${STRONG}`,
        STOCK_SYNC_TOKEN: `sync-${STRONG}`,
        FASPAY_BASE_URL: "https://xpress.faspay.co.id",
        RAJAONGKIR_BASE_URL: "https://rajaongkir.komerce.id/api/v1",
        SITE_URL: "https://Shop.Example.co.id:8443/",
      }),
    ).toEqual([]);
    for (const fake of ["http://127.0.0.1:4010", "http://localhost:4010", "http://[::1]:4010", "http://127.0.0.2:1"])
      expect(problemsOf({ ...LIVE, FASPAY_BASE_URL: fake, RAJAONGKIR_BASE_URL: `${fake}/api/v1` })).toEqual([]);
    // The sandbox's own base, when the sandbox is what FASPAY_ENV names, is for demo mode.
    expect(problemsOf({ FASPAY_BASE_URL: "https://xpress-sandbox.faspay.co.id", PAYMENT_PROVIDER: "faspay" })).toEqual(
      [],
    );
  });

  it("reads the sandbox in a base that names production as its user and the sandbox as its host", () => {
    expect(problemsOf({ ...LIVE, FASPAY_BASE_URL: "https://xpress.faspay.co.id@xpress-sandbox.faspay.co.id" })).toEqual(
      [
        expect.stringMatching(/^FASPAY_BASE_URL must not carry a user name/),
        expect.stringMatching(/^FASPAY_BASE_URL is a sandbox \(xpress-sandbox\.faspay\.co\.id\)/),
      ],
    );
  });

  it("accepts the settings the live hardening tests start their servers with", () => {
    expect(problemsOf({ ...LIVE_ENV, DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test_sf_live" })).toEqual([]);
  });

  it("refuses a placeholder in any setting, but not the word inside another", () => {
    expect(problemsOf({ ...LIVE, FASPAY_MERCHANT_NAME: "CHANGE_ME" })).toEqual([
      expect.stringMatching(/^FASPAY_MERCHANT_NAME holds a placeholder of \.env\.example/),
    ]);
    expect(problemsOf({ ...LIVE, FASPAY_MERCHANT_NAME: "Changemetal Batik" })).toEqual([]);
    // Demo mode keeps any value.
    expect(problemsOf({ MAIL_FROM: "change-me@shop.test" })).toEqual([]);
  });

  it("lists exactly the schema's variables in docs/configuration.md's table", () => {
    const table = readFileSync(path.join(process.cwd(), "docs/configuration.md"), "utf8");
    const documented = table
      .split("\n")
      .filter((line) => line.startsWith("| `"))
      .flatMap((line) => [...line.split("|")[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]!));
    expect([...documented].sort()).toEqual([...SETTING_NAMES].sort());
  });
});

describe("the README's list of live refusals", () => {
  it("names every setting a live start refuses", () => {
    const readme = readFileSync(path.join(process.cwd(), "README.md"), "utf8");
    const deploy = readme.split("\n## Deploy\n")[1]!.split("\n## ")[0]!;
    const check = checkSettings({
      SHOP_MODE: "live",
      SEED_DEMO: "1",
      OUTBOX_PAGE: "1",
      REVALIDATE_SECRET: "short",
      OPS_TOKEN: "short",
      STOCK_SYNC_TOKEN: "s".repeat(32),
    });
    const refused = check.ok ? [] : check.problems.map((problem) => problem.split(" ")[0]!);
    expect(refused).toEqual(expect.arrayContaining(["TRUSTED_PROXY_HOPS", "OPS_TOKEN", "SITE_URL"]));
    const missing = [...new Set(refused)].filter((name) => !deploy.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
