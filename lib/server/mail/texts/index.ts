import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { en } from "./en";
import { fr } from "./fr";
import { id } from "./id";
import type { MailTexts } from "./types";

export type { MailLine, MailTexts } from "./types";

const TEXTS: Record<Locale, MailTexts> = { en, fr, id };

/** The mails' words in the account's or the order's language. */
export function mailTexts(lang: Locale): MailTexts {
  return TEXTS[lang];
}
