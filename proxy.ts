import { NextResponse, type NextRequest } from "next/server";
import { cspFor } from "@/lib/server/http/csp";
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from "@/lib/server/http/origin";
import { localHref, splitLocale } from "@/lib/i18n/route";
import { FORM_FLASH_COOKIE, FORM_FLASH_HEADER } from "@/lib/domain/form-state";
import { messagesFor } from "@/lib/i18n/catalogues";
import { toLocale } from "@/lib/i18n/config";
import { ipv6PrefixBits, resolveClientAddress, UNKNOWN_CLIENT } from "@/lib/server/http/client-address";
import { admitSearch, gatedListing } from "@/lib/server/http/search-gate";
import { outboxPageEnabled } from "@/lib/server/account/outbox-page";

/**
 * 1. Content-Security-Policy on every page (lib/server/http/csp.ts): a per-request nonce on the sensitive pages,
 *    handed to Next through the request's CSP header so its scripts carry it; the nonce-free policy elsewhere.
 * 2. First gate only: a shopper without a session cookie is sent from /account/* to /sign-in and back after, in the
 *    page's language (/id/account → /id/sign-in).
 *    Every account page and every user/* API call checks the session on the server as well.
 * 3. A form post (server action) from another site is refused with a 403 before Next runs it, as API writes are.
 * 4. The development outbox (/dev/outbox, /dev/outbox/N) answers a real 404 when it is off (outbox-page.ts).
 * 5. The outcome of a plain form post, carried to its page by a cookie (lib/server/auth/form-flash.ts), is shown by
 *    that page view once: the answer deletes the cookie.
 * 6. A listing with a search (/products?search=…, rendered on its first request or on every one), or with a price the
 *    panel's buckets do not write (/products?price_min=<random>: a render for each new value), passes the search gate
 *    (lib/server/http/search-gate.ts) or gets a cheap 429 before anything renders.
 *
 * It runs only on the sensitive pages and on listings with a search or a price, in each language. It never rewrites: every page, these included, reaches its
 * language's tree (app/(site)/[lang]: /id/… and /fr/… are the trees, the unprefixed pages are English) through the
 * next.config.ts rules, which Next applies after this proxy and inside its router, with no network round trip
 * (lib/server/http/page-routing.ts). Every other page also gets its policy from next.config.ts, without a proxy call.
 */
/**
 * The search gate: on, or a 429 with the page's language's message. Client: as the trusted proxies vouch for it, and
 * with none in front the socket's address (`x-shop-peer`), an IPv6 client by its /64 (client-address.ts), so one
 * client cannot take the instance's whole budget.
 */
function searchRefusal(request: NextRequest, lang: string): NextResponse | null {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0) || 0;
  const { key } = resolveClientAddress(request.headers, hops, ipv6PrefixBits(process.env.IPV6_PREFIX_BITS));
  if (admitSearch(key !== UNKNOWN_CLIENT ? key : null)) return null;
  const text = messagesFor(toLocale(lang)).catalog.listing.busy;
  return new NextResponse(text, {
    status: 429,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "1", "Cache-Control": "no-store" },
  });
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (/^\/(?:(?:fr|id)\/)?products$/.test(pathname)) {
    return (
      (gatedListing(request.nextUrl.searchParams) ? searchRefusal(request, splitLocale(pathname).lang) : null) ??
      NextResponse.next()
    );
  }
  const { policy, nonce } = cspFor(pathname);

  if (isCrossSiteWrite(request)) {
    return new NextResponse(CROSS_SITE_MESSAGE, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Content-Security-Policy": policy },
    });
  }

  const { lang, path } = splitLocale(pathname);
  if ((path === "/dev/outbox" || path.startsWith("/dev/outbox/")) && !outboxPageEnabled()) {
    return new NextResponse("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Content-Security-Policy": policy },
    });
  }
  if (path === "/account" || path.startsWith("/account/")) {
    const token = request.cookies.get("access_token")?.value;
    if (!token) {
      const url = request.nextUrl.clone();
      url.pathname = localHref(lang, "/sign-in");
      url.search = "";
      url.searchParams.set("next", `${request.nextUrl.pathname}${request.nextUrl.search}`);
      const redirect = NextResponse.redirect(url);
      redirect.headers.set("Content-Security-Policy", policy);
      return redirect;
    }
  }

  const requestHeaders = new Headers(request.headers);
  // Only the proxy sets this header: a page view reads the form outcome from it, once.
  requestHeaders.delete(FORM_FLASH_HEADER);
  const flash = request.method === "GET" ? request.cookies.get(FORM_FLASH_COOKIE)?.value : undefined;
  if (flash) requestHeaders.set(FORM_FLASH_HEADER, flash);
  if (nonce) {
    requestHeaders.set("x-nonce", nonce);
    requestHeaders.set("Content-Security-Policy", policy);
  }
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  if (flash) response.cookies.delete(FORM_FLASH_COOKIE);
  return response;
}

export const config = {
  // A literal (Next reads it at build time); tests/unit/http/page-routing.test.ts checks it equals proxyMatcher().
  matcher: [
    "/((?:(?:fr|id)/)?(?:account|checkout|cart|sign-in|sign-up|forgot-password|reset-password|payment|payment-sandbox|dev)(?:/.*)?)",
    { source: "/products", has: [{ type: "query", key: "search" }] },
    { source: "/:lang(fr|id)/products", has: [{ type: "query", key: "search" }] },
    { source: "/products", has: [{ type: "query", key: "price_min" }] },
    { source: "/:lang(fr|id)/products", has: [{ type: "query", key: "price_min" }] },
    { source: "/products", has: [{ type: "query", key: "price_max" }] },
    { source: "/:lang(fr|id)/products", has: [{ type: "query", key: "price_max" }] },
  ],
};
