import { z } from "zod";

/**
 * The shop's identity as content: its name, the promo bar, the customer-service hours and the contact channels are
 * settings of the catalogue's home.json (docs/catalog-format.md), so a retailer makes the shop theirs without a
 * rebuild. A setting left out (or empty) falls back to the default below or to the language catalogue's text, which
 * holds the specification's strings ('GET OFFERS Up To 40% off', 'Monday to Friday 09:00-16:00 WIB').
 */
export const DEFAULT_SHOP_NAME = "Storefront";

/** The texts a language may override with `<key>_<lang>` (`promo_bar_id`); the plain key is the default text. */
export const TRANSLATED_IDENTITY_KEYS = ["promo_bar", "service_hours"] as const;
export const IDENTITY_LANGS = ["en", "fr", "id"] as const;

const oneLine = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .regex(/^[^\r\n]*$/, "must be one line");
const email = z.union([z.literal(""), z.email("must be an email address (name@example.id)")]);
const link = z.union([
  z.literal(""),
  z.url({ protocol: /^https?$/, error: "must be an http(s) address (https://wa.me/62…)" }),
]);
const phone = z.union([z.literal(""), z.string().regex(/^\+?[\d\s().-]{6,30}$/, "must be a phone number (+62 21 …)")]);

const translated = Object.fromEntries(
  TRANSLATED_IDENTITY_KEYS.flatMap((key) => [
    [key, oneLine(200)],
    ...IDENTITY_LANGS.map((lang) => [`${key}_${lang}`, oneLine(200)] as const),
  ]),
) as Record<`${(typeof TRANSLATED_IDENTITY_KEYS)[number]}${"" | `_${(typeof IDENTITY_LANGS)[number]}`}`, z.ZodString>;

/**
 * The identity settings home.json's `settings` may hold, each checked; other settings stay free text. Every key is
 * optional: what a file leaves out is kept (import) or falls back to its default (pages).
 */
export const identitySettings = z.object({
  shop_name: oneLine(60),
  ...translated,
  support_email: email,
  contact_email: email,
  support_phone: phone,
  whatsapp_url: link,
  chat_url: link,
  social_url: link,
});

export type IdentityKey = keyof z.infer<typeof identitySettings>;

/** What the header, footer and metadata show: null where the shop has not set it (the page's default applies). */
export interface ShopIdentity {
  name: string;
  promo_bar: string | null;
  service_hours: string | null;
}

/** The identity in `lang` from the stored settings: `<key>_<lang>` first, then the plain key, else null. */
export function shopIdentity(settings: Readonly<Record<string, string>>, lang: string): ShopIdentity {
  const text = (key: (typeof TRANSLATED_IDENTITY_KEYS)[number]) =>
    settings[`${key}_${lang}`]?.trim() || settings[key]?.trim() || null;
  return {
    name: settings.shop_name?.trim() || DEFAULT_SHOP_NAME,
    promo_bar: text("promo_bar"),
    service_hours: text("service_hours"),
  };
}
