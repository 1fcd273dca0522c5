/**
 * The metrics endpoint's gate and the traces' cleaning, without a server: who may read GET /api/metrics, and what an
 * exported span may never carry (an address with its query, an email, a token).
 */
import { metricsAccess } from "@/lib/server/http/metrics-access";
import { cleanAttributes, cleanName } from "@/lib/server/telemetry/start";

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
