/**
 * The product page's chat link: WhatsApp's click-to-chat address, https://wa.me/<number>?text=<prefilled text>,
 * with the number in international form without "+", spaces or dashes (WhatsApp's "How to use click to chat").
 */

/** The digits of the shop's number from a setting: "+62 811-8800-9100", "6281188009100" or "https://wa.me/6281188009100". */
export function chatDigits(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const fromLink = /^https:\/\/(?:wa\.me|api\.whatsapp\.com\/send\?phone=)\/?(\d+)/.exec(raw.trim());
  const digits = fromLink ? fromLink[1]! : raw.replace(/[\s\-().+]/g, "");
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

export function waMeHref(digits: string, text: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
