"use client";

import Link from "@/components/ui/local-link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { localHref, splitLocale } from "@/lib/i18n/route";
import { endServerSession, getAccessToken } from "@/lib/api/storage";
import { MSG } from "@/lib/domain/messages";
import { useLang, useMessages } from "@/lib/i18n/client";
import { useLocalize } from "@/lib/i18n/client-errors";
import type { Catalogue } from "@/lib/i18n/types";
import { useShopStore } from "@/stores/shop-store";
import { useNotReady } from "@/components/ui/not-ready";
import { useConfirm } from "@/components/ui/use-confirm";
import styles from "./account.module.css";

const LINKS: readonly { href: string; label: keyof Catalogue["account"]["menu"] }[] = [
  { href: "/account", label: "information" },
  { href: "/account/orders", label: "orders" },
  { href: "/account/wishlist", label: "wishlist" },
  { href: "/account/shipping-address", label: "shippingAddress" },
  { href: "/account/change-password", label: "changePassword" },
];

/** Spec section 2, once confirmed: revoke the session on the server (it clears the cookie), clear local storage. */
async function signOut(): Promise<void> {
  // Forget the token first, so no call still in flight carries a revoked token (its 401 would end on the home page).
  const token = getAccessToken();
  useShopStore.getState().signOut();
  try {
    window.localStorage.clear();
  } catch {
    // Blocked storage holds nothing of ours.
  }
  await endServerSession(token);
}

export function AccountMenu() {
  const pathname = usePathname();
  const lang = useLang();
  const t = useMessages("account").menu;
  const localize = useLocalize();
  const notReady = useNotReady();
  const { ask, dialog } = useConfirm();
  const menu = useRef<HTMLElement>(null);

  // On a phone the menu is a row that scrolls sideways: the row is moved (never the page) to show the current entry.
  useEffect(() => {
    const row = menu.current;
    const current = row?.querySelector('[aria-current="page"]');
    if (!row || !current) return;
    const past = current.getBoundingClientRect().right - row.getBoundingClientRect().right;
    if (past > 0) row.scrollLeft += past + 16;
  }, [pathname]);

  async function onSignOut() {
    if (!(await ask(localize(MSG.account.confirmSignOut)))) return;
    await signOut();
    // A full load, as auth libraries do on sign-out: no router or SWR cache keeps the account's data, and no
    // navigation still pending in a router that has just hydrated can leave the shopper on the account page.
    window.location.replace(localHref(lang, "/sign-in"));
  }

  return (
    <nav ref={menu} className={styles.menu} aria-label={t.label}>
      <ul>
        {LINKS.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={splitLocale(pathname).path === link.href ? "page" : undefined}
              className={styles.menuLink}
            >
              {t[link.label]}
            </Link>
          </li>
        ))}
        <li>
          {/* It asks first (an in-page dialog), which only the script can: disabled until then, with the reason. */}
          <button
            type="button"
            className={styles.menuLink}
            onClick={() => void onSignOut()}
            disabled={notReady.waiting}
            aria-describedby={notReady.describedBy}
          >
            {t.signOut}
          </button>
          {notReady.hint}
          {dialog}
        </li>
      </ul>
    </nav>
  );
}
