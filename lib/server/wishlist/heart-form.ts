import "server-only";
import { MSG } from "@/lib/domain/messages";
import { isShopPath } from "@/lib/domain/safe-next";
import { heartFormSchema } from "@/lib/domain/wishlist/inputs";
import { toLocale, type Locale } from "@/lib/i18n/config";
import { localHref } from "@/lib/i18n/route";
import { getAuth } from "../auth/context";
import { isHttpsRequest } from "../http/https-request";
import { formFlashCookie } from "../auth/form-flash";
import { seeOther } from "../http/form-post";
import { fail, type Result } from "../result";
import { addToWishlist, removeFromWishlist } from "./wishlist";

/**
 * A card's wishlist heart posted as plain HTML (before the page is interactive, or without JavaScript), with the
 * outcome of a hydrated tap: a guest is sent to /sign-in, which says 'Please sign in first to add wishlist' (the
 * sign-in form's kept outcome); a signed-in shopper's product is added (or removed) and the browser sent back to the
 * page the heart was on. A forged product id is a 400.
 */
export async function heartFromForm(req: Request, fields: Record<string, string>): Promise<Response | Result<never>> {
  const input = heartFormSchema.safeParse(fields);
  if (!input.success) return fail(400, MSG.cart.itemInvalid, { product_detail_id: MSG.cart.itemInvalid });
  const { product_detail_id: productId, intent } = input.data;
  const lang = toLocale(input.data.lang ?? null);
  const auth = await getAuth(req);
  if (!auth) {
    const message = intent === "remove" ? MSG.wishlist.signInToRemove : MSG.wishlist.signInToAdd;
    const note = formFlashCookie("sign-in", { values: {}, errors: {}, message }, isHttpsRequest(req));
    return seeOther(localHref(lang, "/sign-in"), [note]);
  }
  const done =
    intent === "remove"
      ? await removeFromWishlist(auth.userId, productId)
      : await addToWishlist(auth.userId, productId);
  if (!done.ok) return done;
  return seeOther(pageOfHeart(req, lang));
}

/** The page the heart was on (its Referer, when it is this shop's), else the home page in the form's language. */
function pageOfHeart(req: Request, lang: Locale): string {
  const referer = req.headers.get("referer");
  if (!referer) return localHref(lang, "/");
  try {
    const from = new URL(referer);
    const path = `${from.pathname}${from.search}`;
    // The Host the browser asked for (behind a proxy or on 127.0.0.1, req.url may name another).
    const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? new URL(req.url).host;
    return from.host === host && isShopPath(path) ? path : localHref(lang, "/");
  } catch {
    return localHref(lang, "/");
  }
}
