/**
 * Display formatting shared by server and browser: dates (with date-fns) and text. No Intl locale data is involved,
 * so the server render and the browser hydration always produce the same text. Money lives in ./money.ts so the
 * islands that show prices do not carry date-fns.
 */
import { format, isValid, parse, parseISO } from 'date-fns';

export { formatIDR, formatThousands } from './money';

const WIRE_FORMAT = 'yyyy-MM-dd HH:mm:ss';

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

/** Order date as 'D MMM YYYY' ('5 Nov 2026'); '-' when missing or unreadable. */
export function formatOrderDate(trxDate: string | null | undefined): string {
  const date = parseApiDate(trxDate);
  return date ? format(date, 'd MMM yyyy') : '-';
}

/** Date and time as 'D MMM YYYY HH:mm' ('5 Nov 2026 14:07'); '-' when missing or unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parseApiDate(value);
  return date ? format(date, 'd MMM yyyy HH:mm') : '-';
}

/** 'ORDER #' number: the first 8 characters of trx_ref in upper case. */
export function orderNumber(trxRef: string): string {
  return trxRef.slice(0, 8).toUpperCase();
}

/** Spec: any missing value shows '-'. */
export function dashIfEmpty(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  const text = String(value);
  return text.trim() === '' ? '-' : text;
}
