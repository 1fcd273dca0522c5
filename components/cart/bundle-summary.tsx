"use client";

import { useLang, useMessages, useMoney } from "@/lib/i18n/client";
import { fmt, plural } from "@/lib/i18n/format";
import type { CartTotals } from "@/lib/domain/cart/rules";
import styles from "./bundle-summary.module.css";

/** The bundle promos the cart qualifies for, each with its discount (spec section 4: bundle promo). */
export function BundleSummary({ totals }: { totals: CartTotals }) {
  const t = useMessages("cart").bundles;
  const money = useMoney();
  const lang = useLang();
  if (totals.bundles.length === 0) return null;
  return (
    <ul className={styles.bundles} aria-label={t.label}>
      {totals.bundles.map((bundle) => (
        <li key={bundle.promoId} className={styles.bundle}>
          <span>
            <strong>{bundle.name}</strong>
            <small>
              {" "}
              (
              {bundle.bundles > 1
                ? fmt(t.itemsInBundles, { count: bundle.bundledUnits, bundles: bundle.bundles })
                : plural(bundle.bundledUnits, t.itemsOne, t.items, lang)}
              )
            </small>
          </span>
          <span className={styles.discount}>-{money(bundle.discount)}</span>
        </li>
      ))}
    </ul>
  );
}
