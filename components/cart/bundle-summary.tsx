"use client";

import { formatIDR } from "@/lib/domain/money";
import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import type { CartTotals } from "@/stores/cart-rules";
import styles from "./bundle-summary.module.css";

/** The bundle promos the cart qualifies for, each with its discount (spec section 4: bundle promo). */
export function BundleSummary({ totals }: { totals: CartTotals }) {
  const t = useMessages("cart").bundles;
  if (totals.bundles.length === 0) return null;
  return (
    <ul className={styles.bundles} aria-label={t.label}>
      {totals.bundles.map((bundle) => (
        <li key={bundle.promoId} className={styles.bundle}>
          <span>
            <strong>{bundle.name}</strong>
            <small>
              {" "}
              ({bundle.bundles > 1
                ? fmt(t.itemsInBundles, { count: bundle.bundledUnits, bundles: bundle.bundles })
                : fmt(t.items, { count: bundle.bundledUnits })})
            </small>
          </span>
          <span className={styles.discount}>-{formatIDR(bundle.discount)}</span>
        </li>
      ))}
    </ul>
  );
}
