/**
 * The cards' wishlist heart as a plain HTML form (POST /api/forms/wishlist): what it posts before the page is
 * interactive or without JavaScript. Zod-free, as the cards are client code; the route checks the fields with
 * `heartFormSchema` (lib/domain/wishlist/inputs.ts).
 */
export const HEART_FORM_ACTION = "/api/forms/wishlist";

export const HEART_FIELDS = { product: "product_detail_id", intent: "intent", lang: "lang" } as const;

export const HEART_INTENTS = ["add", "remove"] as const;
export type HeartIntent = (typeof HEART_INTENTS)[number];
