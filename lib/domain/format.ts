/**
 * Reading the API's dates, shared by server and browser without a date library (the order pages' islands carry this
 * code). Dates and money are written per language by ./locale-format.ts; the small text rules (order numbers, '-')
 * are in ./display-text.ts.
 */
import { parseWireDate } from "./locale-date";

export { formatIDR, formatThousands } from "./money";

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,3})\d*)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * An ISO 8601 calendar date, with or without a time: without a zone it is local time (as date-fns' parseISO reads
 * it), with 'Z' or an offset it is that instant. Null for anything else or an impossible date.
 */
export function parseIsoDate(value: string): Date | null {
  const m = ISO.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part ?? 0)) as number[];
  const ms = Number((m[7] ?? "0").padEnd(3, "0"));
  const zone = m[8];
  if (month! < 1 || month! > 12 || hour! > 23 || minute! > 59 || second! > 59) return null;
  const fields = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!, ms);
  const check = new Date(fields);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month! - 1) return null;
  if (zone === undefined) return new Date(year!, month! - 1, day!, hour!, minute!, second!, ms);
  if (zone === "Z") return check;
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  const offsetMinutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0);
  return new Date(fields - sign * offsetMinutes * 60_000);
}

/**
 * Reads the API's 'YYYY-MM-DD HH:mm:ss' (shop wall-clock time, so no time zone shift) and, failing that, an
 * ISO 8601 string. Returns null for anything else.
 */
export function parseApiDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const trimmed = value.trim();
  return parseWireDate(trimmed) ?? parseIsoDate(trimmed);
}
