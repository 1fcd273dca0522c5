/**
 * The metrics endpoint's gate and the traces' cleaning, without a server: who may read GET /api/metrics, and what an
 * exported span may never carry (an address with its query, an email, a token).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { metricsAccess } from "@/lib/server/http/metrics-access";
import { JOB_NAMES } from "@/lib/server/jobs/scheduler";
import { resetMetrics, shopMetrics } from "@/lib/server/observe/metrics";
import { cleanAttributes, cleanName, requestMetrics } from "@/lib/server/telemetry/start";

const TOKEN = "4f8a2c6e1b9d3f7a5c0e8b2d6f4a1c9e";
const headers = (h: Record<string, string>) => new Headers(h);

describe("GET /api/metrics's gate", () => {
  it("is off without a token and an allow-list", () => {
    expect(metricsAccess(headers({ authorization: `Bearer ${TOKEN}` }), {})).toBe("off");
  });

  it("lets in the token, and no other", () => {
    const env = { METRICS_TOKEN: TOKEN };
    expect(metricsAccess(headers({ authorization: `Bearer ${TOKEN}` }), env)).toBe("allowed");
    expect(metricsAccess(headers({ authorization: `Bearer ${TOKEN}0` }), env)).toBe("refused");
    expect(metricsAccess(headers({ authorization: TOKEN }), env)).toBe("refused");
    expect(metricsAccess(headers({}), env)).toBe("refused");
  });

  it("lets in an allowed connection address, never one a client wrote in X-Forwarded-For", () => {
    const env = { METRICS_ALLOW: "10.1.0.0/16, 2001:db8::7, 172.28.0.90" };
    expect(metricsAccess(headers({ "x-shop-peer": "10.1.2.3" }), env)).toBe("allowed");
    expect(metricsAccess(headers({ "x-shop-peer": "::ffff:172.28.0.90" }), env)).toBe("allowed");
    expect(metricsAccess(headers({ "x-shop-peer": "2001:db8::7" }), env)).toBe("allowed");
    expect(metricsAccess(headers({ "x-shop-peer": "10.2.0.1" }), env)).toBe("refused");
    expect(metricsAccess(headers({ "x-shop-peer": "203.0.113.5", "x-forwarded-for": "10.1.2.3" }), env)).toBe(
      "refused",
    );
    expect(metricsAccess(headers({ "x-forwarded-for": "10.1.2.3" }), env)).toBe("refused");
  });
});

describe("an exported span's cleaning", () => {
  it("drops addresses, queries and credentials, and masks what a text value holds", () => {
    expect(
      cleanAttributes({
        "http.target": "/api/v1/order-summary?email=sari@example.com",
        "http.url": "https://pay.example/bill?signature=abc",
        "url.full": "https://x.example/?token=1",
        "http.route": "/api/v1/checkout-trx",
        "http.status_code": 200,
        "next.span_name": "fetch POST https://api.example/v1/bills?key=secret",
        "shop.note": "sent to sari@example.com",
      }),
    ).toEqual({
      "http.route": "/api/v1/checkout-trx",
      "http.status_code": 200,
      "next.span_name": "fetch POST https://api.example",
      "shop.note": "sent to s***@example.com",
    });
  });

  it("keeps a span's name to its route or its host", () => {
    expect(cleanName("POST /api/v1/checkout-trx")).toBe("POST /api/v1/checkout-trx");
    expect(cleanName("fetch GET https://rajaongkir.example/api/v1/destination?search=bandung")).toBe(
      "fetch GET https://rajaongkir.example",
    );
    expect(cleanName("middleware GET /id/orders/TRX123")).toBe("middleware GET");
  });
});

describe("the requests' histogram from Next's request spans", () => {
  type Fake = Parameters<ReturnType<typeof requestMetrics>["onEnd"]>[0];
  const span = (id: string, parent: string | undefined, attributes: Record<string, string | number>): Fake =>
    ({
      attributes: { "next.span_type": "BaseServer.handleRequest", ...attributes },
      spanContext: () => ({ spanId: id, traceId: "t", traceFlags: 0 }),
      parentSpanContext: parent ? { spanId: parent, traceId: "t", traceFlags: 0 } : undefined,
      duration: [0, 250_000_000],
    }) as unknown as Fake;

  afterEach(() => {
    delete process.env.METRICS_TOKEN;
    resetMetrics();
  });

  it("counts a request once, with the route its render pass found, by status", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    resetMetrics();
    const processor = requestMetrics();
    // proxy.ts let the request through: Next's outer pass, then the render as its child.
    const outer = span("a", undefined, { "http.method": "GET", "http.status_code": 200 });
    const inner = span("b", "a", { "http.method": "GET", "http.status_code": 200, "http.route": "/[lang]/cart" });
    const plain = span("c", undefined, { "http.method": "POST", "http.status_code": 500 });
    const empty = span("d", undefined, { "http.method": "GET", "http.status_code": 404 });
    // And one whose first pass ends before its render (the render's status and route count).
    const early = span("e", undefined, { "http.method": "GET", "http.status_code": 200 });
    const late = span("f", "e", { "http.method": "GET", "http.status_code": 200, "http.route": "/[lang]/cart" });
    // And proxy.ts's pass, ended before the render pass even starts: it passed the request on (next.bubble).
    const bubbled = span("g", undefined, { "http.method": "GET", "http.status_code": 200, "next.bubble": "" });
    (bubbled.attributes as Record<string, unknown>)["next.bubble"] = true;
    const rendered = span("h", "g", { "http.method": "GET", "http.status_code": 200, "http.route": "/[lang]/cart" });
    for (const s of [outer, inner, plain, empty, early, late, bubbled]) processor.onStart(s as never, {} as never);
    for (const s of [inner, outer, early, late, bubbled]) processor.onEnd(s);
    processor.onStart(rendered as never, {} as never);
    processor.onEnd(rendered);
    processor.onEnd({ ...plain, attributes: { ...plain.attributes, "http.route": "/api/v1/cart" } } as Fake);
    processor.onEnd(empty);
    const text = await shopMetrics()!.registry.metrics();
    const count = (labels: string) =>
      Number(
        text
          .split("\n")
          .find((l) => l.startsWith(`shop_http_request_duration_seconds_count{service="storefront",${labels}}`))
          ?.split(" ")[1] ?? 0,
      );
    expect(count('route="/[lang]/cart",method="GET",status="200"')).toBe(3);
    expect(count('route="/api/v1/cart",method="POST",status="500"')).toBe(1);
    expect(count('route="unmatched",method="GET",status="404"')).toBe(1);
    expect(text.match(/^shop_http_request_duration_seconds_count/gm)).toHaveLength(3);
  });
});

describe("docs/observability.md", () => {
  const doc = readFileSync(path.join(process.cwd(), "docs/observability.md"), "utf8");

  it("names every job of a round in the job metric's row and among the traces' spans", () => {
    const row = doc.split("\n").find((l) => l.startsWith("| `shop_job_runs_total`"))!;
    const traces = doc.slice(doc.indexOf("## Traces"));
    for (const name of JOB_NAMES) {
      expect(row).toContain(`\`${name}\``);
      expect(traces).toContain(`\`job ${name}\``);
    }
  });
});
