import { sandboxConfig } from "@/lib/server/payment/providers/sandbox/config";
import { createSandboxWire } from "@/lib/server/payment/providers/sandbox/provider";
import { buildNotification, buildReturnPath, type SandboxBill } from "@/lib/server/payment/providers/sandbox/bill";
import { faspayConfig } from "@/lib/server/payment/providers/faspay/config";
import { xpressBill } from "@/lib/server/payment/providers/faspay/bill";

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
  const ctx = (origin: string, lang?: "id" | "fr") => ({
    origin,
    notifyUrl: `${origin}/api/v1/payment/notification`,
    lang,
  });
  const form = async (origin: string, lang?: "id" | "fr") => {
    const started = await createSandboxWire(sandboxConfig({})).startPayment(order, ctx(origin, lang), null);
    if (!started.ok) throw new Error(started.reason);
    return started.payment;
  };

  it("posts to the sandbox's path and returns to the return page's path, in the shopper's language, whatever SITE_URL is", async () => {
    const en = await form(SITE);
    expect([en.method, en.action_url]).toEqual(["POST", "/payment-sandbox"]);
    expect(en.fields.return_url).toBe("/payment/response");
    const id = await form("https://shop.example.co.id", "id");
    expect(id.action_url).toBe("/payment-sandbox");
    expect(id.fields.return_url).toBe("/id/payment/response");
  });

  it("keeps Faspay's return address absolute: its page is elsewhere and returns the shopper to SITE_URL", () => {
    const bill = xpressBill(
      faspayConfig({ FASPAY_MERCHANT_ID: "31234", FASPAY_PASSWORD: "x" }),
      order,
      ctx("https://shop.example.co.id", "fr"),
    );
    // One address in every language, the one registered with Faspay (docs/providers.md): the lang cookie does the rest.
    expect(bill.return_url).toBe("https://shop.example.co.id/payment/response");
  });
});

describe("the sandbox's way back to the shop", () => {
  const bill = (returnUrl: string): SandboxBill => ({
    merchantId: "99999",
    merchantName: "Sandbox",
    orderId: order.trxRef,
    billTotal: "150000",
    billDesc: "Order",
    custName: "Budi",
    custEmail: "budi@example.com",
    returnUrl,
  });
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
    for (const evil of [
      "https://evil.example/payment/response",
      "//evil.example/x",
      "/\\evil.example/x",
      `${SITE}//evil.example/x`,
      "javascript:alert(1)",
      "http://[bad",
    ]) {
      const path = back(evil);
      expect([evil, path.startsWith("/payment/response?")]).toEqual([evil, true]);
    }
  });
});
