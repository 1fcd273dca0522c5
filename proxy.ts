import { NextResponse, type NextRequest } from "next/server";
import { cspFor } from "@/lib/server/http/csp";
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from "@/lib/server/http/origin";
import { LANG_COOKIE, isLocalizedPath, localizedPath, requestLang } from "@/lib/i18n/route";

/**
 * 1. Content-Security-Policy on every page (lib/server/http/csp.ts): a per-request nonce on the sensitive pages,
 *    handed to Next through the request's CSP header so its scripts carry it; the nonce-free policy elsewhere.
 * 2. First gate only: a shopper without a session cookie is sent from /account/* to /sign-in and back after.
 *    Every account page and every user/* API call checks the session on the server as well.
 * 3. Language: the page tree lives under app/(site)/[lang]; the shopper's `lang` cookie picks the tree, the URL
 *    stays the same. Each language's pages are prerendered and cached like any static page (docs/adr/0005).
 *
 * 4. A form post (server action) from another site is refused with a 403 before Next runs it, as API writes are.
 *
 * It runs only on the sensitive pages and on direct requests for the internal trees (/fr/… becomes /en/fr/…, a
 * 404). Every other page gets its language rewrite and its policy from next.config.ts, without a proxy call
 * (lib/server/http/page-routing.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const { policy, nonce } = cspFor(pathname);

  if (isCrossSiteWrite(request)) {
    return new NextResponse(CROSS_SITE_MESSAGE, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8", "Content-Security-Policy": policy } });
  }

  if (pathname === "/account" || pathname.startsWith("/account/")) {
    const token = request.cookies.get("access_token")?.value;
    if (!token) {
      const url = request.nextUrl.clone();
      url.pathname = "/sign-in";
      url.search = "";
      url.searchParams.set("next", `${request.nextUrl.pathname}${request.nextUrl.search}`);
      const redirect = NextResponse.redirect(url);
      redirect.headers.set("Content-Security-Policy", policy);
      return redirect;
    }
  }

  const requestHeaders = new Headers(request.headers);
  if (nonce) {
    requestHeaders.set("x-nonce", nonce);
    requestHeaders.set("Content-Security-Policy", policy);
  }
  let response: NextResponse;
  if (isLocalizedPath(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = localizedPath(requestLang(request.cookies.get(LANG_COOKIE)?.value), pathname);
    response = NextResponse.rewrite(url, { request: { headers: requestHeaders } });
  } else {
    response = NextResponse.next({ request: { headers: requestHeaders } });
  }
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // A literal (Next reads it at build time); tests/unit/http/page-routing.test.ts checks it equals proxyMatcher().
  matcher: ["/((?:account|checkout|cart|sign-in|sign-up|forgot-password|reset-password|payment|payment-sandbox|dev|en|fr|id)(?:/.*)?)"],
};
