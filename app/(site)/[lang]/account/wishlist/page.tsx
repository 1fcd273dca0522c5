import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { localHref } from "@/lib/i18n/route";
import { WishlistGrid } from "@/components/wishlist/wishlist-grid";
import { pageMessages } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/i18n/alternates";
import { authenticateToken, SESSION_COOKIE } from "@/lib/server/auth/context";
import { listWishlist } from "@/lib/server/wishlist/wishlist";
import styles from "./page.module.css";

// Rendered per request (the shopper's session, cookies, the CSP nonce or the query): no static shell to check.
export const instant = false;

interface Props {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, m } = await pageMessages(params);
  return {
    title: m.wishlist.meta.title,
    alternates: pageAlternates(lang, "/account/wishlist"),
    robots: { index: false },
  };
}

/** /account/wishlist: the signed-in shopper's wishlist, read on the server (the session is checked here too). */
export default async function WishlistPage({ params }: Props) {
  const { lang, m } = await pageMessages(params);
  const token = (await cookies()).get(SESSION_COOKIE)?.value ?? null;
  const auth = await authenticateToken(token);
  if (!auth) redirect(localHref(lang, "/sign-in"));
  const { user_wishlists } = await listWishlist(auth.userId);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{m.wishlist.title}</h1>
      <WishlistGrid initial={user_wishlists} />
    </section>
  );
}
