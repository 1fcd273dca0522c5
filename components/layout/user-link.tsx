"use client";

import { useMessages } from "@/lib/i18n/client";
import Link from "@/components/ui/local-link";
import { useShopStore } from "@/stores/shop-store";
import styles from "./site-header.module.css";

/** The user icon: /account when signed in, /sign-in otherwise. */
export function UserLink() {
  const authenticated = useShopStore((s) => s.authenticated);
  const t = useMessages("common").header;
  return (
    <Link
      href={authenticated ? "/account" : "/sign-in"}
      className={styles.iconButton}
      aria-label={authenticated ? t.myAccount : t.signIn}
    >
      <svg
        aria-hidden="true"
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
      </svg>
    </Link>
  );
}
