import { NextResponse, type NextRequest } from "next/server";
import { cspFor } from "@/lib/server/http/csp";

/**
 * 1. Content-Security-Policy on every page (lib/server/http/csp.ts): a per-request nonce on the sensitive pages,
 *    handed to Next through the request's CSP header so its scripts carry it; the nonce-free policy elsewhere.
 * 2. First gate only: a shopper without a session cookie is sent from /account/* to /sign-in and back after.
 *    Every account page and every user/* API call checks the session on the server as well.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const { policy, nonce } = cspFor(pathname);

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
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  matcher: [
    // Pages only: not the API (its own policy in next.config.mjs), built assets, optimised images or media files.
    {
      source: "/((?!api/|_next/static|_next/image|media/|favicon.ico|robots.txt|sitemap.xml).*)",
      missing: [{ type: "header", key: "next-router-prefetch" }],
    },
  ],
};
