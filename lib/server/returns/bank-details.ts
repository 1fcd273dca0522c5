import "server-only";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { settings } from "../config";

export interface BankDetails {
  bank_name: string;
  account_number: string;
  account_holder: string;
}

/**
 * The bank account a shopper gives for a refund by transfer, encrypted with AES-256-GCM under the SHA-256 of
 * RETURNS_DATA_KEY, whatever its characters (live mode refuses to start without it; the demo uses a fixed key). Only
 * the ops tool decrypts it.
 */
function key(): Buffer {
  return createHash("sha256")
    .update(settings().RETURNS_DATA_KEY ?? "storefront demo returns key")
    .digest();
}

export function encryptBankDetails(details: BankDetails): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(details), "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(
    ".",
  );
}

export function decryptBankDetails(sealed: string): BankDetails | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    const text = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    return JSON.parse(text) as BankDetails;
  } catch {
    return null;
  }
}
