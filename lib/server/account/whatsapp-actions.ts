"use server";

import "server-only";
import { redirect } from "next/navigation";
import { getDb } from "@/lib/db";
import { toLocale } from "@/lib/i18n/config";
import { localHref } from "@/lib/i18n/route";
import { requirePageSession } from "../auth/page-session";
import { withdrawAccountConsents } from "../messaging/consent";

/**
 * The account page's "Stop WhatsApp updates" form (a server action: a plain HTML post, with or without script):
 * withdraws the signed-in shopper's own consents, never another's, and comes back to the account page.
 */
export async function withdrawWhatsAppAction(form: FormData): Promise<void> {
  const lang = toLocale(String(form.get("lang") ?? ""));
  const auth = await requirePageSession("/account", lang);
  await withdrawAccountConsents(await getDb(), auth.userId);
  redirect(`${localHref(lang, "/account")}?whatsapp=stopped#whatsapp-title`);
}
