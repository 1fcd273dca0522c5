"use client";

import { cartCount } from "@/stores/cart-rules";
import { useShopStore } from "@/stores/shop-store";
import styles from "./site-header.module.css";

/** The cart badge: the number of items in the cart; opens the cart panel. */
export function CartButton() {
  const count = useShopStore((s) => cartCount(s.cartList.cart));
  const setCartOpened = useShopStore((s) => s.setCartOpened);
  return (
    <button type="button" className={styles.iconButton} aria-label={`Cart, ${count} items`} onClick={() => setCartOpened(true)}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M6 7h12l-1 13H7L6 7Z" />
        <path d="M9 7a3 3 0 0 1 6 0" />
      </svg>
      <span className={styles.badge} aria-hidden="true">{count}</span>
    </button>
  );
}
