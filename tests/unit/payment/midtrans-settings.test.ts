import { checkSettings, type Env } from "@/lib/server/startup";
import midtrans from "@/lib/server/payment/providers/midtrans";
import { midtransEndpoints, midtransLiveProblems } from "@/lib/server/payment/providers/midtrans/settings";

const parse = (env: Record<string, string>) => midtrans.settings.parse(env);

describe("Midtrans settings", () => {
  it("chooses the endpoints by MIDTRANS_ENV, sandbox by default, never by the request's host", () => {
    const sandbox = midtransEndpoints(parse({}));
    expect(sandbox.transactionsUrl).toBe("https://app.sandbox.midtrans.com/snap/v1/transactions");
    expect(sandbox.statusUrl("abc-1")).toBe("https://api.sandbox.midtrans.com/v2/abc-1/status");
    const production = midtransEndpoints(parse({ MIDTRANS_ENV: "production" }));
    expect(production.transactionsUrl).toBe("https://app.midtrans.com/snap/v1/transactions");
    expect(production.statusUrl("abc-1")).toBe("https://api.midtrans.com/v2/abc-1/status");
    expect(production.payPageOrigin).toBe("https://app.midtrans.com");
  });

  it("takes a fake server's bases from MIDTRANS_SNAP_URL and MIDTRANS_API_URL", () => {
    const fake = midtransEndpoints(
      parse({ MIDTRANS_SNAP_URL: "http://127.0.0.1:3850/snap/v1/", MIDTRANS_API_URL: "http://127.0.0.1:3850" }),
    );
    expect(fake.transactionsUrl).toBe("http://127.0.0.1:3850/snap/v1/transactions");
    expect(fake.statusUrl("a/b")).toBe("http://127.0.0.1:3850/v2/a%2Fb/status");
    expect(fake.payPageOrigin).toBe("http://127.0.0.1:3850");
  });

  it("refuses an unknown environment and a base that is not a web address", () => {
    expect(midtrans.settings.safeParse({ MIDTRANS_ENV: "staging" }).success).toBe(false);
    expect(midtrans.settings.safeParse({ MIDTRANS_SNAP_URL: "file:///etc/passwd" }).success).toBe(false);
  });

  it("in live mode wants the production key and environment (its bases are declared for the shared check)", () => {
    expect(midtransLiveProblems(parse({ MIDTRANS_ENV: "production", MIDTRANS_SERVER_KEY: "Mid-server-abc" }))).toEqual(
      [],
    );
    expect(
      midtransLiveProblems(
        parse({
          MIDTRANS_ENV: "production",
          MIDTRANS_SERVER_KEY: "Mid-server-abc",
          MIDTRANS_SNAP_URL: "http://127.0.0.1:3850/snap/v1",
          MIDTRANS_API_URL: "http://localhost:3850",
        }),
      ),
    ).toEqual([]);
    expect(midtransLiveProblems(parse({ MIDTRANS_ENV: "production" }))).toEqual(["MIDTRANS_SERVER_KEY is missing"]);
    expect(midtransLiveProblems(parse({ MIDTRANS_SERVER_KEY: "SB-Mid-server-abc" }))).toEqual([
      "MIDTRANS_ENV must be production: Midtrans' sandbox takes no real payment",
    ]);
    expect(
      midtransLiveProblems(parse({ MIDTRANS_ENV: "production", MIDTRANS_SERVER_KEY: "SB-Mid-server-abc" })),
    ).toEqual(["MIDTRANS_SERVER_KEY is a sandbox key (SB-…), which production refuses"]);
    expect(midtrans).toMatchObject({
      secrets: ["MIDTRANS_SERVER_KEY"],
      endpoints: ["MIDTRANS_SNAP_URL", "MIDTRANS_API_URL"],
    });
  });

  it("is a real provider: not a sandbox, and needs no Content-Security-Policy host (the browser is redirected, not posted)", () => {
    expect(midtrans).toMatchObject({ name: "midtrans", sandbox: false, csp: { formAction: [], connect: [] } });
  });
});

/** A complete live configuration with Midtrans as the payment provider. */
const LIVE: Env = {
  SHOP_MODE: "live",
  DATABASE_URL: "postgres://shop@db.internal:5432/shop",
  SITE_URL: "https://shop.example.co.id",
  PAYMENT_PROVIDER: "midtrans",
  MIDTRANS_SERVER_KEY: "Mid-server-from-the-dashboard",
  MIDTRANS_ENV: "production",
  COURIER_PROVIDER: "rajaongkir",
  RAJAONGKIR_API_KEY: "key-from-rajaongkir",
  TRUSTED_PROXY_HOPS: "1",
  SMTP_URL: "smtps://shop:secret@smtp.example.co.id:465",
  RETURNS_DATA_KEY: "9c2e5a7f1b3d8e0a4c6f2b9d7e1a3c5f8b0d2e4a6c8f1b3d5e7a9c0f2b4d6e8a",
};
const problemsOf = (env: Env) => {
  const check = checkSettings(env);
  return check.ok ? [] : check.problems;
};

describe("live mode with PAYMENT_PROVIDER=midtrans", () => {
  it("accepts Midtrans with its production key", () => {
    expect(problemsOf(LIVE)).toEqual([]);
  });

  it("accepts it pointed at a fake Midtrans on this machine (the live-mode checkout proof)", () => {
    expect(
      problemsOf({
        ...LIVE,
        MIDTRANS_SNAP_URL: "http://127.0.0.1:3861/snap/v1",
        MIDTRANS_API_URL: "http://127.0.0.1:3861",
      }),
    ).toEqual([]);
  });

  it.each([
    ["no server key", { MIDTRANS_SERVER_KEY: undefined }, /MIDTRANS_SERVER_KEY is missing/],
    ["Midtrans' sandbox", { MIDTRANS_ENV: undefined }, /MIDTRANS_ENV must be production/],
    ["a sandbox key", { MIDTRANS_SERVER_KEY: "SB-Mid-server-abc" }, /sandbox key/],
    ["an unknown environment", { MIDTRANS_ENV: "staging" }, /MIDTRANS_ENV/],
    [
      "a plain-http base elsewhere",
      { MIDTRANS_API_URL: "http://api.example" },
      /MIDTRANS_API_URL must be an https address/,
    ],
    // Issue #47, point 1: a sandbox however it is named, and a key too weak to be Midtrans'.
    [
      "Snap's sandbox set through MIDTRANS_SNAP_URL with MIDTRANS_ENV=production",
      { MIDTRANS_SNAP_URL: "https://app.sandbox.midtrans.com/snap/v1" },
      /^MIDTRANS_SNAP_URL is a sandbox \(app\.sandbox\.midtrans\.com\)/,
    ],
    [
      "the Core API's sandbox, in capitals with a trailing dot",
      { MIDTRANS_API_URL: "https://API.SANDBOX.MIDTRANS.COM." },
      /^MIDTRANS_API_URL is a sandbox/,
    ],
    ["a one-character server key", { MIDTRANS_SERVER_KEY: "k" }, /^MIDTRANS_SERVER_KEY must be at least 8 characters/],
  ])("refuses %s", (_what, change, problem) => {
    expect(problemsOf({ ...LIVE, ...change }).join("\n")).toMatch(problem);
  });
});
