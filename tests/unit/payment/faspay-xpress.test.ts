import {
  faspaySignature,
  billSignature,
  notificationSignature,
  returnSignature,
  signaturesMatch,
} from "@/lib/server/payment/providers/faspay/signature";
import { faspayConfig } from "@/lib/server/payment/providers/faspay/config";
import { xpressBill, xpressItems } from "@/lib/server/payment/providers/faspay/bill";
import {
  acknowledgeFaspay,
  parseAmount,
  readFaspayNotification,
  verifyFaspayNotification,
} from "@/lib/server/payment/providers/faspay/notification";
import { parseFlatXml } from "@/lib/server/payment/providers/faspay/xml";

// Faspay's pages give the formulas but no worked example with a known password; these were computed independently
// with coreutils: printf '%s' "$s" | md5sum | cut -d' ' -f1 | tr -d '\n' | sha1sum
const merchant = { userId: "bot12345", password: "p@ssw0rd" };
const config = {
  ...faspayConfig({
    FASPAY_MERCHANT_ID: "12345",
    FASPAY_MERCHANT_NAME: "Shop",
    FASPAY_USER_ID: "bot12345",
    FASPAY_PASSWORD: "p@ssw0rd",
  }),
};

describe("Faspay signatures: sha1(md5(...)) as lower-case hex", () => {
  it("signs the Xpress v4 bill with user_id + password + bill_no + bill_total", () => {
    expect(billSignature(merchant, "ORD-0001", "150000")).toBe("90e1e00fe9791dc3f38fa85e0d882726ee429826");
  });

  it("signs the return with user_id + password + bill_no + status", () => {
    expect(returnSignature(merchant, "ORD-0001", "2")).toBe("5fe72b486496383f83c3c0e4218624f8ccb42bc7");
  });

  it("signs the notification with user_id + password + bill_no + payment_status_code", () => {
    expect(notificationSignature(merchant, "8f14e45fceea167a5a36dedd4bea2543", "2")).toBe(
      "89432511df43dc9e58923f2e1528f920dbf96126",
    );
    expect(faspaySignature("bot12345", "p@ssw0rd", "ORD-0001", "2")).toBe(returnSignature(merchant, "ORD-0001", "2"));
  });

  it("compares signatures case-insensitively and refuses anything else", () => {
    expect(signaturesMatch("abc", "ABC")).toBe(true);
    expect(signaturesMatch("abc", "abd")).toBe(false);
    expect(signaturesMatch("abc", undefined)).toBe(false);
    expect(signaturesMatch("abc", "abcd")).toBe(false);
  });
});

describe("Faspay settings", () => {
  it("posts bills to the endpoint a setting chooses: Faspay's sandbox by default, production, or a base URL", () => {
    expect(faspayConfig({}).endpoint).toBe("https://xpress-sandbox.faspay.co.id/v4/post");
    expect(faspayConfig({ FASPAY_ENV: "production" }).endpoint).toBe("https://xpress.faspay.co.id/v4/post");
    expect(faspayConfig({ FASPAY_ENV: "production", FASPAY_BASE_URL: "http://127.0.0.1:4010" }).endpoint).toBe(
      "http://127.0.0.1:4010/v4/post",
    );
  });

  it("defaults the user id to 'bot' + merchant id", () => {
    expect(faspayConfig({ FASPAY_MERCHANT_ID: "31337" }).userId).toBe("bot31337");
    expect(faspayConfig({ FASPAY_MERCHANT_ID: "31337", FASPAY_USER_ID: "u1" }).userId).toBe("u1");
  });
});

describe("the Xpress v4 bill", () => {
  const order = {
    trxRef: "ORD-0001",
    grandTotal: 150000,
    shippingCost: 20000,
    createdAt: new Date("2026-01-01T03:00:00Z"),
    expiresAt: new Date("2026-01-02T03:00:00Z"),
    customer: {
      number: "U1",
      name: "Sari Dewi Kusumawardhani Putri Lestari",
      phone: "+62 812-3456-789",
      email: "sari@example.com",
    },
    address: { street: "Jl. Merdeka 1", city: "Bandung", province: "Jawa Barat", zip: "40111" },
    lines: [{ name: "Tee (M)", qty: 2, price: 65000 }],
  };

  it("carries the documented fields, WIB dates, whole rupiah, the item array and the signature", () => {
    const bill = xpressBill(config, order, {
      origin: "https://shop.example.id",
      notifyUrl: "https://shop.example.id/api/v1/payment/notification",
      lang: "id",
    });
    expect(bill).toMatchObject({
      merchant_id: "12345",
      bill_no: "ORD-0001",
      bill_date: "2026-01-01 10:00:00",
      bill_expired: "2026-01-02 10:00:00",
      bill_gross: "130000",
      bill_miscfee: "20000",
      bill_total: "150000",
      cust_no: "U1",
      msisdn: "628123456789",
      email: "sari@example.com",
      // One address for every language (the shopper's is lang=id): the one registered with Faspay.
      return_url: "https://shop.example.id/payment/response",
      billing_address_city: "Bandung",
      billing_address_poscode: "40111",
      shipping_address: "Jl. Merdeka 1",
      item: [{ product: "Tee (M)", qty: "2", amount: "65000" }],
      signature: "90e1e00fe9791dc3f38fa85e0d882726ee429826",
    });
    expect(bill.cust_name).toHaveLength(32);
    expect(bill).not.toHaveProperty("payment_channel");
  });

  it("lists the lines at their unit prices and a discount as its own negative line: the items add up to bill_gross", () => {
    const lines = [
      { name: "Tee (M)", qty: 2, price: 65000 },
      { name: "Cap (L)", qty: 1, price: 40000 },
    ];
    // 170,000 of items less a 25,000 promo, plus 20,000 of shipping.
    const items = xpressItems({ grandTotal: 165000, shippingCost: 20000, lines });
    expect(items).toEqual([
      { product: "Tee (M)", qty: "2", amount: "65000" },
      { product: "Cap (L)", qty: "1", amount: "40000" },
      { product: "Discount", qty: "1", amount: "-25000" },
    ]);
    expect(items.reduce((sum, i) => sum + Number(i.amount) * Number(i.qty), 0)).toBe(165000 - 20000);
    expect(xpressItems({ grandTotal: 190000, shippingCost: 20000, lines })).toHaveLength(2);
  });
});

describe("Faspay notifications", () => {
  const fields = {
    request: "Payment Notification",
    trx_id: "8985310250011254",
    merchant_id: "12345",
    merchant: "Shop",
    bill_no: "8f14e45fceea167a5a36dedd4bea2543",
    payment_reff: "123",
    payment_date: "2026-01-02 10:11:12",
    payment_status_code: "2",
    payment_status_desc: "Payment Sukses",
    bill_total: "150000.00",
    payment_total: "150000",
    payment_channel_uid: "702",
    payment_channel: "BCA Virtual Account",
    signature: "89432511df43dc9e58923f2e1528f920dbf96126",
  };
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<faspay>${Object.entries(fields)
    .map(([k, v]) => `<${k}>${v}</${k}>`)
    .join("\n")}</faspay>`;

  it("reads XML, JSON and form posts alike into a neutral, verified event", () => {
    for (const [body, type] of [
      [xml, "text/xml"],
      [xml, "application/octet-stream"],
      [JSON.stringify(fields), "application/json"],
      [new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded"],
    ] as const) {
      const raw = readFaspayNotification(body, type);
      expect(raw?.fields.bill_no).toBe(fields.bill_no);
      const v = verifyFaspayNotification(config, raw!);
      expect(v).toMatchObject({
        valid: true,
        value: {
          state: "paid",
          amount: 150000,
          providerTrxId: "8985310250011254",
          providerStatus: { code: "2", desc: "Payment Sukses" },
          channel: "BCA Virtual Account",
        },
      });
      expect(v.value.paidAt?.toISOString()).toBe("2026-01-02T03:11:12.000Z");
    }
  });

  it("refuses forgeries: another status, another merchant, no signature", () => {
    const raw = (over: Record<string, string>) =>
      readFaspayNotification(JSON.stringify({ ...fields, ...over }), "application/json")!;
    expect(verifyFaspayNotification(config, raw({ payment_status_code: "3" }))).toMatchObject({
      valid: false,
      reason: "INVALID_SIGNATURE",
    });
    expect(verifyFaspayNotification(config, raw({ merchant_id: "99999" }))).toMatchObject({
      valid: false,
      reason: "WRONG_MERCHANT",
    });
    expect(verifyFaspayNotification(config, raw({ signature: "" }))).toMatchObject({ valid: false });
  });

  it("maps every documented status onto the neutral states", () => {
    const state = (code: string) =>
      verifyFaspayNotification(config, { format: "json", fields: { ...fields, payment_status_code: code } }).value
        .state;
    expect(["0", "1", "2", "3", "4", "5", "7", "8", "9"].map(state)).toEqual([
      "pending",
      "pending",
      "paid",
      "failed",
      "refunded",
      "unknown",
      "expired",
      "cancelled",
      "unknown",
    ]);
  });

  it("answers an XML notification in XML and a JSON one in JSON", () => {
    const fromXml = acknowledgeFaspay(
      config,
      readFaspayNotification(xml, "text/xml"),
      { billNo: fields.bill_no, providerTrxId: fields.trx_id },
      { accepted: true, status: 200, desc: "Success" },
    );
    expect(fromXml.contentType).toMatch(/application\/xml/);
    expect(parseFlatXml(fromXml.body)).toMatchObject({
      root: "faspay",
      fields: {
        response: "Payment Notification",
        trx_id: "8985310250011254",
        merchant_id: "12345",
        merchant: "Shop",
        bill_no: "8f14e45fceea167a5a36dedd4bea2543",
        response_code: "00",
        response_desc: "Success",
      },
    });
    const fromJson = acknowledgeFaspay(
      config,
      { format: "json", fields },
      { billNo: fields.bill_no },
      { accepted: false, status: 403, desc: "Invalid signature" },
    );
    expect(fromJson.status).toBe(403);
    expect(JSON.parse(fromJson.body)).toMatchObject({
      bill_no: "8f14e45fceea167a5a36dedd4bea2543",
      trx_id: "8985310250011254",
      response_code: "01",
      response_desc: "Invalid signature",
    });
  });

  it("echoes the notification's trx_id, merchant_id, merchant and bill_no, not the shop's configured merchant name", () => {
    const notification = { ...fields, merchant: "Sophia Store Jakarta" };
    for (const format of ["json", "xml"] as const) {
      const ack = acknowledgeFaspay(
        config,
        { format, fields: notification },
        { billNo: notification.bill_no, providerTrxId: notification.trx_id },
        { accepted: true, status: 200, desc: "Success" },
      );
      const echoed =
        format === "xml" ? parseFlatXml(ack.body)!.fields : (JSON.parse(ack.body) as Record<string, string>);
      expect(echoed).toMatchObject({
        response: "Payment Notification",
        trx_id: "8985310250011254",
        merchant_id: "12345",
        merchant: "Sophia Store Jakarta",
        bill_no: "8f14e45fceea167a5a36dedd4bea2543",
        response_code: "00",
      });
    }
  });

  it("reads whole-rupiah amounts only", () => {
    expect(parseAmount("150000")).toBe(150000);
    expect(parseAmount("150000.00")).toBe(150000);
    expect(parseAmount("150000.50")).toBeNull();
    expect(parseAmount("1e5")).toBeNull();
    expect(parseAmount(undefined)).toBeNull();
  });
});

describe("the XML reader", () => {
  it("refuses document types and entity declarations (no XXE, no entity expansion)", () => {
    expect(
      parseFlatXml(
        '<?xml version="1.0"?><!DOCTYPE faspay [<!ENTITY x SYSTEM "file:///etc/passwd">]><faspay><bill_no>&x;</bill_no></faspay>',
      ),
    ).toBeNull();
    expect(parseFlatXml('<!DOCTYPE lolz [<!ENTITY lol "lol">]><faspay><a>&lol;</a></faspay>')).toBeNull();
  });

  it("refuses oversized bodies, attributes, nesting and unbalanced tags", () => {
    expect(parseFlatXml(`<faspay><a>${"x".repeat(40_000)}</a></faspay>`)).toBeNull();
    expect(parseFlatXml('<faspay><a x="1">v</a></faspay>')).toBeNull();
    expect(parseFlatXml("<faspay><a><b>v</b></a></faspay>")).toBeNull();
    expect(parseFlatXml("<faspay><a>v</b></faspay>")).toBeNull();
    expect(parseFlatXml("not xml")).toBeNull();
  });

  it("decodes the predefined entities, character references and CDATA; a stray & stays literal", () => {
    expect(
      parseFlatXml("<faspay><a>Tom &amp; Jerry &lt;3 &#65;&#x42;</a><b><![CDATA[<raw> & ]]></b><c>R&D</c><d/></faspay>")
        ?.fields,
    ).toEqual({ a: "Tom & Jerry <3 AB", b: "<raw> &", c: "R&D", d: "" });
  });
});
