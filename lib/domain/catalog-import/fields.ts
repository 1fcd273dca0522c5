import { z } from "zod";
import { LIST_SEPARATOR } from "./format";

/** The highest price or amount a catalogue may hold: Rp 1 billion, within a 4-byte integer. */
export const MAX_RUPIAH = 1_000_000_000;

export const MSG = {
  required: "is required",
  rupiah: "must be a whole number of rupiah ≥ 0",
  percent: "must be a whole percent from 0 to 100",
  flag: "must be yes or no",
  count: "must be a whole number ≥ 0",
  date: "must be a date and time like 2026-01-31T17:00:00Z",
  code: "must be letters, digits, '-', '_' or '.', without spaces",
} as const;

const tooLong = (max: number) => `must be at most ${max} characters`;

/** A cell that must not be empty. */
export const required = (max = 500) => z.string().trim().min(1, MSG.required).max(max, tooLong(max));

/** A cell that may be empty: empty is null. */
export const optional = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .transform((v) => v || null);

/** Free text whose empty value is "". */
export const text = (max = 5000) => z.string().trim().max(max, tooLong(max));

const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export const code = (max = 64) => required(max).regex(CODE, MSG.code);

/** A code that may be empty: empty is null. */
export const optionalCode = (max = 64) => optional(max).refine((v) => v === null || CODE.test(v), MSG.code);

const wholeNumber = (message: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((n) => n <= max, message);

/** Integer rupiah, required. */
export const rupiah = z.string().trim().min(1, MSG.required).pipe(wholeNumber(MSG.rupiah, MAX_RUPIAH));

/** Integer rupiah; empty is 0. */
export const rupiahOrZero = z
  .string()
  .trim()
  .transform((v) => v || "0")
  .pipe(wholeNumber(MSG.rupiah, MAX_RUPIAH));

export const percent = z
  .string()
  .trim()
  .transform((v) => v || "0")
  .pipe(wholeNumber(MSG.percent, 100));

/** A whole number ≥ 0; empty is `empty`. */
export const count = <E extends number | null>(empty: E) =>
  z
    .string()
    .trim()
    .transform((v, ctx): number | E => {
      if (v === "") return empty;
      if (!/^\d{1,9}$/.test(v)) {
        ctx.addIssue({ code: "custom", message: MSG.count });
        return z.NEVER;
      }
      return Number(v);
    });

const YES = new Set(["yes", "y", "true", "1", "ya"]);
const NO = new Set(["no", "n", "false", "0", "tidak"]);

/** An id the shop should give the row when it creates it (so that links keep working); empty lets the shop choose. */
export const optionalId = count(null).refine(
  (n) => n === null || (n >= 1 && n <= 2_147_483_647),
  "must be a whole number ≥ 1, or empty",
);

/** yes/no (also true/false, 1/0, ya/tidak); empty is `empty`. */
export const flag = (empty: boolean) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      const word = v.toLowerCase();
      if (word === "") return empty;
      if (YES.has(word)) return true;
      if (NO.has(word)) return false;
      ctx.addIssue({ code: "custom", message: MSG.flag });
      return z.NEVER;
    });

const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2}))?$/;

/** An ISO 8601 date (UTC midnight) or date and time with its offset; empty is null. */
export const date = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v === "") return null;
    const at = ISO.test(v) ? new Date(v.length === 10 ? `${v}T00:00:00Z` : v) : null;
    if (!at || Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: "custom", message: MSG.date });
      return z.NEVER;
    }
    return at;
  });

/** Several values in one cell, separated by `|`. */
export const list = z.string().transform((v) =>
  v
    .split(LIST_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean),
);
