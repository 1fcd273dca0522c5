"use client";

import { useLang, useMessages } from "@/lib/i18n/client";
import { plural } from "@/lib/i18n/format";
import { cartCount } from "@/lib/domain/cart/line";
import { useShopStore } from "@/stores/shop-store";
import styles from "./cart-button.module.css";
import { useNotReady } from "@/components/ui/not-ready";
import { useStoreHydrated } from "./use-store-hydrated";

/** The header's cart icon: opens the panel; its badge shows the number of cart items. */
export function CartButton({ className }: { className?: string }) {
  const hydrated = useStoreHydrated();
  const lang = useLang();
  const t = useMessages("common").header;
  const count = useShopStore((state) => cartCount(state.cartList.cart));
  const shown = hydrated ? count : 0;
  // The panel opens only with the script: disabled until then, with the reason.
  const notReady = useNotReady();
  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${className ?? ""}`}
        onClick={() => useShopStore.getState().setCartOpened(true)}
        aria-label={plural(shown, t.cartOne, t.cartOther, lang)}
        disabled={notReady.waiting}
        aria-describedby={notReady.describedBy}
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
          <path d="M6 7h12l-1 13H7L6 7z" />
          <path d="M9 7a3 3 0 0 1 6 0" />
        </svg>
        <span className={styles.badge} data-testid="cart-count" aria-hidden="true">
          {shown}
        </span>
      </button>
      {notReady.hint}
    </>
  );
}
