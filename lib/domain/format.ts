/**
 * Display helpers shared by server and browser: reading the API's dates (date-fns) and small text rules. Dates and
 * money are written per language by ./locale-format.ts.
 */
import { isValid, parse, parseISO } from "date-fns";

export { formatIDR, formatThousands } from "./money";

const WIRE_FORMAT = "yyyy-MM-dd HH:mm:ss";

/**
 * Reads the API's 'YYYY-MM-DD HH:mm:ss' (shop wall-clock time, so no time zone shift) and, failing that, an
 * ISO 8601 string. Returns null for anything else.
 */
export function parseApiDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const trimmed = value.trim();
  const wire = parse(trimmed, WIRE_FORMAT, new Date(0));
  if (isValid(wire)) return wire;
  const iso = parseISO(trimmed);
  return isValid(iso) ? iso : null;
}

/** 'ORDER #' number: the first 8 characters of trx_ref in upper case. */
export function orderNumber(trxRef: string): string {
  return trxRef.slice(0, 8).toUpperCase();
}

/** Spec: any missing value shows '-'. */
export function dashIfEmpty(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "-";
  const text = String(value);
  return text.trim() === "" ? "-" : text;
}
