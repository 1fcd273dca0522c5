import { z } from "zod";
import { isShopPath } from "@/lib/domain/safe-next";
import { isLocale, LANG_COOKIE, LANG_COOKIE_MAX_AGE_DAYS } from "@/lib/i18n/config";
import { switchHref } from "@/lib/i18n/route";
import { isHttpsRequest } from "@/lib/server/http/https-request";

/**
 * The footer's language links (components/layout/language-list.tsx): keeps the choice in the `lang` cookie and sends
 * the shopper to the page in that language. A link, not a script, so the choice holds with JavaScript off and for a
 * tap that lands before the page is hydrated: an unprefixed address asked for with the old cookie would be sent back
 * to the old language (lib/server/http/page-routing.ts).
 */
/** A path of this shop only: the one check sign-in's `next` goes through too (lib/domain/safe-next.ts). */
const nextPage = z.string().refine((next) => isShopPath(next));

export async function GET(request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  const { lang } = await params;
  if (!isLocale(lang)) return new Response("Not Found", { status: 404, headers: { "cache-control": "no-store" } });
  const asked = nextPage.safeParse(new URL(request.url).searchParams.get("next"));
  const target = switchHref(asked.success ? asked.data : "/", lang);
  const cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_DAYS * 86_400}; SameSite=Lax${isHttpsRequest(request) ? "; Secure" : ""}`;
  return new Response(null, {
    status: 303,
    headers: { location: target, "set-cookie": cookie, "cache-control": "no-store" },
  });
}
