import "server-only";

/**
 * One Snap transaction per order attempt. Midtrans takes an order_id once ("JSON Objects": "A single ID could be used
 * only once by a Merchant"; "Code 4xx": 406 "Duplicate order ID") and tells a merchant who must bill an order again
 * to add a suffix ("Error Code & Response Code"). So each transaction the shop creates for an order is billed as
 * `<trx_ref>-<n>`, n counting from 1; notifications and the status API name that order_id, and the order is found by
 * its trx_ref again. trx_ref is 32 hex characters, so the order_id stays within Snap's 50.
 */
const ATTEMPT = /^(.+)-(\d{1,6})$/;

/** The order_id of the attempt after `previous` (the order_id the last attempt was billed under, if any). */
export function nextAttemptOrderId(trxRef: string, previous: string | null): string {
  const last = previous ? ATTEMPT.exec(previous) : null;
  const n = last && last[1] === trxRef ? Number(last[2]) + 1 : 1;
  return `${trxRef}-${n}`;
}

/** The order's trx_ref behind a Midtrans order_id; an order_id billed before attempts had a suffix is the trx_ref. */
export function billNoOf(orderId: string): string {
  return ATTEMPT.exec(orderId)?.[1] ?? orderId;
}
