import type { Locale } from "../config";

/**
 * The offer an English page makes to a shopper whose browser prefers another of the shop's languages, written in
 * that language (an English page carries only the English catalogue, so these few words travel on their own).
 */
export const LANGUAGE_OFFER: Record<
  Exclude<Locale, "en">,
  { label: string; text: string; accept: string; dismiss: string }
> = {
  fr: {
    label: "Langue",
    text: "Cette page existe en français.",
    accept: "Lire en français",
    dismiss: "Rester en anglais",
  },
  id: {
    label: "Bahasa",
    text: "Halaman ini tersedia dalam Bahasa Indonesia.",
    accept: "Buka dalam Bahasa Indonesia",
    dismiss: "Tetap dalam bahasa Inggris",
  },
};
