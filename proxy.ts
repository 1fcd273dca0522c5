import { NextResponse, type NextRequest } from "next/server";

/**
 * First gate only: a shopper without a session cookie is sent from /account/* to /sign-in and back after.
 * Every account page and every user/* API call checks the session on the server as well.
 */
export function proxy(request: NextRequest) {
  const token = request.cookies.get("access_token")?.value;
  if (!token) {
    const url = request.nextUrl.clone();
    url.pathname = "/sign-in";
    url.search = "";
    url.searchParams.set("next", `${request.nextUrl.pathname}${request.nextUrl.search}`);
    return NextResponse.redirect(url);
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/account", "/account/:path*"],
};
