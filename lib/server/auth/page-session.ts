import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import type { Locale } from "@/lib/i18n/config";
import { localHref } from "@/lib/i18n/route";
import { SESSION_COOKIE, authenticateToken, type AuthContext } from "./context";

/** The shopper of a page request, from the httpOnly session cookie; null when signed out or expired. */
export async function getPageSession(): Promise<AuthContext | null> {
  const jar = await cookies();
  return authenticateToken(jar.get(SESSION_COOKIE)?.value ?? null);
}

/**
 * For account pages: the shopper, or a redirect to the sign-in page in the page's language that comes back to
 * `returnTo` (an unprefixed page path) afterwards.
 */
export async function requirePageSession(returnTo: string, lang: Locale): Promise<AuthContext> {
  const auth = await getPageSession();
  if (!auth) redirect(`${localHref(lang, "/sign-in")}?next=${encodeURIComponent(localHref(lang, returnTo))}`);
  return auth;
}
