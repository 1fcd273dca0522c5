"use client";

import { useEffect, useState, type FormEvent } from "react";
import { useLocalRouter } from "@/components/ui/use-local-router";
import { HEART_FIELDS, HEART_FORM_ACTION } from "@/lib/domain/wishlist/heart-form";
import { useLang, useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import { useShopStore } from "@/stores/shop-store";
import styles from "./card-heart.module.css";

// The wishlist's calls, toasts and sign-in rule load after the page (a signed-in shopper's) or on the first tap.
const wishlistActions = () => import("@/stores/wishlist-actions");

let synced = false;
/** The first heart of a signed-in shopper's page reads the wishlist's ids, once for every card. */
function syncOnce(): void {
  if (synced) return;
  synced = true;
  void wishlistActions().then((actions) => actions.syncWishlistIds());
}

type HeartState = "guest" | "out" | "in";

/**
 * A card's wishlist heart. A form, so a tap before the page is interactive (or without script) posts it and gets the
 * same outcome (lib/server/wishlist/heart-form.ts); once hydrated the tap goes through the wishlist's actions: a
 * guest is told to sign in first and sent to /sign-in, a signed-in shopper's heart toggles. Its state is one
 * selector on the shared store, whose wishlist ids the first heart reads once per page (syncWishlistIds).
 */
export function CardHeart({ productId, productName }: { productId: number; productName: string }) {
  const t = useMessages("wishlist").toggle;
  const lang = useLang();
  const router = useLocalRouter();
  const heart = useShopStore((state): HeartState => {
    if (!state.authenticated) return "guest";
    return state.wishlist.includes(productId) ? "in" : "out";
  });
  const listed = heart === "in";
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // Signed out: the next shopper to sign in on this page gets their own read.
    if (heart === "guest") synced = false;
    else syncOnce();
  }, [heart]);

  async function toggle(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const actions = await wishlistActions();
      const navigate = (href: string) => router.push(href);
      await (listed ? actions.removeFromWishlist(productId, navigate) : actions.addToWishlist(productId, navigate));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form action={HEART_FORM_ACTION} method="post" className={styles.form} onSubmit={(event) => void toggle(event)}>
      <input type="hidden" name={HEART_FIELDS.product} value={productId} />
      <input type="hidden" name={HEART_FIELDS.intent} value={listed ? "remove" : "add"} />
      <input type="hidden" name={HEART_FIELDS.lang} value={lang} />
      <button
        type="submit"
        className={styles.heart}
        disabled={busy}
        aria-pressed={listed}
        aria-label={fmt(listed ? t.remove : t.add, { name: productName })}
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill={listed ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.4 3.3 5 6.7 5c2 0 3.6 1.1 5.3 3 1.7-1.9 3.3-3 5.3-3 3.4 0 5.6 3.4 4.2 6.8C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
    </form>
  );
}
