import { signaturesMatch as signatureMatches } from "@/lib/server/payment/compare";
import { basicAuth, midtransSignature, wholeRupiah } from "@/lib/server/payment/providers/midtrans/signature";
import { neutralState } from "@/lib/server/payment/providers/midtrans/status";
import { channelName, midtransDate } from "@/lib/server/payment/providers/midtrans/channel";
import { snapItems, snapRequestBody, snapTime } from "@/lib/server/payment/providers/midtrans/request-body";
import type { PaymentOrder } from "@/lib/server/payment/providers/types";

describe("Midtrans signature_key: SHA-512(order_id + status_code + gross_amount + server key)", () => {
  it("signs the documented example (docs.midtrans.com 'Handling HTTP Notification': 1111, 200, 100000.00)", () => {
    // Computed independently: printf '%s' "1111200100000.00askvnoibnosifnboseofinbofinfgbiufglnbfg" | sha512sum
    expect(midtransSignature("1111", "200", "100000.00", "askvnoibnosifnboseofinbofinfgbiufglnbfg")).toBe(
      "edc076b21793ebe3e17926350f5b8ae67d902fe657b3d0aa31b932d5c127e2375d308a2bc94f3265ac2d80a1f181a79b997ac178a236fcff35af263fc4d4c231",
    );
  });

  it("signs gross_amount as Midtrans sends it: '100000.00' and '100000' differ", () => {
    expect(midtransSignature("1111", "200", "100000", "k")).not.toBe(
      midtransSignature("1111", "200", "100000.00", "k"),
    );
  });

  it("compares in constant time, case-insensitively, and refuses anything but a string of the same length", () => {
    const sig = midtransSignature("a", "200", "1.00", "k");
    expect(signatureMatches(sig, sig.toUpperCase())).toBe(true);
    expect(signatureMatches(sig, sig.slice(0, -1))).toBe(false);
    expect(
      signatureMatches(sig, `${sig.slice(0, -1)}0` === sig ? `${sig.slice(0, -1)}1` : `${sig.slice(0, -1)}0`),
    ).toBe(false);
    expect(signatureMatches(sig, undefined)).toBe(false);
    expect(signatureMatches(sig, 42)).toBe(false);
  });

  it("authorises with the server key as basic-auth user and an empty password", () => {
    // printf '%s' "SB-Mid-server-TEST:" | base64
    expect(basicAuth("SB-Mid-server-TEST")).toBe("Basic U0ItTWlkLXNlcnZlci1URVNUOg==");
  });

  it("reads whole rupiah from '150000.00' and refuses fractions and junk", () => {
    expect(wholeRupiah("150000.00")).toBe(150000);
    expect(wholeRupiah("150000")).toBe(150000);
    expect(wholeRupiah("150000.50")).toBeNull();
    expect(wholeRupiah("1e5")).toBeNull();
    expect(wholeRupiah("-1.00")).toBeNull();
  });
});

describe("Midtrans statuses as neutral payment states", () => {
  it.each([
    ["settlement", undefined, "paid"],
    ["capture", "accept", "paid"],
    ["capture", "challenge", "pending"],
    ["capture", undefined, "pending"],
    ["capture", "deny", "pending"],
    ["pending", undefined, "pending"],
    ["deny", "accept", "pending"],
    ["deny", "deny", "pending"],
    ["failure", undefined, "failed"],
    ["cancel", undefined, "cancelled"],
    ["expire", undefined, "expired"],
    ["refund", undefined, "refunded"],
    ["partial_refund", undefined, "refunded"],
    ["chargeback", undefined, "refunded"],
    ["something_new", undefined, "unknown"],
  ])("%s (fraud %s) is %s", (status, fraud, state) => {
    expect(neutralState(status, fraud)).toBe(state);
  });
});

const order: PaymentOrder = {
  trxRef: "0123456789abcdef0123456789abcdef",
  grandTotal: 2 * 150_000 + 99_000 + 18_000 - 25_000,
  shippingCost: 18_000,
  createdAt: new Date("2026-11-25T03:00:00Z"),
  expiresAt: new Date("2026-11-26T03:00:00Z"),
  customer: { number: "U7", name: "Siti Rahma", phone: "081234567890", email: "siti@example.com" },
  address: { street: "Jl. Sudirman No. 12", city: "Jakarta Selatan", province: "DKI Jakarta", zip: "12190" },
  lines: [
    { name: "Kemeja Batik Parang Lengan Panjang Slim Fit Premium Edition (XL)", qty: 2, price: 150_000 },
    { name: "Kaos Polos (M)", qty: 1, price: 99_000 },
  ],
};

describe("the Snap create-transaction body", () => {
  const now = new Date("2026-11-25T10:00:30Z");
  const body = snapRequestBody(order, order.trxRef, "https://shop.example/id/payment/response", now);

  it("bills the order's grand total, and its items (products, shipping, the discount) add up to it exactly", () => {
    expect(body.transaction_details).toEqual({ order_id: order.trxRef, gross_amount: 392_000 });
    expect(body.item_details.reduce((sum, i) => sum + i.price * i.quantity, 0)).toBe(392_000);
    expect(body.item_details.map((i) => [i.id, i.price, i.quantity])).toEqual([
      ["item-1", 150_000, 2],
      ["item-2", 99_000, 1],
      ["shipping", 18_000, 1],
      ["discount", -25_000, 1],
    ]);
    for (const item of body.item_details) expect(Number.isInteger(item.price) && item.name.length <= 50).toBe(true);
  });

  it("lists no shipping or discount item when there is none", () => {
    expect(
      snapItems({ grandTotal: 99_000, shippingCost: 0, lines: [{ name: "Kaos", qty: 1, price: 99_000 }] }).map(
        (i) => i.id,
      ),
    ).toEqual(["item-1"]);
  });

  it("expires the payment at the order's due time, counted from now in whole minutes (WIB start time)", () => {
    expect(snapTime(now)).toBe("2026-11-25 17:00:30 +0700");
    // 17 h less 30 s left: 1019 whole minutes, never beyond the due time.
    expect(body.expiry).toEqual({ start_time: "2026-11-25 17:00:30 +0700", unit: "minute", duration: 1019 });
  });

  it("sends the shopper back to the shop's /payment/response in their language, with their details", () => {
    expect(body.callbacks).toEqual({ finish: "https://shop.example/id/payment/response" });
    expect(body.customer_details).toMatchObject({
      first_name: "Siti Rahma",
      email: "siti@example.com",
      phone: "081234567890",
    });
    expect(body.customer_details.shipping_address).toMatchObject({
      address: "Jl. Sudirman No. 12",
      city: "Jakarta Selatan",
      postal_code: "12190",
      country_code: "IDN",
    });
  });
});

describe("what the status API's answer says about the channel and the time", () => {
  it("names a bank transfer by its bank and other payment types by their product", () => {
    expect(channelName({ payment_type: "bank_transfer", va_numbers: [{ bank: "bca", va_number: "12345" }] })).toBe(
      "BCA Virtual Account",
    );
    expect(channelName({ payment_type: "bank_transfer" })).toBe("Bank Transfer");
    expect(channelName({ payment_type: "gopay" })).toBe("GoPay");
    expect(channelName({ payment_type: "new_wallet" })).toBe("new_wallet");
  });

  it("reads Midtrans' times as GMT+7", () => {
    expect(midtransDate("2026-11-25 14:01:02")?.toISOString()).toBe("2026-11-25T07:01:02.000Z");
    expect(midtransDate("25/11/2026")).toBeNull();
    expect(midtransDate(undefined)).toBeNull();
  });
});
