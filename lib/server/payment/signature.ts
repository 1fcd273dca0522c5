import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

/** Faspay's signature: sha1 of the lower-case hex md5 of the concatenated parts, as lower-case hex. */
export function faspaySignature(...parts: string[]): string {
  const md5 = createHash("md5").update(parts.join("")).digest("hex");
  return createHash("sha1").update(md5).digest("hex");
}

export interface MerchantCredentials {
  userId: string;
  password: string;
}

/** Payment request (form post): sha1(md5(user_id + password + order_id + bill_total)). */
export const requestSignature = (c: MerchantCredentials, orderId: string, billTotal: string) => faspaySignature(c.userId, c.password, orderId, billTotal);

/** Return URL: sha1(md5(user_id + password + bill_no + status)). */
export const returnSignature = (c: MerchantCredentials, billNo: string, status: string) => faspaySignature(c.userId, c.password, billNo, status);

/** Server-to-server notification: sha1(md5(user_id + password + bill_no + payment_status_code)). */
export const notificationSignature = (c: MerchantCredentials, billNo: string, statusCode: string) => faspaySignature(c.userId, c.password, billNo, statusCode);

/** Constant-time comparison of two hex signatures. */
export function signaturesMatch(expected: string, given: unknown): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(expected.toLowerCase());
  const b = Buffer.from(given.trim().toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}
