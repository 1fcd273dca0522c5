import fc from "fast-check";

/** The field names of spec section 7, so generated requests often hit real fields with wrong values. */
export const KNOWN_FIELDS = [
  "id",
  "page",
  "limit",
  "category_id",
  "category_sub_id",
  "group_id",
  "sale",
  "sort",
  "search",
  "store_listing",
  "province_id",
  "city_id",
  "subdistrict_id",
  "local_device_id",
  "product_detail_id",
  "size",
  "qty",
  "email",
  "password",
  "password_conf",
  "name",
  "gender",
  "old_password",
  "new_password",
  "new_password_conf",
  "token",
  "user_address_id",
  "address_label",
  "recipient_name",
  "recipient_phone",
  "recipient_zip",
  "address_street",
  "address_notes",
  "showroom_id",
  "promo_code",
  "shipping_type",
  "guest_email",
  "address_recipient_name",
  "address_recipient_phone",
  "address_zip",
  "shipping_courier",
  "shipping_service_name",
  "shipping_cost",
  "trx_id",
  "merchant_id",
  "bill_no",
  "bill_ref",
  "bill_total",
  "payment_reff",
  "payment_date",
  "status",
  "signature",
  "payment_status_code",
  "request",
] as const;

const hugeString = fc.integer({ min: 1_000, max: 200_000 }).map((n) => "x".repeat(n));
const weirdString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "null",
    "undefined",
    "NaN",
    "-1",
    "0",
    "1e309",
    "9".repeat(40),
    "<script>alert(1)</script>",
    "'; DROP TABLE products; --",
    "%00",
    "\u0000",
    "../../etc/passwd",
    "00000000-0000-0000-0000-000000000000",
    "MALE",
    "ONLINE_DELIVERY",
    "32.73.01",
  ),
  hugeString,
);
const weirdNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, -(2 ** 63)),
);

/** Any JSON value, biased to wrong types, huge strings, unicode and extreme numbers. */
export const weirdValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    weirdString,
    weirdNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie("value"), { maxKeys: 4 }),
  ),
})).value;

const fieldName = fc.oneof(fc.constantFrom(...KNOWN_FIELDS), fc.string({ maxLength: 12 }));

export const queryParams = fc.dictionary(fieldName, fc.oneof(weirdString, weirdNumber.map(String)), { maxKeys: 6 });

export type BodySpec =
  { kind: "json"; value: unknown } | { kind: "raw"; text: string; contentType: string } | { kind: "none" };

export const bodySpec: fc.Arbitrary<BodySpec> = fc.oneof(
  fc.record({ kind: fc.constant("json" as const), value: fc.dictionary(fieldName, weirdValue, { maxKeys: 8 }) }),
  fc.record({ kind: fc.constant("json" as const), value: weirdValue }),
  fc.record({
    kind: fc.constant("raw" as const),
    text: fc.oneof(fc.constantFrom("{", '{"a":', "[1,2", "not json", '{"qty": NaN}', "\u0000"), fc.string()),
    contentType: fc.constantFrom(
      "application/json",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/json; charset=utf-16",
      "",
    ),
  }),
  fc.constant({ kind: "none" as const }),
);

/** Header values are byte strings on the wire: keep printable ASCII, as every HTTP client sends. */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, "").slice(0, 8000);

export const tokenHeader = fc.option(
  fc
    .oneof(
      weirdString,
      fc.constant("Bearer "),
      fc.string().map((s) => `Bearer ${s}`),
    )
    .map(headerSafe),
  { nil: undefined },
);
