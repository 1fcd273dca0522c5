import "server-only";
import { chatDigits } from "@/lib/domain/messaging/chat-link";

/**
 * The number the product page's chat link opens: WHATSAPP_CHAT_NUMBER, else the number of the footer's WhatsApp link
 * (the `whatsapp_url` setting, https://wa.me/…); null when neither is set (no chat link then).
 */
export function shopChatDigits(footerWhatsAppUrl: string | null | undefined, env = process.env): string | null {
  return chatDigits(env.WHATSAPP_CHAT_NUMBER) ?? chatDigits(footerWhatsAppUrl);
}
