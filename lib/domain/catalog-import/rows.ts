import { z } from "zod";
import {
  code,
  count,
  date,
  flag,
  list,
  optional,
  optionalCode,
  optionalId,
  percent,
  required,
  rupiah,
  rupiahOrZero,
  text,
} from "./fields";
import { TRANSLATION_LANGS } from "./format";
import type { ImportIssue } from "./issues";

/** How far a stock count's time may run ahead of this machine's clock (the counting system's clock may be fast). */
const COUNT_CLOCK_SKEW_MS = 5 * 60_000;

/** A CSV row as read: column name to cell text (a column the file does not have reads as ""). */
export type CsvRecord = Record<string, string>;

const translations = (field: string, column: string) =>
  Object.fromEntries(TRANSLATION_LANGS.map((lang) => [`${column}_${lang}`, optional(2000)])) as Record<
    string,
    ReturnType<typeof optional>
  >;

export const categoryRow = z.object({
  id: optionalId,
  category: required(100),
  sub_category: optional(100),
  cover_image: optional(500),
  cover_text: optional(500),
  show_cover: flag(false),
  ...translations("name", "name"),
  ...translations("coverText", "cover_text"),
});

/** The product's own fields: on the first row of its product code (later rows may leave them empty). */
export const productFields = z
  .object({
    product_id: optionalId,
    product_code: code(64),
    name: required(200),
    category: required(100),
    sub_category: required(100),
    group_id: optionalId,
    sub_group_id: optionalId,
    group: required(100).refine((v) => !v.includes("/"), "must not contain '/'"),
    sub_group: optional(100),
    short_description: text(1000),
    description: text(10000),
    retail_price: rupiah,
    net_price: rupiah,
    discount_percent: percent,
    discount_amount: rupiahOrZero,
    weight_grams: count(250).refine((g) => g >= 1 && g <= 100_000, "must be a whole number of grams from 1 to 100000"),
    colour: optional(100),
    /** The style (docs/catalog-format.md): products of one style are the same cut in other colours. */
    style: optionalCode(64),
    size_chart: optional(500),
    active: flag(true),
    created_at: date,
    images: list,
    related: list,
  })
  .superRefine((p, ctx) => {
    // Both prices must have passed their own checks first (zod runs this even when one did not).
    if (typeof p.net_price === "number" && typeof p.retail_price === "number" && p.net_price > p.retail_price) {
      ctx.addIssue({
        code: "custom",
        path: ["net_price"],
        message: `must not be above the retail price (${p.retail_price})`,
      });
    }
  });

export const PRODUCT_FIELD_COLUMNS = Object.keys(productFields.shape).filter((c) => c !== "product_code");

/** The size's fields, on every row. */
export const sizeRow = z.object({
  product_code: code(64),
  sku: required(100).regex(/^\S+$/, "must not contain spaces"),
  size: required(20).regex(/^[A-Za-z0-9.+/-]+$/, "must be letters, digits or . + / -"),
  size_name: optional(50),
});

export const showroomRow = z
  .object({
    id: optionalId,
    region_id: optionalId,
    name: required(100),
    region: required(100),
    phone: text(50),
    address1: required(300),
    address2: text(300),
    address3: text(300),
    maps_url: optional(1000),
    hub: flag(false),
    district_code: required(20).regex(/^\d{2}\.\d{2}\.\d{2}$/, "must be a district code like 31.74.07"),
    /** The hub's destination id at a courier plug-in (its COURIER_PROVIDER name), the courier's origin (docs/providers.md). */
    courier: optional(30).refine(
      (v) => v === null || /^[a-z0-9_-]+$/.test(v),
      "must be a courier name like rajaongkir",
    ),
    courier_destination_id: optional(64),
    courier_destination_label: optional(300),
    active: flag(true),
  })
  .superRefine((row, ctx) => {
    if (row.courier && !row.courier_destination_id)
      ctx.addIssue({ code: "custom", path: ["courier_destination_id"], message: "is required with a courier" });
    if (!row.courier && row.courier_destination_id)
      ctx.addIssue({ code: "custom", path: ["courier"], message: "is required with a courier destination id" });
  });

/** A showrooms.csv row with no showroom name: a region with no showroom yet (shown as coming soon). */
export const regionRow = z.object({ region_id: optionalId, region: required(100) });

export const stockRow = z.object({
  sku: required(100),
  showroom: required(100),
  on_hand: z.string().trim().min(1, "is required").pipe(count(0)),
  counted_at: date.refine(
    (at) => at === null || at.getTime() <= Date.now() + COUNT_CLOCK_SKEW_MS,
    "must not be in the future",
  ),
});

export const promoRow = z.object({
  code: code(50),
  type: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(["SHIPPING", "PRODUCT"], { error: "must be SHIPPING or PRODUCT" })),
  description: text(1000),
  discount_percent: percent,
  discount_amount: rupiahOrZero,
  max_discount: rupiahOrZero,
  min_purchase: rupiahOrZero,
  starts_at: date,
  ends_at: date,
  active: flag(true),
  max_uses: count(null),
  max_uses_per_shopper: count(null),
  first_purchase_only: flag(false),
});

const TARGET = /^(group|sub_group|product):(.+)$/;
const TARGET_MSG = "each target must be group:<group>, sub_group:<group>/<sub-group> or product:<product code>";

export const bundleRow = z.object({
  name: required(200),
  description: text(1000),
  item_count: z
    .string()
    .trim()
    .min(1, "is required")
    .pipe(count(0))
    .refine((n) => n >= 1, "must be a whole number ≥ 1"),
  discount_percent: percent,
  starts_at: date,
  ends_at: date,
  active: flag(true),
  targets: list
    .refine((t) => t.length > 0, "is required")
    .refine((t) => t.every((x) => TARGET.test(x) && (!x.startsWith("sub_group:") || x.includes("/"))), TARGET_MSG),
});

export type CategoryRow = z.output<typeof categoryRow>;
export type ProductFields = z.output<typeof productFields>;
export type SizeRow = z.output<typeof sizeRow>;
export type ShowroomRow = z.output<typeof showroomRow>;
export type StockRow = z.output<typeof stockRow>;
export type PromoRow = z.output<typeof promoRow>;
export type BundleRow = z.output<typeof bundleRow>;

/** A row through its schema: the data, or one issue per bad column named by file, line and column. */
export function parseRow<S extends z.ZodType>(
  schema: S,
  file: string,
  line: number,
  record: CsvRecord,
): { data?: z.output<S>; issues: ImportIssue[] } {
  const parsed = schema.safeParse(record);
  if (parsed.success) return { data: parsed.data, issues: [] };
  const seen = new Set<string>();
  const issues: ImportIssue[] = [];
  for (const issue of parsed.error.issues) {
    const column = String(issue.path[0] ?? "");
    if (seen.has(column)) continue;
    seen.add(column);
    issues.push({ file, line, column: column || undefined, message: issue.message });
  }
  return { issues };
}
