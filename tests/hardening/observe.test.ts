/**
 * Metrics and traces on a production server (issue #52, point 4). Debian's Prometheus scrapes the server's
 * GET /api/metrics with its token while a guest places a checkout and pays it through the sandbox; the counters are
 * then read back through Prometheus' HTTP API. The server exports its traces over OTLP/HTTP to a receiver here: the
 * checkout's request span has database and payment provider spans below it, its log lines carry its trace id, and no
 * attribute of any exported span holds the guest's email or phone, a token or a signature. The guest opts in to
 * WhatsApp updates (the local fake of the Cloud API): the sends are timed and traced as the messaging provider's
 * calls, without the number. Strangers are refused.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { systemTool } from "../support/deploy-files";
import { firstSize } from "../support/checkout-fixtures";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";
import { startOtlpReceiver, type OtlpReceiver, type OtlpSpan, type OtlpValue } from "../support/otlp-receiver";
import { startFakeWhatsApp, type FakeWhatsApp } from "../support/fakes/whatsapp-cloud";

const SHOP_PORT = hardeningPort(3735);
const PROMETHEUS_PORT = hardeningPort(3736);
const OTLP_PORT = hardeningPort(3737);
const PRODUCT = 19;
const TOKEN = "9c4e1a7f3b2d8e6c0a5f9b1d7e3c2a8f";
const PHONE = "081298765432";
const PHONE_E164 = "6281298765432";
const WHATSAPP = { token: "EAAG-observe-token", phoneNumberId: "106540352242922", appSecret: "observe-app-secret" };

let receiver: OtlpReceiver | null = null;
let whatsapp: FakeWhatsApp | null = null;
let prometheus: ChildProcess | null = null;
let server: ServerHandle | null = null;
let size = "";
const work = mkdtempSync(path.join(tmpdir(), "observe-"));
const hasPrometheus = systemTool("prometheus") && systemTool("promtool");
const itWithPrometheus = hasPrometheus || process.env.CI === "true" ? it : it.skip;

const spans = () => receiver?.spans() ?? [];
const text = (v: OtlpValue): string =>
  v.arrayValue ? v.arrayValue.values.map(text).join(" ") : String(v.stringValue ?? v.intValue ?? v.boolValue ?? "");
const attr = (span: OtlpSpan, key: string) => {
  const found = span.attributes?.find((a) => a.key === key);
  return found ? text(found.value) : undefined;
};

/** Waits for `check` to answer something truthy, trying every 200 ms for up to `ms`. */
async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A form post with raw headers (the sandbox's "Pay" button); answers the status. */
function postForm(url: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** One value of an instant query through Prometheus' HTTP API (0 when the series does not exist yet). */
async function promValue(query: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${PROMETHEUS_PORT}/api/v1/query?query=${encodeURIComponent(query)}`);
  const body = (await res.json()) as { status: string; data: { result: { value: [number, string] }[] } };
  if (body.status !== "success") throw new Error(`query ${query} failed`);
  return Number(body.data.result[0]?.value[1] ?? 0);
}

function startPrometheus(): ChildProcess {
  writeFileSync(path.join(work, "token"), TOKEN);
  writeFileSync(
    path.join(work, "prometheus.yml"),
    [
      "global: { scrape_interval: 1s, evaluation_interval: 1s }",
      "rule_files: [" + JSON.stringify(path.resolve("deploy/prometheus/alerts.yml")) + "]",
      "scrape_configs:",
      "  - job_name: storefront",
      "    metrics_path: /api/metrics",
      "    scrape_interval: 1s",
      `    authorization: { type: Bearer, credentials_file: ${JSON.stringify(path.join(work, "token"))} }`,
      `    static_configs: [{ targets: ["127.0.0.1:${SHOP_PORT}"] }]`,
      "",
    ].join("\n"),
  );
  const child = spawn(
    "prometheus",
    [
      `--config.file=${path.join(work, "prometheus.yml")}`,
      `--storage.tsdb.path=${path.join(work, "data")}`,
      `--web.listen-address=127.0.0.1:${PROMETHEUS_PORT}`,
      "--log.level=warn",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  child.stderr?.resume();
  return child;
}

beforeAll(async () => {
  ensureBuild();
  size = await firstSize(PRODUCT); // before the server owns the database (PGlite has one owner at a time)
  receiver = await startOtlpReceiver(OTLP_PORT);
  whatsapp = await startFakeWhatsApp(WHATSAPP);
  server = await startServer(SHOP_PORT, {
    MESSAGING_PROVIDER: "whatsapp",
    WHATSAPP_TOKEN: WHATSAPP.token,
    WHATSAPP_PHONE_NUMBER_ID: WHATSAPP.phoneNumberId,
    WHATSAPP_APP_SECRET: WHATSAPP.appSecret,
    WHATSAPP_VERIFY_TOKEN: "observe-verify-token",
    WHATSAPP_API_BASE_URL: whatsapp.baseUrl,
    METRICS_TOKEN: TOKEN,
    // An allow-list this test's address is not on: the token is what lets Prometheus in.
    METRICS_ALLOW: "192.0.2.0/24",
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_BSP_SCHEDULE_DELAY: "100",
    LOG_LEVEL: "info",
  });
  if (hasPrometheus) prometheus = startPrometheus();
}, 600_000);

afterAll(async () => {
  prometheus?.kill("SIGTERM");
  await stopServer(server);
  await receiver?.close();
  await whatsapp?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe("metrics and traces of a production server", () => {
  it("refuses strangers: no token, a wrong token, an address off the allow-list", async () => {
    const url = `${server!.url}/api/metrics`;
    expect((await fetch(url)).status).toBe(403);
    expect((await fetch(url, { headers: { authorization: `Bearer ${TOKEN.slice(1)}x` } })).status).toBe(403);
    // A forged X-Forwarded-For naming an allowed address changes nothing: the connection's own address counts.
    expect((await fetch(url, { headers: { "x-forwarded-for": "192.0.2.7" } })).status).toBe(403);
    expect((await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });

  itWithPrometheus(
    "counts a checkout and its payment as Prometheus scrapes them, and traces the checkout without personal data",
    async () => {
      await until("Prometheus ready", async () => (await fetch(`http://127.0.0.1:${PROMETHEUS_PORT}/-/ready`)).ok);
      const base = server!.url;
      const json = { "content-type": "application/json" };
      const device = randomUUID();
      const email = `observe-${device.slice(0, 8)}@example.com`;
      // A request with the email in its query: Next's request span records the raw path and query (http.target).
      const searched = await fetch(`${base}/api/v1/products?page=1&limit=2&search=${encodeURIComponent(email)}`);
      expect(searched.status).toBe(200);
      const cart = await fetch(`${base}/api/v1/cart`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ local_device_id: device, product_detail_id: PRODUCT, size, qty: 1 }),
      });
      expect(cart.status).toBe(200);
      const placed = await fetch(`${base}/api/v1/checkout-trx`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({
          local_device_id: device,
          shipping_type: "PICKUP_ON_STORE",
          showroom_id: 2,
          guest_email: email,
          address_recipient_phone: PHONE,
          whatsapp_updates: true,
        }),
      });
      expect(placed.status).toBe(200);
      const { data } = (await placed.json()) as {
        data: { trx_ref: string; payment_data: { fields: Record<string, string> } };
      };
      const fields = data.payment_data.fields;
      const paid = new URLSearchParams({ ...fields, outcome: "pay", channel: "702" }).toString();
      expect(await postForm(`${base}/payment-sandbox/complete`, paid)).toBe(303);

      // Through Prometheus: what it scraped, by label.
      const series = {
        placed: 'sum(shop_checkouts_total{outcome="placed"})',
        accepted: 'sum(shop_payment_notifications_total{verdict="accepted", state="paid"})',
        checkoutRequests: 'sum(shop_http_request_duration_seconds_count{route="/api/v1/checkout-trx", status="200"})',
        paidPayments: 'sum(shop_payments{state="paid"})',
        paymentCalls: 'sum(shop_provider_call_duration_seconds_count{kind="payment"})',
        messagingSends:
          'sum(shop_provider_call_duration_seconds_count{kind="messaging", operation="send", outcome="ok"})',
        up: 'up{job="storefront"}',
      };
      const seen = await until(
        "the counters in Prometheus",
        async () => {
          const values = Object.fromEntries(
            await Promise.all(Object.entries(series).map(async ([k, q]) => [k, await promValue(q)] as const)),
          );
          return Object.values(values).every((v) => v >= 1) ? values : null;
        },
        45_000,
      );
      expect(seen.up).toBe(1);

      // The rules file loads in Prometheus itself, and its rules are evaluated.
      const rules = (await (await fetch(`http://127.0.0.1:${PROMETHEUS_PORT}/api/v1/rules`)).json()) as {
        data: { groups: { rules: { name: string; health: string }[] }[] };
      };
      const loaded = rules.data.groups.flatMap((g) => g.rules);
      expect(loaded.map((r) => r.name)).toEqual(expect.arrayContaining(["OutboxMessageTooOld", "JobsNotRunning"]));

      // The checkout's trace: the request's span, with database and payment provider spans beneath it.
      const request = await until("the checkout's request span", async () =>
        spans().find((s) => attr(s, "http.route") === "/api/v1/checkout-trx"),
      );
      const trace = await until("the checkout's provider span", async () => {
        const all = spans().filter((s) => s.traceId === request.traceId);
        return all.some((s) => s.name === "payment startPayment") ? all : null;
      });
      const byId = new Map(trace.map((s) => [s.spanId, s]));
      const under = (s: OtlpSpan): boolean => {
        for (let p = s.parentSpanId && byId.get(s.parentSpanId); p; p = p.parentSpanId && byId.get(p.parentSpanId))
          if (p.spanId === request.spanId) return true;
        return false;
      };
      const db = trace.filter((s) => attr(s, "db.system.name"));
      expect(db.length).toBeGreaterThan(3);
      expect(db.every(under)).toBe(true);
      expect(trace.filter((s) => s.name === "payment startPayment").every(under)).toBe(true);
      expect(under(trace.find((s) => s.name === "payment startPayment")!)).toBe(true);

      // The WhatsApp sends (placed, then paid) as the messaging provider's client spans, with bounded attributes.
      const sends = await until("the messaging provider's spans", async () => {
        const found = spans().filter((s) => s.name === "messaging send");
        return found.length >= 2 ? found : null;
      });
      for (const send of sends)
        expect(Object.fromEntries((send.attributes ?? []).map((a) => [a.key, text(a.value)]))).toEqual({
          "shop.provider.kind": "messaging",
          "shop.provider.operation": "send",
          "shop.provider.outcome": "ok",
        });
      expect(whatsapp!.sent.filter((m) => m.to === PHONE_E164).map((m) => m.template)).toEqual([
        "order_placed",
        "order_paid",
      ]);

      // The request's log line carries its trace.
      expect(server!.output()).toMatch(new RegExp(`"trace_id":"${request.traceId}"`));

      // No attribute of any span (or resource) exported holds personal data or a secret.
      const secrets = [email, email.split("@")[0]!, PHONE, PHONE_E164, WHATSAPP.token, TOKEN]
        .concat(data.trx_ref.length > 40 ? [data.trx_ref] : [])
        .concat(
          Object.entries(fields)
            .filter(([k]) => /signature|token/i.test(k))
            .map(([, v]) => v),
        )
        .filter((s) => s.length >= 6);
      const everything = receiver!.received.flatMap((r) =>
        r.resourceSpans.flatMap((rs) => [
          ...(rs.resource?.attributes ?? []),
          ...rs.scopeSpans.flatMap((s) =>
            s.spans.flatMap((sp) => [...(sp.attributes ?? []), { key: "name", value: { stringValue: sp.name } }]),
          ),
        ]),
      );
      const leaks = everything
        .map((a) => `${a.key}=${text(a.value)}`)
        .filter(
          (line) =>
            secrets.some((s) => line.includes(s)) || /@[a-z0-9-]+\.[a-z]/i.test(line) || /\b08\d{8,11}\b/.test(line),
        );
      expect(leaks).toEqual([]);
    },
    120_000,
  );

  itWithPrometheus("serves metrics promtool accepts", async () => {
    const res = await fetch(`${server!.url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const body = await res.text();
    const checked = spawnSync("promtool", ["check", "metrics"], { input: body, encoding: "utf8" });
    expect([checked.status, checked.stdout + checked.stderr]).toEqual([0, ""]);
  });
});
