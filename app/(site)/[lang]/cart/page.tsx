import type { Metadata } from "next";
import { cookies } from "next/headers";
import { connection } from "next/server";
import { CartView, type ServerCart } from "@/components/cart/cart-view";
import { pageMessages } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/i18n/alternates";
import { SESSION_COOKIE } from "@/lib/server/auth/context";
import { DEVICE_COOKIE } from "@/lib/server/cart/device-cookie";
import { cartForPage } from "@/lib/server/cart/page";
import { linesFromOnlineCart } from "@/lib/domain/cart/rules";
import styles from "./page.module.css";
import { PageMain } from "@/components/layout/page-main";

// Rendered per request (the shopper's session, cookies, the CSP nonce or the query): no static shell to check.
export const instant = false;

interface Props {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, m } = await pageMessages(params);
  return { title: m.cart.meta.title, alternates: pageAlternates(lang, "/cart"), robots: { index: false } };
}

/**
 * The cart this request's cookies name, as the client's lines: empty when they name none (a first visit), null (the
 * client loads it) when it cannot be read.
 */
async function serverCart(): Promise<ServerCart | null> {
  const jar = await cookies();
  try {
    const found = await cartForPage(jar.get(SESSION_COOKIE)?.value, jar.get(DEVICE_COOKIE)?.value);
    if (!found) return { lines: [], promos: [], signedIn: false };
    return {
      lines: linesFromOnlineCart(found.cart.cart_items, found.promos),
      promos: found.promos,
      signedIn: found.signedIn,
    };
  } catch (error) {
    console.error("[cart page] reading the server's cart failed:", error);
    return null;
  }
}

/**
 * /cart: the lines live in the shopper's browser and the server's cart (a client island); the server's cart for
 * the request's cookies is shown first, so a cart filled by a form before or without JavaScript shows at once.
 */
export default async function CartPage({ params }: Props) {
  const { m } = await pageMessages(params);
  // Rendered per request so its scripts carry the CSP nonce of proxy.ts (lib/server/http/csp.ts).
  await connection();
  return (
    <PageMain className={styles.page}>
      <h1 className={styles.title}>{m.cart.title}</h1>
      <CartView serverCart={await serverCart()} />
    </PageMain>
  );
}
