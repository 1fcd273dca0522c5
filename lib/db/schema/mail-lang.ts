/**
 * The languages an account's and an order's mails are written in: lib/i18n/config.ts LOCALES, repeated here because
 * lib/db may import only lib/domain (a unit test keeps the two lists equal).
 */
export const MAIL_LANGS = ["en", "fr", "id"] as const;
export type MailLang = (typeof MAIL_LANGS)[number];
