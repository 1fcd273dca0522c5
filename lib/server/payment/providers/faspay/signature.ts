import "server-only";
import { createHash } from "node:crypto";

export { signaturesMatch } from "../../compare";

/** Faspay's signature: sha1 of the lower-case hex md5 of the concatenated parts, as lower-case hex. */
export function faspaySignature(...parts: string[]): string {
  const md5 = createHash("md5").update(parts.join("")).digest("hex");
  return createHash("sha1").update(md5).digest("hex");
}

export interface FaspayCredentials {
  userId: string;
  password: string;
}

/** The Xpress v4 bill: sha1(md5(user_id + password + bill_no + bill_total)). */
export const billSignature = (c: FaspayCredentials, billNo: string, billTotal: string) =>
  faspaySignature(c.userId, c.password, billNo, billTotal);

/** The return (callback) URL: sha1(md5(user_id + password + bill_no + status)). */
export const returnSignature = (c: FaspayCredentials, billNo: string, status: string) =>
  faspaySignature(c.userId, c.password, billNo, status);

/** The payment notification: sha1(md5(user_id + password + bill_no + payment_status_code)). */
export const notificationSignature = (c: FaspayCredentials, billNo: string, statusCode: string) =>
  faspaySignature(c.userId, c.password, billNo, statusCode);
