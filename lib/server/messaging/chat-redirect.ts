import "server-only";
import { z } from "zod";
import { waMeHref } from "@/lib/domain/messaging/chat-link";
import { fmt } from "@/lib/i18n/format";
import { messagesFor } from "@/lib/i18n/catalogues";
import { toLocale } from "@/lib/i18n/config";
import { localHref } from "@/lib/i18n/route";
import { absoluteUrl } from "@/lib/server/site-url";
import { shopChatDigits } from "./chat-number";

const querySchema = z.object({
  product_id: z.coerce.number().int().min(1).max(999_999_999),
  size: z
    .string()
    .regex(/^[A-Za-z0-9 ./-]{1,12}$/)
    .optional()
    .catch(undefined),
  lang: z.string().optional(),
});

/**
 * The quick view's chat link (GET /api/chat/whatsapp?product_id=…&size=…&lang=…): where it leads. wa.me with the
 * product's name, code, the chosen size and its page's address prefilled in the page's language; the product page
 * itself when the shop has no chat number or the product is unknown; null for a query that is not one.
 */
export async function chatRedirect(
  query: URLSearchParams,
  product: (id: number) => Promise<{ name: string; code: string } | null>,
  footerWhatsAppUrl: string | null,
): Promise<string | null> {
  const parsed = querySchema.safeParse(Object.fromEntries(query));
  if (!parsed.success) return null;
  const { product_id: id, size } = parsed.data;
  const lang = toLocale(parsed.data.lang);
  const page = absoluteUrl(localHref(lang, `/product/${id}`));
  const digits = shopChatDigits(footerWhatsAppUrl);
  const found = await product(id);
  if (!digits || !found) return page;
  const t = messagesFor(lang).chat;
  const vars = { name: found.name, code: found.code, url: page };
  return waMeHref(digits, size ? fmt(t.chatText, { ...vars, size }) : fmt(t.chatTextNoSize, vars));
}
