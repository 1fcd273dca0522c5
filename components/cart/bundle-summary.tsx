import { formatIDR } from "@/lib/domain/format";
import type { CartTotals } from "@/stores/cart-rules";
import styles from "./bundle-summary.module.css";

/** The bundle promos the cart qualifies for, each with its discount (spec section 4: bundle promo). */
export function BundleSummary({ totals }: { totals: CartTotals }) {
  if (totals.bundles.length === 0) return null;
  return (
    <ul className={styles.bundles} aria-label="Bundle promos">
      {totals.bundles.map((bundle) => (
        <li key={bundle.promoId} className={styles.bundle}>
          <span>
            <strong>{bundle.name}</strong>
            <small>
              {" "}
              ({bundle.bundledUnits} items{bundle.bundles > 1 ? `, ${bundle.bundles} bundles` : ""})
            </small>
          </span>
          <span className={styles.discount}>-{formatIDR(bundle.discount)}</span>
        </li>
      ))}
    </ul>
  );
}
