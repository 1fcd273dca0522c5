/**
 * Reading the API's dates (date-fns), shared by server and browser. Dates and money are written per language by
 * ./locale-format.ts; the small text rules (order numbers, '-') are in ./display-text.ts, without a date library.
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
