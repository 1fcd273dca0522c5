import { faspaySignature, notificationSignature, requestSignature, returnSignature, signaturesMatch } from "@/lib/server/payment/signature";
import { createFaspayWire, parseAmount } from "@/lib/server/payment/faspay-wire";
import { faspayActionUrl, faspayConfig, FASPAY_DEV_URL, FASPAY_PROD_URL } from "@/lib/server/payment/config";

// Worked examples computed independently with coreutils: printf '%s' "$s" | md5sum | cut -d' ' -f1 | tr -d '\n' | sha1sum
const merchant = { userId: "bot12345", password: "p@ssw0rd" };

describe("Faspay signatures: sha1(md5(...)) as lower-case hex", () => {
  it("signs the payment request with user_id + password + order_id + bill_total", () => {
    expect(requestSignature(merchant, "ORD-0001", "150000")).toBe("90e1e00fe9791dc3f38fa85e0d882726ee429826");
  });

  it("signs the return with user_id + password + bill_no + status", () => {
    expect(returnSignature(merchant, "ORD-0001", "2")).toBe("5fe72b486496383f83c3c0e4218624f8ccb42bc7");
  });

  it("signs the notification with user_id + password + bill_no + payment_status_code", () => {
    expect(notificationSignature(merchant, "8f14e45fceea167a5a36dedd4bea2543", "2")).toBe("89432511df43dc9e58923f2e1528f920dbf96126");
    expect(faspaySignature("bot12345", "p@ssw0rd", "ORD-0001", "2")).toBe(returnSignature(merchant, "ORD-0001", "2"));
  });

  it("compares signatures case-insensitively and refuses anything else", () => {
    expect(signaturesMatch("abc", "ABC")).toBe(true);
    expect(signaturesMatch("abc", "abd")).toBe(false);
    expect(signaturesMatch("abc", undefined)).toBe(false);
    expect(signaturesMatch("abc", "abcd")).toBe(false);
  });
});

describe("Faspay settings and wire format", () => {
  it("uses the production page only on the live shop host", () => {
    expect(faspayActionUrl("shop.example.id", "shop.example.id")).toBe(FASPAY_PROD_URL);
    expect(faspayActionUrl("staging.example.id", "shop.example.id")).toBe(FASPAY_DEV_URL);
    expect(faspayActionUrl("shop.example.id", undefined)).toBe(FASPAY_DEV_URL);
  });

  it("defaults the user id to 'bot' + merchant id", () => {
    const config = faspayConfig({ FASPAY_MERCHANT_ID: "31337", FASPAY_PASSWORD: "pw", NODE_ENV: "test" });
    expect(config.userId).toBe("bot31337");
    expect(faspayConfig({ FASPAY_MERCHANT_ID: "31337", FASPAY_USER_ID: "u1", NODE_ENV: "test" }).userId).toBe("u1");
  });

  const wire = createFaspayWire({ name: "faspay", merchantId: "12345", merchantName: "Shop", ...merchant, actionUrl: () => FASPAY_DEV_URL, returnOrigin: (ctx) => ctx.origin });

  it("builds the Xpress form fields with the request signature", () => {
    const form = wire.createPaymentForm(
      {
        trxRef: "ORD-0001",
        grandTotal: 150000,
        shippingCost: 20000,
        createdAt: new Date("2026-01-01T03:00:00Z"),
        expiresAt: new Date("2026-01-02T03:00:00Z"),
        customer: { number: "U1", name: "Sari", phone: "0812", email: "sari@example.com" },
        address: null,
        lines: [{ name: "Tee (M)", qty: 1, price: 130000 }],
      },
      { origin: "https://shop.example.id", host: "shop.example.id" },
    );
    expect(form.method).toBe("POST");
    expect(form.fields).toMatchObject({ merchant_id: "12345", order_id: "ORD-0001", bill_total: "150000", bill_gross: "130000", bill_miscfee: "20000", bill_date: "2026-01-01 10:00:00", bill_expired: "2026-01-02 10:00:00", return_url: "https://shop.example.id/payment/response" });
    expect(form.fields.signature).toBe("90e1e00fe9791dc3f38fa85e0d882726ee429826");
  });

  it("verifies returns (bill_ref or bill_reff) and notifications, refusing forgeries", () => {
    expect(wire.verifyReturn({ bill_no: "ORD-0001", status: "2", signature: "5fe72b486496383f83c3c0e4218624f8ccb42bc7" }).valid).toBe(true);
    expect(wire.verifyReturn({ bill_no: "ORD-0001", status: "3", signature: "5fe72b486496383f83c3c0e4218624f8ccb42bc7" }).valid).toBe(false);
    const body = { bill_no: "8f14e45fceea167a5a36dedd4bea2543", payment_status_code: "2", bill_total: "150000.00", merchant_id: "12345", signature: "89432511df43dc9e58923f2e1528f920dbf96126" };
    const ok = wire.verifyNotification(body);
    expect(ok.valid).toBe(true);
    expect(ok.value.billTotal).toBe(150000);
    expect(wire.verifyNotification({ ...body, payment_status_code: "3" }).valid).toBe(false);
    expect(wire.verifyNotification({ ...body, merchant_id: "999" }).valid).toBe(false);
    expect(wire.acknowledge({ billNo: "B", trxId: "T" }, true, "Success")).toMatchObject({ response: "Payment Notification", trx_id: "T", merchant_id: "12345", merchant: "Shop", bill_no: "B", response_code: "00", response_desc: "Success" });
  });

  it("reads whole-rupiah amounts only", () => {
    expect(parseAmount("150000")).toBe(150000);
    expect(parseAmount("150000.00")).toBe(150000);
    expect(parseAmount("150000.50")).toBeNull();
    expect(parseAmount("1e5")).toBeNull();
    expect(parseAmount(undefined)).toBeNull();
  });
});
