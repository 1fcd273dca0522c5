"use client";

import { flashSuccess } from "@/components/layout/site-toaster";
import { setAccessToken } from "@/lib/api/storage";
import { SIGN_IN_REDIRECT_MS } from "@/lib/domain/constants";
import { useShopStore } from "@/stores/shop-store";
import { safeNext } from "@/lib/domain/safe-next";
import { pageHref } from "@/lib/i18n/page-lang";

/** Spec section 4: keep the token, say so, then go to / in the page's language (or where the guard came from) after about a second. */
export function finishSignIn(token: string, message: string, next: string | null): void {
  setAccessToken(token);
  useShopStore.getState().setAuthenticated(true);
  // Kept for the page the redirect loads, or the shopper would never read it.
  flashSuccess(message);
  // A full load, so every server-rendered part (header, account pages) sees the new session cookie.
  window.setTimeout(() => window.location.assign(pageHref(safeNext(next))), SIGN_IN_REDIRECT_MS);
}
