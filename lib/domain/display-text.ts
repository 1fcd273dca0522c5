/**
 * Small text rules of the shop's screens and mails, shared by server and browser. Kept apart from ./format.ts (the
 * API's dates) so a page that shows an order number does not load the date reader with it.
 */

/** 'ORDER #' number: the first 8 characters of trx_ref in upper case. */
export function orderNumber(trxRef: string): string {
  return trxRef.slice(0, 8).toUpperCase();
}

/** Spec: a missing value shows '-'. */
export function dashIfEmpty(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "-";
  const text = String(value);
  return text.trim() === "" ? "-" : text;
}
