import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { SESSION_COOKIE, authenticateToken, type AuthContext } from "./context";

/** The shopper of a page request, from the httpOnly session cookie; null when signed out or expired. */
export async function getPageSession(): Promise<AuthContext | null> {
  const jar = await cookies();
  return authenticateToken(jar.get(SESSION_COOKIE)?.value ?? null);
}

/** For account pages: the shopper, or a redirect to /sign-in that comes back to `returnTo` afterwards. */
export async function requirePageSession(returnTo: string): Promise<AuthContext> {
  const auth = await getPageSession();
  if (!auth) redirect(`/sign-in?next=${encodeURIComponent(returnTo)}`);
  return auth;
}
