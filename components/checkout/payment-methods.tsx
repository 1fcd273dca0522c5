"use client";

import type { PaymentMethod } from "@/lib/domain/checkout/contract";
import { useMessages } from "@/lib/i18n/client";
import styles from "./checkout.module.css";

/** How the shopper will be able to pay on the provider's page, by group, as the payment plug-in declares it. */
export function PaymentMethods({ methods }: { methods: PaymentMethod[] }) {
  const t = useMessages("checkout").payMethods;
  if (methods.length === 0) return null;
  return (
    <section className={styles.payMethods} aria-labelledby="pay-methods-heading">
      <h3 id="pay-methods-heading" className={styles.regionName}>
        {t.heading}
      </h3>
      <ul className={styles.payMethodList}>
        {methods.map((m) => (
          <li key={m.group}>
            <strong>{t.groups[m.group]}</strong>
            {m.brands.length > 0 && <span className={styles.muted}> · {m.brands.join(", ")}</span>}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{t.hint}</p>
    </section>
  );
}
