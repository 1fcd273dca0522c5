import { getProduct } from "@/lib/server/catalog/products";
import { getSiteChrome } from "@/lib/server/home/chrome";
import { handle } from "@/lib/server/http/handler";
import { chatRedirect } from "@/lib/server/messaging/chat-redirect";
import { fail } from "@/lib/server/result";

/** The quick view's "Ask us on WhatsApp" link: a 303 to wa.me with the product's details prefilled (chat-redirect.ts). */
export const GET = handle(async (req) => {
  const { settings } = await getSiteChrome();
  const to = await chatRedirect(
    new URL(req.url).searchParams,
    async (id) => {
      const found = await getProduct(id);
      return found.ok ? { name: found.data.product_name, code: found.data.product_code } : null;
    },
    settings.whatsapp_url,
  );
  if (!to) return fail(400, "Not a product.");
  return new Response(null, { status: 303, headers: { location: to, "cache-control": "no-store" } });
});
