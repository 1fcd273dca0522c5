/**
 * Indonesian phone numbers as shoppers type them: 08…, 628… or +62…, with the usual separators. Stored in one
 * form, +62 followed by the national number, so couriers, the payment page and a later edit all read the same.
 *
 * The national (significant) number: a mobile number starts with 8 and has 9 to 12 digits (0812-3456-789 up to
 * 0812-3456-78901); a fixed line starts with its area code, 2 to 7 (21 Jakarta, 22 Bandung, 361 Denpasar, …),
 * and has 8 to 11 digits. Anything else is not an Indonesian number.
 */
const SEPARATORS = /[\s().\-/]/g;
const NATIONAL = /^(?:8\d{8,11}|[2-7]\d{7,10})$/;

/** The national number without its prefix (0, 62 or +62), or null when the text is not an Indonesian number. */
function nationalNumber(raw: string): string | null {
  const compact = raw.trim().replace(SEPARATORS, "");
  const match = /^(?:\+62|62|0)(\d+)$/.exec(compact);
  if (!match) return null;
  const national = match[1];
  return NATIONAL.test(national) ? national : null;
}

/** "0812-3456-7890", "62 812 3456 7890" and "+62 (812) 3456-7890" all become "+6281234567890"; else null. */
export function normalizeIndonesianPhone(raw: string): string | null {
  const national = nationalNumber(raw);
  return national ? `+62${national}` : null;
}

export function isIndonesianPhone(raw: string): boolean {
  return nationalNumber(raw) !== null;
}

/** Indonesian postal codes have five digits (10110 Jakarta Pusat … 99976 Papua). */
export const POSTAL_CODE = /^[1-9]\d{4}$/;
