"use client";

import { useLocalRouter } from "@/components/ui/use-local-router";
import { useEffect, useState } from "react";
import { removeFromWishlist } from "@/stores/wishlist-actions";
import { useMessages } from "@/lib/i18n/client";
import { useShopStore } from "@/stores/shop-store";
import type { WishlistEntry } from "@/lib/domain/wishlist/contract";
import { WishlistCard } from "./wishlist-card";
import styles from "./wishlist.module.css";

/** The account wishlist's grid, starting from the server's list; a removal takes the card away. */
export function WishlistGrid({ initial }: { initial: WishlistEntry[] }) {
  const t = useMessages("wishlist");
  const router = useLocalRouter();
  const [entries, setEntries] = useState(initial);

  useEffect(() => {
    useShopStore.getState().setWishlist(initial.map((entry) => entry.product_detail_id));
  }, [initial]);

  const remove = async (productId: number) => {
    if (await removeFromWishlist(productId, (href) => router.push(href))) {
      setEntries((current) => current.filter((entry) => entry.product_detail_id !== productId));
    }
  };

  if (entries.length === 0) return <p className={styles.empty}>{t.empty}</p>;
  return (
    <div className={styles.grid}>
      {entries.map((entry) => (
        <WishlistCard
          key={entry.product_detail_id}
          product={entry.product_detail}
          onRemove={() => void remove(entry.product_detail_id)}
        />
      ))}
    </div>
  );
}
