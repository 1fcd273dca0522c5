import "server-only";
import { getDb } from "@/lib/db";
import { accountConsents } from "../messaging/consent";

/** The numbers the account's order updates go to on WhatsApp, one line per number (each opted-in checkout has its own consent). */
export async function accountWhatsAppNumbers(userId: number): Promise<{ phone: string; grantedAt: Date }[]> {
  const rows = await accountConsents(await getDb(), userId);
  return [...new Map(rows.map((c) => [c.phone, { phone: c.phone, grantedAt: c.grantedAt }])).values()];
}
