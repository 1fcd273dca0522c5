"use client";

import { useLocalRouter } from "@/components/ui/use-local-router";
import { useState } from "react";
import { addToWishlist, removeFromWishlist, useWishlistFlag } from "@/stores/wishlist-actions";
import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import { useShopStore } from "@/stores/shop-store";

/**
 * Add or remove one product on the wishlist (product page and cards). Guests are told to sign in first and
 * sent to /sign-in; for signed-in shoppers the state comes from the server.
 */
export function WishlistToggle({
  productId,
  productName,
  className,
}: {
  productId: number;
  productName: string;
  className?: string;
}) {
  const t = useMessages("wishlist").toggle;
  const router = useLocalRouter();
  const signedIn = useShopStore((state) => state.authenticated);
  const listed = useShopStore((state) => state.wishlist.includes(productId));
  const [busy, setBusy] = useState(false);

  useWishlistFlag(productId);

  const toggle = async () => {
    setBusy(true);
    try {
      const navigate = (href: string) => router.push(href);
      if (listed) await removeFromWishlist(productId, navigate);
      else await addToWishlist(productId, navigate);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={className}
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={signedIn && listed}
      aria-label={fmt(signedIn && listed ? t.remove : t.add, { name: productName })}
    >
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill={signedIn && listed ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.4 3.3 5 6.7 5c2 0 3.6 1.1 5.3 3 1.7-1.9 3.3-3 5.3-3 3.4 0 5.6 3.4 4.2 6.8C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
