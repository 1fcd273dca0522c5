import { readFileSync } from "node:fs";
import path from "node:path";
import { assertStartupSettings, checkSettings, type Env } from "@/lib/server/startup";
import { sandboxPaymentsEnabled } from "@/lib/server/payment/providers/sandbox/bill";
import { SETTING_NAMES } from "@/lib/server/startup";
import { seedsDemo } from "@/lib/db";

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
};

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
    const token = "x".repeat(32);
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
    expect(problemsOf({ ...LIVE, REVALIDATE_SECRET: "r".repeat(32), OPS_TOKEN: "o".repeat(40) })).toEqual([]);
    // Demo mode keeps its short test secrets.
    expect(problemsOf({ REVALIDATE_SECRET: "x" })).toEqual([]);
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
