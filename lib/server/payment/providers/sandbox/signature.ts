import "server-only";
import { createHash } from "node:crypto";

export { signaturesMatch } from "../../compare";

/** The sandbox's signature: sha1 of the lower-case hex md5 of the concatenated parts, as lower-case hex. */
export function sandboxSignature(...parts: string[]): string {
  const md5 = createHash("md5").update(parts.join("")).digest("hex");
  return createHash("sha1").update(md5).digest("hex");
}

export interface MerchantCredentials {
  userId: string;
  password: string;
}

/** The bill (form post): sha1(md5(user_id + password + order_id + bill_total)). */
export const requestSignature = (c: MerchantCredentials, orderId: string, billTotal: string) =>
  sandboxSignature(c.userId, c.password, orderId, billTotal);

/** The return address: sha1(md5(user_id + password + bill_no + status)). */
export const returnSignature = (c: MerchantCredentials, billNo: string, status: string) =>
  sandboxSignature(c.userId, c.password, billNo, status);

/** The server-to-server notification: sha1(md5(user_id + password + bill_no + payment_status_code)). */
export const notificationSignature = (c: MerchantCredentials, billNo: string, statusCode: string) =>
  sandboxSignature(c.userId, c.password, billNo, statusCode);
