import { faspayConfig, sandboxConfig } from "@/lib/server/payment/config";
import { createFaspayWire } from "@/lib/server/payment/faspay-wire";
import { buildNotification, buildReturnPath, type SandboxBill } from "@/lib/server/payment/sandbox-provider";

// Issue #30 point 2: the demo shop's payment works on whatever address the shopper opened it at. What the browser
// follows in the sandbox (the bill's form action, the return address, the way back) is relative; an outside
// provider still gets SITE_URL's absolute return address.

const order = {
  trxRef: "0123456789abcdef0123456789abcdef",
  grandTotal: 150000,
  shippingCost: 20000,
  createdAt: new Date("2026-01-01T03:00:00Z"),
  expiresAt: new Date("2026-01-02T03:00:00Z"),
  customer: { number: "1", name: "Budi", phone: "0812", email: "budi@example.com" },
  address: null,
  lines: [{ name: "Kaos", qty: 1, price: 130000 }],
};
const SITE = "http://localhost:3000";

describe("the sandbox's payment form", () => {
  it("posts to the sandbox's path and returns to the return page's path, in the shopper's language, whatever SITE_URL is", () => {
    const wire = createFaspayWire(sandboxConfig({ NODE_ENV: "test" }));
    const en = wire.createPaymentForm(order, { origin: SITE, host: "localhost" });
    expect(en.action_url).toBe("/payment-sandbox");
    expect(en.fields.return_url).toBe("/payment/response");
    const id = wire.createPaymentForm(order, { origin: "https://shop.example.co.id", host: "shop.example.co.id", lang: "id" });
    expect(id.action_url).toBe("/payment-sandbox");
    expect(id.fields.return_url).toBe("/id/payment/response");
  });

  it("keeps Faspay's addresses absolute: its page is elsewhere and returns the shopper to SITE_URL", () => {
    const wire = createFaspayWire(faspayConfig({ NODE_ENV: "test", FASPAY_MERCHANT_ID: "31234", FASPAY_PASSWORD: "x", SHOP_LIVE_HOST: "shop.example.co.id" }));
    const form = wire.createPaymentForm(order, { origin: "https://shop.example.co.id", host: "shop.example.co.id", lang: "fr" });
    expect(form.action_url).toBe("https://xpress.faspay.co.id/v3/payment");
    expect(form.fields.return_url).toBe("https://shop.example.co.id/fr/payment/response");
  });
});

describe("the sandbox's way back to the shop", () => {
  const bill = (returnUrl: string): SandboxBill => ({ merchantId: "99999", merchantName: "Sandbox", orderId: order.trxRef, billTotal: "150000", billDesc: "Order", custName: "Budi", custEmail: "budi@example.com", returnUrl });
  const back = (returnUrl: string) => {
    const b = bill(returnUrl);
    return buildReturnPath(b, buildNotification(b, "pay", "812"), SITE);
  };

  it("is a relative address: the browser stays on the address it is on", () => {
    const path = back("/id/payment/response");
    expect(path.startsWith("/id/payment/response?")).toBe(true);
    const params = new URLSearchParams(path.split("?")[1]);
    expect(params.get("bill_no")).toBe(order.trxRef);
    expect(params.get("status")).toBe("2");
    expect(params.get("signature")).toMatch(/^[0-9a-f]{40}$/);
  });

  it("takes only the path of an absolute return address on SITE_URL (a bill posted before this change)", () => {
    expect(back(`${SITE}/fr/payment/response`).startsWith("/fr/payment/response?")).toBe(true);
    expect(back("").startsWith("/payment/response?")).toBe(true);
  });

  it("never leaves the shop: another origin, a scheme-relative address or a script falls back to the return page", () => {
    for (const evil of ["https://evil.example/payment/response", "//evil.example/x", "/\\evil.example/x", `${SITE}//evil.example/x`, "javascript:alert(1)", "http://[bad"]) {
      const path = back(evil);
      expect([evil, path.startsWith("/payment/response?")]).toEqual([evil, true]);
    }
  });
});
